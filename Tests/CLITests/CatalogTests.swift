import FormanzaTestSupport
import Foundation
import Testing

/// The catalogs as shipped: Spanish complete and clean, `msgfmt --check` passing, the template
/// matching the sources; and the way a language reaches a person: a new catalog works through
/// the built program, and Spanish works where no Spanish locale was ever generated.
@Suite struct CatalogTests {
    static let root = URL(fileURLWithPath: TestCatalogs.poDirectory).deletingLastPathComponent().path

    /// What keeps a catalog from shipping: untranslated, fuzzy or obsolete entries.
    static func problems(_ file: POFile) -> [String] {
        file.entries.filter { !$0.id.isEmpty }.compactMap { entry in
            if entry.obsolete { return "obsolete: \(entry)" }
            if entry.isFuzzy { return "fuzzy: \(entry)" }
            if !entry.isTranslated { return "untranslated: \(entry)" }
            return nil
        }
    }

    @Test func spanishIsCompleteWithNothingFuzzyOrObsolete() throws {
        let spanish = POFile(text: try String(contentsOfFile: TestCatalogs.poDirectory + "/es.po", encoding: .utf8))
        #expect(spanish.entries.count > 1000)
        let problems = Self.problems(spanish)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theProblemsAreFound() {
        let planted = POFile(
            text: """
                msgid ""
                msgstr "Content-Type: text/plain; charset=UTF-8\\n"

                msgid "Done"
                msgstr "Hecho"

                msgid "Open"
                msgstr ""

                #, fuzzy
                msgid "Close"
                msgstr "Cerrar"

                msgid "{0} day"
                msgid_plural "{0} days"
                msgstr[0] "{0} día"
                msgstr[1] ""

                #~ msgid "Gone"
                #~ msgstr "Ido"
                """)
        let problems = Self.problems(planted)
        #expect(problems.count == 4, "\(problems)")
        #expect(problems[0].hasPrefix("untranslated") && problems[0].contains("Open"))
        #expect(problems[1].hasPrefix("fuzzy") && problems[1].contains("Close"))
        #expect(problems[2].hasPrefix("untranslated") && problems[2].contains("{0} day"))
        #expect(problems[3].hasPrefix("obsolete") && problems[3].contains("Gone"))
    }

    @Test func everyCatalogPassesMsgfmtCheck() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestCatalogs.poDirectory)
            .filter { $0.hasSuffix(".po") }
        #expect(!files.isEmpty)
        for file in files {
            #expect(throws: Never.self) {
                try TestCatalogs.run(["msgfmt", "--check", "-o", "/dev/null", TestCatalogs.poDirectory + "/" + file])
            }
        }
        // A translation that loses a placeholder is what the check exists for.
        let scratch = try TemporaryDirectory.make(prefix: "po")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let lost = scratch + "/lost.po"
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        #, python-brace-format
        msgid "no such file: {0}"
        msgstr "no existe el archivo"
        """.write(toFile: lost, atomically: true, encoding: .utf8)
        #expect(throws: TestSupportError.self) { try TestCatalogs.run(["msgfmt", "--check", "-o", "/dev/null", lost]) }
    }

    @Test func theTemplateIsWhatTheSourcesHold() throws {
        #expect(throws: Never.self) { try TestCatalogs.run([Self.root + "/scripts/update-po", "--check"]) }
    }

    /// A third language, known only to this test, through the built `formanza`: its catalog in
    /// a directory of its own (`FORMANZA_LOCALEDIR`), its own plural rule with three forms.
    @Test func aNewLanguageIsACatalog() throws {
        let box = try FormsSandbox()
        let locale = try TemporaryDirectory.make(prefix: "locale")
        defer { try? FileManager.default.removeItem(atPath: locale) }
        let folder = locale + "/xx/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==0 ? 1 : 2);\\n"

        #, python-brace-format
        msgid "Backed up the store to {0} ({1}; integrity check ok)."
        msgstr "XX {1} XX {0}"

        #, python-brace-format
        msgid "{0} form"
        msgid_plural "{0} forms"
        msgstr[0] "{0} xform-one"
        msgstr[1] "{0} xform-zero"
        msgstr[2] "{0} xform-many"

        #, python-brace-format
        msgid "{0} answer"
        msgid_plural "{0} answers"
        msgstr[0] "{0} xanswer-one"
        msgstr[1] "{0} xanswer-zero"
        msgstr[2] "{0} xanswer-many"
        """.write(toFile: locale + "/xx.po", atomically: true, encoding: .utf8)
        try TestCatalogs.run(["msgfmt", "--check", "-o", folder + "/formanza.mo", locale + "/xx.po"])
        let env = ["FORMANZA_LOCALEDIR": locale, "LANG": "xx_XX.UTF-8"]
        let backup = try box.run(["store", "backup", box.base + "/a.db"], env: env)
        #expect(backup.status == 0, "\(backup)")
        #expect(backup.stdout.hasPrefix("XX 1 xform-one, 0 xanswer-zero XX \(box.base)/a.db"), "\(backup)")
        // What the catalog lacks reads in English, the message ids.
        let missing = try box.run(["answer", "nosuchscreen=1"], env: env)
        #expect(missing.status != 0 && missing.stderr.contains("nosuchscreen"), "\(missing)")
        #expect(!missing.stderr.contains("xx") && !missing.stderr.contains("XX"), "\(missing)")
    }

    /// Spanish from the program's own catalog reader: the locales named here are not generated
    /// (`locale -a` lacks them), so glibc's gettext could not have found them.
    @Test func spanishWorksWithoutASpanishLocale() throws {
        let locales = Process()
        locales.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
        locales.arguments = ["-a"]
        let pipe = Pipe()
        locales.standardOutput = pipe
        try locales.run()
        let known = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        locales.waitUntilExit()
        #expect(!known.lowercased().contains("es_xx"))
        let box = try FormsSandbox()
        for env in [["LC_ALL": "es_XX.UTF-8"], ["LANG": "es_ES.UTF-8"], ["LANGUAGE": "es", "LANG": "de_DE.UTF-8"]] {
            if env["LANG"] == "es_ES.UTF-8" && known.lowercased().contains("es_es") { continue }
            let run = try box.run(["store", "backup", box.base + "/\(env.count)\(env.keys.sorted()[0]).db"], env: env)
            #expect(run.status == 0 && run.stdout.contains("(1 formulario, 0 respuestas;"), "\(env): \(run)")
        }
    }

    /// Runs a script of the checkout, returning its exit status and standard output.
    static func script(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: root + "/scripts/" + arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func noWordsForAPersonOutsideTheLookups() throws {
        let tree = try Self.script(["check-messages"])
        #expect(tree.status == 0, "\(tree.output)")
        // Planted: lines 1, 5 and 10 are words a person reads, written outside the catalog; a date
        // pattern, a command line to type and D-Bus introspection XML are not.
        let planted = try TemporaryDirectory.make(prefix: "messages")
        defer { try? FileManager.default.removeItem(atPath: planted) }
        try FileManager.default.createDirectory(atPath: planted + "/Sources/Planted", withIntermediateDirectories: true)
        try #"""
        let a = "Saved your answers"
        let b = l.tr("Saved your answers")
        journal.log(.info, "store changed twice")
        static let c = Command(name: "x", usage: "x FORM [--date DAY]", summary: { $0.tr("Shows the day") })
        let d = "\(n) answers saved" + l.trn("{0} day", "{0} days", n)
        // "a comment with words"
        let e = ["weight", "keto-level", "--date", "%02d"]
        let f = "YYYY-MM-DD HH:MM"
        let g = "formanza form show \(id)" + "systemctl --user enable --now \(unit)"
        let h = "formanza-photo did not run"
        xml += " <interface name=\"\(escape(name))\">\n"
        """#.write(toFile: planted + "/Sources/Planted/Planted.swift", atomically: true, encoding: .utf8)
        let found = try Self.script(["check-messages", "--root", planted])
        #expect(found.status == 1)
        let lines = found.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Sources/Planted/Planted.swift:1: \"Saved your answers\"",
                "Sources/Planted/Planted.swift:5: \" answers saved\"",
                "Sources/Planted/Planted.swift:10: \"formanza-photo did not run\"",
            ], "\(lines)")
    }

    /// A catalog the program cannot trust (not a catalog, a FIFO it must not wait on, a file far
    /// too large) is passed over like a missing one: the run goes on, in English.
    @Test func aBrokenCatalogIsPassedOver() throws {
        let box = try FormsSandbox()
        let locale = try TemporaryDirectory.make(prefix: "locale")
        defer { try? FileManager.default.removeItem(atPath: locale) }
        let plant: [(code: String, make: (String) throws -> Void)] = [
            (
                "garbage",
                {
                    try Data("not a catalog at all, but long enough to be read".utf8).write(
                        to: URL(fileURLWithPath: $0))
                }
            ),
            ("fifo", { guard mkfifo($0, 0o600) == 0 else { throw TestSupportError("mkfifo \($0) failed") } }),
            (
                "large",
                {
                    guard FileManager.default.createFile(atPath: $0, contents: nil),
                        let file = FileHandle(forWritingAtPath: $0)
                    else { throw TestSupportError("cannot make \($0)") }
                    try file.truncate(atOffset: 5 << 20)
                    try file.close()
                }
            ),
        ]
        for (code, make) in plant {
            let folder = "\(locale)/\(code)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try make(folder + "/formanza.mo")
            let env = ["FORMANZA_LOCALEDIR": locale, "LANG": "\(code)_XX.UTF-8"]
            let run = try box.run(["store", "backup", "\(box.base)/\(code).db"], env: env)
            #expect(run.status == 0 && run.stdout.hasPrefix("Backed up the store to "), "\(code): \(run)")
        }
    }
}
