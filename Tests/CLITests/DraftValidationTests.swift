import Foundation
import Glibc
import Testing

/// A check-in draft edited on disk is input: the real `formanza checkin` checks each answer as
/// if typed, reports what it leaves out (screen, reason, in English and Spanish) and never saves
/// it; a draft file that is not a draft (garbage, huge, a FIFO, a link) is refused without
/// blocking and removed.
@Suite struct DraftValidationTests {
    static let form = """
        {"id": "log", "title": "Log", "screens": [
          {"id": "pressure", "title": "Blood pressure", "kind": {"type": "number", "unit": "mmHg", "min": 0, "max": 300}},
          {"id": "note", "title": "Note", "kind": {"type": "text", "maxLength": 20}},
          {"id": "mood", "title": "Mood", "kind": {"type": "single-choice", "style": "list",
            "options": [{"value": "good", "label": "Good"}, {"value": "bad", "label": "Bad"}]}},
          {"id": "slept", "title": "Slept well", "kind": {"type": "yes-no"}},
          {"id": "steps", "title": "Steps", "kind": {"type": "number", "min": 0, "max": 100000}},
          {"id": "shot", "title": "Shot", "kind": {"type": "photo"}},
          {"id": "sides", "title": "Sides", "kind": {"type": "multi-photo",
            "names": ["A", "B", "C", "D", "E", "F", "G", "H"]}}
        ]}
        """

    /// A sandbox with the form, and the path of its draft for 2 December 2026.
    func sandbox(language: String = "C.UTF-8") throws -> (CheckinSandbox, String) {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        try sandbox.writeForm(Self.form, id: "log")
        let drafts = sandbox.base + "/data/formanza/drafts"
        try FileManager.default.createDirectory(atPath: drafts, withIntermediateDirectories: true)
        let hex = "log".utf8.map { String(format: "%02x", $0) }.joined()
        return (sandbox, drafts + "/2026-12-02-\(hex).json")
    }

    static func entry(_ screen: String, _ type: String, _ value: String, unit: String? = nil) -> String {
        var object = ["screen": screen, "type": type, "value": value]
        object["unit"] = unit
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    /// A multi-photo value as a draft keeps it: JSON of tile name to photo name.
    static func tiles(_ names: [String]) -> String {
        let photo = String(repeating: "ab", count: 16) + "-10x10"
        let data = try? JSONSerialization.data(
            withJSONObject: Dictionary(uniqueKeysWithValues: names.map { ($0, photo) }), options: [.sortedKeys])
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    static func draft(_ entries: [String], form: String = "log", day: String = "2026-12-02") -> String {
        "{\"form\": \"\(form)\", \"day\": \"\(day)\", \"answers\": [\(entries.joined(separator: ", "))]}"
    }

    @Test func answersThatFailTheirScreensRulesAreReportedAndNeverSaved() throws {
        let (sandbox, path) = try sandbox()
        let draft = Self.draft([
            Self.entry("pressure", "number", "5000", unit: "mmHg"),  // out of range
            Self.entry("note", "text", String(repeating: "x", count: 21)),  // over-long
            Self.entry("mood", "single-choice", "ecstatic"),  // unknown option
            Self.entry("slept", "text", "yes"),  // wrong type
            Self.entry("shot", "photo", "0123456789abcdef0123456789abcdef-10x10"),  // no such photo
            Self.entry("gone", "number", "3"),  // no such screen
            Self.entry("sides", "multi-photo", Self.tiles(["A", "B", "C", "D", "E", "F", "G"])),  // seven photos
            Self.entry("sides", "multi-photo", Self.tiles(["Z"])),  // no such tile
            Self.entry("steps", "number", "8000"),  // fine
        ])
        try draft.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["checkin", "--form", "log"], input: "y\n")
        #expect(run.status == 0, "\(run)")
        for expected in [
            "Draft answer to \"Blood pressure\" left out: ", "5000",
            "Draft answer to \"Note\" left out: ", "21",
            "Draft answer to \"Mood\" left out: \"ecstatic\" is not one of the question's options",
            "Draft answer to \"Slept well\" left out: it was kept as text, the question now takes yes-no",
            "Draft answer to \"Shot\" left out: the photo \"0123456789abcdef0123456789abcdef-10x10\" is not in the store",
            "Draft answer to \"gone\" left out: the form has no such question",
            "Draft answer to \"Sides\" left out: it holds more than 6 photos",
            "Draft answer to \"Sides\" left out: no photo is named \"Z\"",
        ] {
            #expect(run.stderr.contains(expected), "\(expected): \(run)")
        }
        #expect(run.stdout.contains("interrupted with 1 confirmed answer not saved. Resume it? y/N"), "\(run)")
        let summary = try sandbox.summary(form: "log")
        #expect(summary.value("steps") == "8000", "the one good answer is resumed and saved: \(run)")
        for screen in ["pressure", "note", "mood", "slept", "shot", "sides"] {
            #expect(summary.value(screen) == nil, "\(screen) never saved")
        }
        #expect(!FileManager.default.fileExists(atPath: path), "the draft is gone once asked about")
    }

    @Test func theReportIsInSpanish() throws {
        let (sandbox, path) = try sandbox(language: "es_ES.UTF-8")
        try Self.draft([Self.entry("pressure", "number", "-4", unit: "mmHg")]).write(
            toFile: path, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["checkin", "--form", "log"], input: "")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("Respuesta del borrador a «Blood pressure» descartada: "), "\(run)")
        #expect(!run.stdout.contains("¿Retomar"), "nothing left to offer: \(run)")
        #expect(try sandbox.summary(form: "log").value("pressure") == nil)
    }

