import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// The text of one exported row.
enum RecordText {
    static let csvHeader = "form,day,screen,type,unit,value,savedAt"

    /// One JSON line (`JSONText`, the `escapedLine` layout: the bytes `import-records` has
    /// always read back).
    static func jsonLine(_ record: AnswerRecord) -> String {
        var w = JSONText(layout: .escapedLine)
        // Only a number that is not finite makes the writer throw, and a row holds none.
        try? w.object { w in
            w.key("form")
            try w.value(record.form)
            w.key("day")
            w.value(day: record.day)
            w.key("screen")
            try w.value(record.screen)
            w.key("type")
            try w.value(record.answer.type)
            try w.member("unit", ifPresent: record.answer.unit)
            w.key("value")
            try writeValue(record.answer.value, &w)
            w.key("savedAt")
            try w.value(UTCInstant.format(record.answer.savedAt))
        }
        return String(decoding: w.bytes, as: UTF8.self)
    }

    /// The value as `summary --json` gives it, as a JSON string; a multiple choice whose option
    /// values hold a comma, or a multi-photo whose tile names hold a comma or `=`, would read
    /// back as other options or tiles, so those are written as a JSON list or object instead
    /// (its names in the order Swift sorts strings, as every export before).
    static func writeValue(_ value: AnswerValue, _ w: inout JSONText) throws {
        switch value {
        case .choices(let values) where values.contains(where: { $0.contains(",") }):
            try w.array(values)
        case .photos(let map) where map.keys.contains(where: { $0.contains(",") || $0.contains("=") }):
            try w.object { w in
                for name in map.keys.sorted() {
                    try w.key(escaping: name)
                    try w.value(map[name] ?? "")
                }
            }
        default:
            try w.value(AnswerDisplay.storedText(value))
        }
    }

    static func csv(_ record: AnswerRecord) -> String {
        [
            record.form, record.day.iso, record.screen, record.answer.type, record.answer.unit ?? "",
            AnswerDisplay.storedText(record.answer.value), UTCInstant.format(record.answer.savedAt),
        ]
        .map(csvField).joined(separator: ",")
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Other
    /// control characters (a carriage return too, which lets a line overwrite itself on a
    /// terminal) and the bidirectional controls are written as `\u{XX}`, so the file never
    /// carries terminal codes nor text that reads in another order than it is stored.
    static func csvField(_ text: String) -> String {
        var clean = ""
        for scalar in text.unicodeScalars {
            if HiddenCharacters.contains(scalar) && scalar != "\n" && scalar != "\t" {
                clean += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                clean.unicodeScalars.append(scalar)
            }
        }
        guard clean.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return clean }
        return "\"" + clean.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
