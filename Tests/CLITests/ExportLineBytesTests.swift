import FormanzaBase
import FormanzaModel
import Testing

@testable import FormanzaCLI

/// `export`'s JSON lines are written by `JSONText` (the `escapedLine` layout) in the bytes every
/// export before had, which `import-records` reads back: each line is compared with the line
/// built field by field with `JSONEscaping.quoted`, as export built it, over hostile text
/// (controls, a backspace and a form feed, DEL, C1 and bidirectional controls, quotes,
/// backslashes, slashes, other scripts) in every field that holds text.
@Suite struct ExportLineBytesTests {
    static let pieces = [
        "Weight", "kg", "día", "\"q\"", "back\\slash", "a/b", "tab\t", "line\n", "cr\r", "\u{8}", "\u{C}", "\u{1}",
        "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2028}", "体重", "😀", "e\u{301}", ",", "=", "",
    ]

    func text(_ seed: inout UInt64) -> String {
        var result = ""
        for _ in 0..<Int(next(&seed) % 4) { result += Self.pieces[Int(next(&seed) % UInt64(Self.pieces.count))] }
        return result
    }

    func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The line as export wrote it before `JSONText` did.
    static func fieldByField(_ record: AnswerRecord) -> String {
        let quoted = JSONEscaping.quoted
        var fields = [
            "\"form\":" + quoted(record.form), "\"day\":\"\(record.day.iso)\"", "\"screen\":" + quoted(record.screen),
            "\"type\":" + quoted(record.answer.type),
        ]
        if let unit = record.answer.unit { fields.append("\"unit\":" + quoted(unit)) }
        let value: String
        switch record.answer.value {
        case .choices(let values) where values.contains(where: { $0.contains(",") }):
            value = "[" + values.map(quoted).joined(separator: ",") + "]"
        case .photos(let map) where map.keys.contains(where: { $0.contains(",") || $0.contains("=") }):
            value =
                "{" + map.keys.sorted().map { quoted($0) + ":" + quoted(map[$0] ?? "") }.joined(separator: ",") + "}"
        default:
            value = quoted(AnswerDisplay.storedText(record.answer.value))
        }
        fields.append("\"value\":" + value)
        fields.append("\"savedAt\":\"\(UTCInstant.format(record.answer.savedAt))\"")
        return "{" + fields.joined(separator: ",") + "}"
    }

    @Test func linesKeepTheirBytes() {
        var seed: UInt64 = 20_261_206
        let day = CivilDate(year: 2026, month: 12, day: 6)!
        for round in 0..<3000 {
            let value: AnswerValue
            switch round % 4 {
            case 0: value = .text(text(&seed))
            case 1: value = .choices((0..<Int(next(&seed) % 4)).map { _ in text(&seed) })
            case 2:
                var map: [String: String] = [:]
                for _ in 0..<Int(next(&seed) % 4) { map[text(&seed)] = text(&seed) }
                value = .photos(map)
            default: value = .number(Double(next(&seed) % 100_000) / 100)
            }
            let record = AnswerRecord(
                form: text(&seed), day: day, screen: text(&seed),
                answer: Answer(
                    value: value, type: text(&seed), unit: round % 3 == 0 ? nil : text(&seed),
                    savedAt: Int64(next(&seed) % 4_000_000_000)))
            #expect(RecordText.jsonLine(record) == Self.fieldByField(record), "round \(round)")
        }
    }
}