    @Test func aDraftFileThatIsNotADraftIsRefusedWithoutBlockingAndRemoved() throws {
        let cases: [(name: String, make: (String) throws -> Void, message: String)] = [
            (
                "garbage", { try "{{{ not json".write(toFile: $0, atomically: true, encoding: .utf8) },
                "is not a draft Formanza wrote"
            ),
            (
                "huge",
                { path in
                    let good = Self.draft([Self.entry("steps", "number", "5")])
                    let padding = String(repeating: " ", count: 5 << 20)
                    try (good + padding).write(toFile: path, atomically: true, encoding: .utf8)
                }, "is larger than 4 MiB"
            ),
            ("fifo", { #expect(mkfifo($0, 0o600) == 0) }, "is not a regular file"),
            (
                "link",
                { path in
                    let elsewhere = path + ".real"
                    try Self.draft([Self.entry("steps", "number", "5")]).write(
                        toFile: elsewhere, atomically: true, encoding: .utf8)
                    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
                }, "is a symbolic link"
            ),
            (
                "another day",
                {
                    try Self.draft([Self.entry("steps", "number", "5")], day: "2026-12-01").write(
                        toFile: $0, atomically: true, encoding: .utf8)
                }, "names another form or day"
            ),
        ]
        for test in cases {
            let (sandbox, path) = try sandbox()
            try test.make(path)
            let started = ContinuousClock.now
            let run = try sandbox.run(["checkin", "--form", "log"], input: "y\n")
            #expect(ContinuousClock.now - started < .seconds(20), "\(test.name): never blocks")
            #expect(run.status == 0, "\(test.name): \(run)")
            #expect(run.stderr.contains("The interrupted check-in's draft"), "\(test.name): \(run)")
            #expect(run.stderr.contains(test.message), "\(test.name): \(run)")
            #expect(!run.stdout.contains("Resume"), "\(test.name): nothing offered: \(run)")
            #expect(try sandbox.summary(form: "log").value("steps") == nil, "\(test.name): nothing saved")
            var status = stat()
            #expect(lstat(path, &status) != 0, "\(test.name): the draft file is removed")
        }
    }

    /// The full-screen check-in names what it leaves out above its resume question, and
    /// resumes only the rest.
    @Test func theFullScreenCheckinReportsWhatItLeavesOut() throws {
        let (sandbox, path) = try sandbox()
        try Self.draft([
            Self.entry("pressure", "number", "5000", unit: "mmHg"), Self.entry("steps", "number", "8000"),
        ]).write(toFile: path, atomically: true, encoding: .utf8)
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            CheckinSandbox.binary, arguments: ["checkin", "--form", "log"], environment: environment,
            terminal: pty.slave)
        try #require(pty.readUntil("interrupted with 1 confirmed answer", seconds: 30), "\(pty.text.suffix(600))")
        #expect(pty.text.contains("Draft answer to \"Blood pressure\" left out"), "\(pty.text.suffix(800))")
        pty.type("y")
        #expect(pty.readUntil("1 of 7", seconds: 10), "the questions open: \(pty.text.suffix(400))")
        pty.type("\u{13}")  // Ctrl-S saves
        pty.readAvailable(milliseconds: 500)
        pty.type("q")
        #expect(child.wait(seconds: 10, reading: pty) == .exited(0))
        let summary = try sandbox.summary(form: "log")
        #expect(summary.value("steps") == "8000" && summary.value("pressure") == nil, "\(pty.text.suffix(400))")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Nothing left to offer: the full-screen check-in shows why and goes on to the questions.
    @Test func theFullScreenCheckinShowsARefusedDraftBeforeItsQuestions() throws {
        let (sandbox, path) = try sandbox(language: "es_ES.UTF-8")
        try "[]".write(toFile: path, atomically: true, encoding: .utf8)
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            CheckinSandbox.binary, arguments: ["checkin", "--form", "log"], environment: environment,
            terminal: pty.slave)
        try #require(pty.readUntil("Pulsa una tecla para seguir", seconds: 30), "\(pty.text.suffix(600))")
        #expect(pty.text.contains("El borrador del registro interrumpido"), "\(pty.text.suffix(800))")
        pty.type(" ")
        #expect(pty.readUntil("1 de 7", seconds: 10), "the questions open: \(pty.text.suffix(400))")
        child.send(SIGTERM)
        #expect(child.wait(seconds: 10, reading: pty) == .signaled(SIGTERM))
        #expect(!FileManager.default.fileExists(atPath: path), "the refused draft is removed")
    }
}
