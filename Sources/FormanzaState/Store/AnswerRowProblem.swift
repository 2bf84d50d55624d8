import FormanzaBase
import FormanzaModel
import FormanzaSQLite

/// Why a row of the `answers` table cannot be shown by any command, found by reading it the
/// way a hand-edited database may have left it: a day that is not a calendar day or is outside
/// the years 1900–9999, a saved-at instant outside those years, a text that is not UTF-8, or a
/// value that does not fit its type. `export` refuses such a row and `store check` lists it.
public struct AnswerRowProblem: Sendable, Equatable {
    /// The row's key as stored, made printable (control bytes and invalid UTF-8 escaped).
    public let form: String
    public let day: String
    public let screen: String
    public let fault: Fault

    public enum Fault: Sendable, Equatable {
        case savedAtOutsideYears(Int64)
        case savedAtNotAnInteger
        case dayNotACalendarDay
        case dayOutsideYears
        case notUTF8(column: String)
        case containsNUL(column: String)
        case valueDoesNotFitType(String)
        /// Found by a reader that does not have the row's type at hand.
        case valueUnreadable
    }

    /// The problem of the row in columns `form, day, screen, type, unit, value, saved_at`
    /// (found by name), or nil when every command can read it.
    static func of(_ row: Row) throws -> AnswerRowProblem? {
        let form = try row.place("form")
        let day = try row.place("day")
        let screen = try row.place("screen")
        func problem(_ fault: Fault) -> AnswerRowProblem {
            AnswerRowProblem(form: shown(row, form), day: shown(row, day), screen: shown(row, screen), fault: fault)
        }
        for name in ["form", "day", "screen", "type", "unit", "value"] {
            let column = try row.place(name)
            if !row.isValidUTF8(column) { return problem(.notUTF8(column: name)) }
            if row.kind(column) == .text, row.bytes(column)?.contains(0) == true {
                return problem(.containsNUL(column: name))
            }
        }
        guard let date = row.text(day).flatMap({ CivilDate(iso: $0) }) else { return problem(.dayNotACalendarDay) }
        guard ShownYears.contains(date) else { return problem(.dayOutsideYears) }
        guard try row.kind("saved_at") == .integer else { return problem(.savedAtNotAnInteger) }
        let savedAt = try row.integer("saved_at")
        guard ShownYears.contains(instant: savedAt) else { return problem(.savedAtOutsideYears(savedAt)) }
        guard try AnswerColumns.answer(row) != nil else {
            return problem(.valueDoesNotFitType(try row.text("type") ?? ""))
        }
        return nil
    }

    /// A key column as text that can be printed: its bytes, invalid UTF-8 as `\xFF`, control
    /// characters as `\u{…}`, cut at 80 characters.
    private static func shown(_ row: Row, _ column: Int32) -> String {
        guard let bytes = row.bytes(column) else { return "NULL" }
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            if let scalar = Self.scalar(&rest) {
                text +=
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
            } else {
                text += "\\x" + String(rest.removeFirst(), radix: 16, uppercase: true)
            }
            if text.unicodeScalars.count >= 80 { return text + "…" }
        }
        return text
    }

    /// Decodes one scalar from the front of `bytes` and drops it, or returns nil (dropping
    /// nothing) when the front is not valid UTF-8.
    private static func scalar(_ bytes: inout ArraySlice<UInt8>) -> Unicode.Scalar? {
        for length in 1...4 where bytes.count >= length {
            if let text = String(validating: bytes.prefix(length), as: UTF8.self),
                let scalar = text.unicodeScalars.first
            {
                bytes.removeFirst(length)
                return scalar
            }
        }
        return nil
    }
}

extension AnswerRowProblem: UserFacingError {
    public func message(in l: Language) -> String {
        let row = l.tr("answers row") + " form=\(form) day=\(day) screen=\(screen): "
        let years = "\(ShownYears.first)–\(ShownYears.last)"
        switch fault {
        case .savedAtOutsideYears(let instant):
            return row
                + l.tr(
                    "saved_at {0} is outside the years {1}", instant, years)
        case .savedAtNotAnInteger:
            return row + l.tr("saved_at is not a whole number")
        case .dayNotACalendarDay:
            return row
                + l.tr(
                    "the day is not a calendar day (YYYY-MM-DD)")
        case .dayOutsideYears:
            return row + l.tr("the day is outside the years {0}", years)
        case .notUTF8(let column):
            return row + l.tr("{0} is not valid UTF-8 text", column)
        case .valueUnreadable:
            return row + l.tr("the value does not fit its type")
        case .containsNUL(let column):
            return row + l.tr("{0} holds a NUL byte", column)
        case .valueDoesNotFitType(let type):
            let type = RecordImportError.shown(type)
            return row
                + l.tr(
                    "the value does not fit its type \"{0}\"", type)
        }
    }
}
