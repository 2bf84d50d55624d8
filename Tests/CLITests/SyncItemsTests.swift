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
        #expect(spanish.stdout.contains("Resuelto al combinar"), "\(spanish.stdout)")
        #expect(spanish.stdout.contains("sigue a \"alcohol\", quitado en otro dispositivo: se deja aparte"))
        let json = try pair.desktop.run("sync", "status", "--json").stdout
        #expect(json.contains("\"item\" : \"goal\""), "\(json)")
        #expect(json.contains("\"reasonEs\""))
        #expect(json.contains("\"form\" : \"daily-check-in\""))
    }

    @Test func aVersionOneFormIsReadAsItsItemsAndBrokenPartsAreRefused() throws {
        let box = try FormsSandbox()
        let shared = try TemporaryDirectory.make(prefix: "syncitems") + "/shared"
        #expect(try box.run("sync", "setup", shared, "--name", "me").status == 0)
        let exported = try box.run("form", "export", "daily-check-in").stdout
        let legacy = exported.replacingOccurrences(of: "\"daily-check-in\"", with: "\"legacy\"")
            .replacingOccurrences(of: "Daily check-in", with: "Old machine")
        let other = "0123456789abcdef0123456789abcdef"
        func line(_ ms: Int, _ kind: String, _ key: [String], _ row: [String: Any]?) throws -> String {
            let entry: [String: Any] = [
                "clock": ["ms": ms, "n": 0, "device": other], "kind": kind, "key": key, "row": row ?? NSNull(),
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: entry), as: UTF8.self)
        }
        let screen = #"{"id":"water","title":"Renamed","kind":{"type":"yes-no"}}"#
        let lines = [
            try line(1_790_000_000_000, "form", ["legacy"], ["definition": ["text": legacy]]),
            try line(1_790_000_000_001, "screen", ["legacy", "sleep"], ["definition": ["text": screen]]),
            try line(1_790_000_000_002, "order", ["legacy", "screens"], ["list": ["text": #"["a","a"]"#]]),
            try line(1_790_000_000_003, "goal", ["../x", "g1"], nil),
            try line(1_790_000_000_004, "order", ["legacy", "everything"], ["list": ["text": "[]"]]),
        ]
        let dir = shared + "/devices/" + other
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: dir + "/journal-00000001.jsonl", atomically: true, encoding: .utf8)

        let shown = try box.run("form", "show", "legacy")
        #expect(shown.status == 0 && shown.stdout.contains("Old machine"), "\(shown)")
        #expect(shown.stdout.contains("Screens (8)") && !shown.stdout.contains("Renamed"), "\(shown.stdout)")
        let status = try box.run("sync", "status").stdout
        #expect(status.contains("the id in its definition differs from its key"), "\(status)")
        #expect(status.contains("its list is not of distinct ids"), "\(status)")
        #expect(status.contains("key does not fit its kind"), "\(status)")
        #expect(status.components(separatedBy: "journal-00000001.jsonl").count - 1 == 4, "\(status)")
    }
}
