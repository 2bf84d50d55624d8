import FormanzaTestSupport
import Foundation
import Testing

/// Sync merges forms item by item, through the real program: two machines (two homes, each
/// with its own copy of the folder, copied across as Syncthing would once they are back
/// online) edit one form while apart.
@Suite struct SyncItemsTests {
    /// Two machines that joined one folder, then went offline: each has its own copy.
    struct Pair {
        let laptop: FormsSandbox
        let desktop: FormsSandbox
        let laptopFolder: String
        let desktopFolder: String

        init(desktopLanguage: String = "C.UTF-8") throws {
            let base = try TemporaryDirectory.make(prefix: "syncitems")
            laptopFolder = base + "/laptop-copy"
            desktopFolder = base + "/desktop-copy"
            laptop = try FormsSandbox()
            desktop = try FormsSandbox(language: desktopLanguage)
            #expect(try laptop.run("sync", "setup", laptopFolder, "--name", "laptop").status == 0)
            try Self.copy(from: laptopFolder, to: desktopFolder)
            let joined = try desktop.run("sync", "setup", desktopFolder, "--name", "desktop")
            #expect(joined.status == 0, "\(joined)")
            try reconnect()
        }

        /// Both copies get every file the other has (the folder tool catching up).
        func reconnect() throws {
            try Self.copy(from: laptopFolder, to: desktopFolder)
            try Self.copy(from: desktopFolder, to: laptopFolder)
        }

        static func copy(from source: String, to target: String) throws {
            let fm = FileManager.default
            for device in (try? fm.contentsOfDirectory(atPath: source + "/devices")) ?? [] {
                let from = source + "/devices/" + device
                let to = target + "/devices/" + device
                try fm.createDirectory(atPath: to, withIntermediateDirectories: true)
                for name in try fm.contentsOfDirectory(atPath: from) where !name.hasPrefix(".") {
                    let bytes = try Data(contentsOf: URL(fileURLWithPath: from + "/" + name))
                    try bytes.write(to: URL(fileURLWithPath: to + "/" + name), options: .atomic)
                }
            }
        }

        /// Both machines print the same export and the same form.
        func expectSame(_ form: String) throws {
            let exports = try [laptop, desktop].map { try $0.run("export").stdout }
            #expect(exports[0] == exports[1])
            let forms = try [laptop, desktop].map { try $0.run("form", "export", form) }
            #expect(forms[0].status == 0 && forms[0].stdout == forms[1].stdout, "\(forms)")
        }
    }

    @Test func offlineEditsOfTwoScreensOfOneFormBothSurvive() throws {
        let pair = try Pair()
        #expect(try pair.laptop.run("screen", "edit", "daily-check-in", "water", "--title", "Water 3 L").status == 0)
        #expect(try pair.desktop.run("screen", "edit", "daily-check-in", "exercise", "--title", "Walked").status == 0)
        try pair.reconnect()
        for box in [pair.laptop, pair.desktop] {
            let shown = try box.run("form", "show", "daily-check-in").stdout
            #expect(shown.contains("Water 3 L") && shown.contains("Walked"), "\(shown)")
        }
        try pair.expectSame("daily-check-in")
    }

    @Test func aScreenAddedOnOneAndAScreenEditedOnTheOtherKeepBothInOneOrder() throws {
        let pair = try Pair()
        let added = try pair.laptop.run("screen", "add", "daily-check-in", "--type", "yes-no", "--title", "Stretched")
        #expect(added.status == 0, "\(added)")
        #expect(try pair.desktop.run("screen", "edit", "daily-check-in", "sleep", "--title", "Slept 8 h+").status == 0)
        try pair.reconnect()
        let shown = try pair.desktop.run("form", "show", "daily-check-in").stdout
        #expect(shown.contains("Stretched") && shown.contains("Slept 8 h+"), "\(shown)")
        #expect(shown.contains("Screens (9)"), "\(shown)")
        try pair.expectSame("daily-check-in")
    }

    @Test func aGoalOnAScreenRemovedElsewhereIsSetAsideAlikeAndExplained() throws {
        let pair = try Pair(desktopLanguage: "es_ES.UTF-8")
        let goal = try pair.laptop.run(
            "goal", "add", "daily-check-in", "--screen", "alcohol", "--habit", "no", "--days", "30")
        #expect(goal.status == 0, "\(goal)")
        // Later, on the desktop, which has not seen the goal: nothing stops the removal there.
        let removed = try pair.desktop.run("screen", "remove", "daily-check-in", "alcohol", "--yes")
        #expect(removed.status == 0, "\(removed)")
        try pair.reconnect()
        for box in [pair.laptop, pair.desktop] {
            let shown = try box.run("form", "show", "daily-check-in").stdout
            #expect(!shown.contains("[alcohol]"), "\(shown)")
            #expect(shown.contains("Goals (0)") || shown.contains("Objetivos (0)"), "\(shown)")
        }
        try pair.expectSame("daily-check-in")

        let english = try pair.laptop.run("sync", "status")
        #expect(english.status == 0)
        #expect(english.stdout.contains("Settled while merging"), "\(english.stdout)")
        #expect(english.stdout.contains("follows \"alcohol\", removed on another device: it is set aside"))
        let spanish = try pair.desktop.run("sync", "status")
        #expect(spanish.stdout.contains("Resuelto al unir"), "\(spanish.stdout)")
        #expect(spanish.stdout.contains("sigue a \"alcohol\", borrado en otro dispositivo: se deja aparte"))
        let json = try pair.desktop.run("sync", "status", "--json").stdout
        #expect(json.contains("\"item\" : \"goal\""), "\(json)")
        #expect(json.contains("\"reasonEs\""))
        #expect(json.contains("\"form\" : \"daily-check-in\""))
    }
}
