import FormanzaTestSupport
import Foundation
import Testing

/// Every JSON output writes the characters a terminal acts on or that reorder a line (C0 and
/// C1 controls, DEL, the bidirectional overrides, isolates and marks) as `\uXXXX` escapes:
/// the bytes hold none of them raw, and a JSON parser gets the text back unchanged.
@Suite struct JSONEscapeTests {
    /// One of each kind, between letters so each stands alone.
    static let hostile =
        "A\u{01}B\u{1B}[2JC\u{7F}D\u{85}E\u{9B}F\u{202A}G\u{202E}H\u{2066}I\u{2069}J\u{200F}K\u{2028}L\tM"
    static let title = "Daily " + hostile

    /// The starter form titled with `hostile` (planted in the store, as `form new` refuses it)
    /// and a text screen answered with it (as `answer` takes it).
    func plantedBox() throws -> HostileSandbox {
        let box = try HostileSandbox()
        try box.addScreen("--type", "text", "--title", "Note")
        let saved = try box.sandbox.run(["answer", "Note=" + Self.hostile, "weight=80"])
        #expect(saved.status == 0, "\(saved)")
        try box.editStarter { form in
            form["title"] = Self.title
            var screens = form["screens"] as! [[String: Any]]
            screens[screens.count - 1]["title"] = Self.title
            form["screens"] = screens
        }
        return box
    }

    /// Scalars a terminal would act on, left raw in `text` (line breaks are JSON's layout).
    static func rawHidden(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            scalar != "\n"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || [0x200E, 0x200F, 0x2028, 0x2029, 0x061C].contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }.map { String(format: "U+%04X", $0.value) }
    }

    /// Every string anywhere inside a parsed JSON value.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: return [text]
        case let list as [Any]: return list.flatMap(strings)
        case let object as [String: Any]: return object.values.flatMap(strings)
        default: return []
        }
    }

    static let jsonCommands: [[String]] = [
        ["forms", "--json"], ["summary", "--form", "daily-check-in", "--json"],
        ["form", "show", "daily-check-in", "--json"], ["form", "export", "daily-check-in"],
        ["screen", "list", "daily-check-in", "--json"], ["goals", "--json"],
        ["progress", "--form", "daily-check-in", "--json"], ["history", "--form", "daily-check-in", "--json"],
    ]

    @Test(arguments: jsonCommands)
    func jsonOutputEscapesAndRoundTrips(_ arguments: [String]) throws {
        let box = try plantedBox()
        let run = try box.runLimited(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(Self.rawHidden(run.stdout).isEmpty, "\(arguments): raw \(Self.rawHidden(run.stdout))")
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8), options: [.fragmentsAllowed])
        let texts = Self.strings(in: parsed)
        #expect(texts.contains { $0.contains(Self.hostile) }, "\(arguments): the text comes back whole")
    }

    @Test func exportedRowsEscapeAndRoundTrip() throws {
        let box = try plantedBox()
        let jsonl = try box.runLimited(["export"])
        #expect(jsonl.status == 0)
        #expect(Self.rawHidden(jsonl.stdout).isEmpty, "\(Self.rawHidden(jsonl.stdout))")
        let values = try jsonl.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["value"] as? String
        }
        #expect(values.contains(Self.hostile))
        #expect(jsonl.stdout.contains(#"\u001b[2JC\u007fD\u0085E\u009bF\u202aG\u202eH\u2066I\u2069J"#))

        let csv = try box.runLimited(["export", "--format", "csv"])
        #expect(csv.status == 0)
        #expect(Self.rawHidden(csv.stdout.replacingOccurrences(of: "\t", with: " ")).isEmpty)
        #expect(csv.stdout.contains(#"A\u{1}B\u{1b}[2JC\u{7f}D\u{85}E\u{9b}F\u{202a}G\u{202e}H\u{2066}I\u{2069}J"#))

        // The rows parse back to the stored values: importing them again changes nothing.
        let again = try box.sandbox.run(["import-records", "-"], input: jsonl.stdout)
        #expect(again.status == 0 && again.stdout.contains("0 added or changed"), "\(again)")
    }

    /// The daemon's plan and doctor report (both `JSONText`) name the form too.
    @Test func theDaemonsJSONEscapesAndRoundTrips() throws {
        let box = try plantedBox()
        let plan = try box.runLimited(["plan", "--json"], remind: true)
        #expect(plan.status == 0, "\(plan)")
        #expect(Self.rawHidden(plan.stdout).isEmpty, "raw \(Self.rawHidden(plan.stdout))")
        let parsed = try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8))
        #expect(Self.strings(in: parsed).contains(Self.title))
        let doctor = try box.runLimited(["doctor", "--json"], remind: true)
        #expect(Self.rawHidden(doctor.stdout).isEmpty, "raw \(Self.rawHidden(doctor.stdout))")
        #expect(try JSONSerialization.jsonObject(with: Data(doctor.stdout.utf8)) is [String: Any], "\(doctor)")
    }
}
