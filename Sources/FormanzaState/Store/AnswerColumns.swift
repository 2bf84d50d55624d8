import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FoundationEssentials

/// How an answer's value is kept in the `answers.value` column: numbers, minutes and yes/no as
/// SQLite numbers (so a screen's values over a period need no decoding step), single texts as
/// text, and the two list-like values as compact JSON. The `type` column says how to read it.
enum AnswerColumns {
    static func value(_ value: AnswerValue) -> Statement.Value {
        switch value {
        case .number(let number): return .real(number)
        case .duration(let minutes): return .integer(Int64(minutes))
        case .yesNo(let yes): return .integer(yes ? 1 : 0)
        case .choice(let text), .text(let text), .color(let text), .photo(let text): return .text(text)
        case .choices(let list): return .text(json(list))
        case .date(let day): return .text(day.iso)
        case .time(let time): return .text(time.description)
        case .dateTime(let day, let time): return .text("\(day.iso)T\(time)")
        case .photos(let map): return .text(json(map))
        }
    }

    /// Reads the value in `column` as an answer of `type`; nil when it does not fit the type.
    static func decode(type: String, row: Row, column: Int32) -> AnswerValue? {
        guard let fieldType = FieldType(rawValue: type) else { return nil }
        switch fieldType {
        case .number, .slider:
            // SQLite keeps an overflowing REAL (9e999) as infinity; no screen can show one.
            guard row.kind(column) == .real || row.kind(column) == .integer, row.real(column).isFinite else {
                return nil
            }
            return .number(row.real(column))
        case .duration:
            guard row.kind(column) == .integer, let minutes = Int(exactly: row.integer(column)) else { return nil }
            return .duration(minutes)
        case .yesNo:
            guard row.kind(column) == .integer else { return nil }
            return .yesNo(row.integer(column) != 0)
        case .singleChoice, .multipleChoice, .text, .email, .phone, .url, .date, .time, .dateTime, .color, .photo,
            .multiPhoto:
            guard row.kind(column) == .text, let text = row.text(column) else { return nil }
            return decode(type: fieldType, text: text)
        }
    }

    /// Reads the text of a value saved as `type`; nil when it does not fit the type. Numbers,
    /// durations and yes/no are never stored as text, so their text is refused here.
    static func decode(type: FieldType, text: String) -> AnswerValue? {
        switch type {
        case .singleChoice: return .choice(text)
        case .multipleChoice:
            return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))).map { .choices($0) }
        case .text, .email, .phone, .url: return .text(text)
        case .date: return CivilDate(iso: text).map { .date($0) }
        case .time: return TimeOfDay(text: text).map { .time($0) }
        case .dateTime: return Answer.parseDateTime(text).map { .dateTime($0.0, $0.1) }
        case .color: return .color(text)
        case .photo: return .photo(text)
        case .multiPhoto:
            return (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))).map { .photos($0) }
        case .number, .slider, .duration, .yesNo: return nil
        }
    }

    /// The answer in the row's `type, unit, value, saved_at` columns, found by name.
    static func answer(_ row: Row) throws -> Answer? {
        let valuePlace = try row.place("value")
        guard let type = try row.text("type"), let value = decode(type: type, row: row, column: valuePlace) else {
            return nil
        }
        return Answer(value: value, type: type, unit: try row.text("unit"), savedAt: try row.integer("saved_at"))
    }

    static func binds(_ answer: Answer) -> [Statement.Value] {
        [.text(answer.type), answer.unit.map { .text($0) } ?? .null, value(answer.value), .integer(answer.savedAt)]
    }

    /// Several choices as a JSON array of strings (`JSONLayout.stored`).
    static func json(_ list: [String]) -> String {
        var w = JSONText(layout: .stored)
        // Strings have no error to throw: every one has its escapes.
        try? w.array(list)
        return String(decoding: w.bytes, as: UTF8.self)
    }

    /// Several photos, name to stored file, as a JSON object with its keys sorted.
    static func json(_ map: [String: String]) -> String {
        var w = JSONText(layout: .stored)
        try? w.object(map)
        return String(decoding: w.bytes, as: UTF8.self)
    }
}
