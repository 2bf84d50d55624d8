import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// The text of one exported row.
enum RecordText {
    static let csvHeader = "form,day,screen,type,unit,value,savedAt"

    static func jsonLine(_ record: AnswerRecord) -> String {
        var fields = [
            "\"form\":" + quoted(record.form), "\"day\":\"\(record.day.iso)\"", "\"screen\":" + quoted(record.screen),
            "\"type\":" + quoted(record.answer.type),
        ]
        if let unit = record.answer.unit { fields.append("\"unit\":" + quoted(unit)) }
        fields.append("\"value\":" + jsonValue(record.answer.value))
        fields.append("\"savedAt\":\"\(UTCInstant.format(record.answer.savedAt))\"")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The value as `summary --json` gives it, as a JSON string; a multiple choice whose option
    /// values hold a comma, or a multi-photo whose tile names hold a comma or `=`, would read
    /// back as other options or tiles, so those are written as a JSON list or object instead.
    static func jsonValue(_ value: AnswerValue) -> String {
        switch value {
        case .choices(let values) where values.contains(where: { $0.contains(",") }):
            return "[" + values.map(quoted).joined(separator: ",") + "]"
        case .photos(let map) where map.keys.contains(where: { $0.contains(",") || $0.contains("=") }):
            return "{" + map.keys.sorted().map { quoted($0) + ":" + quoted(map[$0] ?? "") }.joined(separator: ",") + "}"
        default:
            return quoted(AnswerDisplay.storedText(value))
        }
    }

    static func csv(_ record: AnswerRecord) -> String {
        [
            record.form, record.day.iso, record.screen, record.answer.type, record.answer.unit ?? "",
            AnswerDisplay.storedText(record.answer.value), UTCInstant.format(record.answer.savedAt),
        ]
        .map(csvField).joined(separator: ",")
    }

    /// A JSON string: quotes, backslashes, every control character and the bidirectional
    /// controls escaped (`JSONEscaping`).
    static func quoted(_ text: String) -> String { JSONEscaping.quoted(text) }

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
