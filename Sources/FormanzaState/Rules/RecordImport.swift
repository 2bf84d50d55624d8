import FoundationEssentials

/// Reads the JSON lines of `formanza export` back into answers, checking each row the way
/// `formanza answer` checks a value. The first bad row stops everything: its line number and
/// what is wrong are reported and nothing is imported.
///
/// A row whose `type` (and unit) is the screen's current one is parsed by the same rules as
/// `answer`. A row saved under another type or unit, or for a screen or form that is no longer
/// there, is an answer the store keeps hidden: it is read as its own type says, so an export
/// comes back whole.
public struct RecordImport: Sendable {
    public let forms: [Form]
    public let today: CivilDate

    public init(forms: [Form], today: CivilDate) {
        self.forms = forms
        self.today = today
    }

    /// One row as exported.
    struct Row: Decodable {
        var form: String
        var day: String
        var screen: String
        var value: String
        var savedAt: String
        var type: String?
        var unit: String?
    }

    public func read(_ data: Data) throws(RecordImportError) -> [AnswerRecord] {
        let byID = Dictionary(forms.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [(number: Int, text: Data)] = []
        var lineNumber = 0
        for line in data.split(separator: 0x0a, omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.last == 0x0d ? line.dropLast() : line[...]
            if trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            lines.append((lineNumber, Data(trimmed)))
        }
        let rows = try decodeRows(lines)
        var records: [AnswerRecord] = []
        records.reserveCapacity(rows.count)
        for (line, row) in zip(lines, rows) {
            do {
                records.append(try record(row, forms: byID))
            } catch {
                throw RecordImportError(line: line.number, problem: error)
            }
        }
        return records
    }

    /// Decodes every line in one pass (as one JSON array: a decoder per line costs more than
    /// the rest of an import); when that fails, line by line, to name the first bad line.
    func decodeRows(_ lines: [(number: Int, text: Data)]) throws(RecordImportError) -> [Row] {
        var joined = Data("[".utf8)
        for (index, line) in lines.enumerated() {
            if index > 0 { joined.append(0x2c) }
            joined.append(line.text)
        }
        joined.append(0x5d)
        // A line holding two values would shift the rows against the lines: counts must agree.
        if let rows = try? JSONDecoder().decode([Row].self, from: joined), rows.count == lines.count { return rows }
        var rows: [Row] = []
        for line in lines {
            guard let row = try? JSONDecoder().decode(Row.self, from: line.text) else {
                throw RecordImportError(line: line.number, problem: .notARecord)
            }
            rows.append(row)
        }
        return rows
    }

    func record(_ row: Row, forms: [String: Form]) throws(RecordImportError.Problem) -> AnswerRecord {
        guard let day = CivilDate(iso: row.day) else { throw .badDay(row.day) }
        guard day <= today else { throw .futureDay(row.day) }
        guard ShownYears.contains(day) else { throw .dayBeforeRecords(row.day) }
        guard let savedAt = UTCInstant.parse(row.savedAt), ShownYears.contains(instant: savedAt) else {
            throw .badSavedAt(row.savedAt)
        }
        guard let form = forms[row.form] else { throw .unknownForm(row.form) }
        let screen = form.screens.first { $0.id == row.screen }
        for text in [row.screen, row.value, row.unit ?? ""] where text.utf8.contains(0) {
            throw .badValue(row.value, screen: screen?.displayShortTitle ?? row.screen, .containsNUL)
        }
        let type = row.type ?? screen?.kind.typeName
        guard let type else { throw .unknownScreen(row.screen, form: form.title) }
        if let screen, type == screen.kind.typeName,
            (row.unit ?? screen.kind.numberSettings?.unit) == screen.kind.numberSettings?.unit,
            !screen.kind.isPhoto
        {
            do {
                let value = try AnswerParser(today: today).parse(row.value, for: screen)
                return AnswerRecord(
                    form: form.id, day: day, screen: screen.id,
                    answer: Answer(value: value, for: screen, savedAt: savedAt))
            } catch {
                throw .badValue(row.value, screen: screen.displayShortTitle, error)
            }
        }
        guard let value = RecordImport.storedValue(row.value, type: type) else {
            throw .badStoredValue(row.value, type: type)
        }
        return AnswerRecord(
            form: form.id, day: day, screen: row.screen,
            answer: Answer(value: value, type: type, unit: row.unit, savedAt: savedAt))
    }

    /// Reads `summary --json`'s text of a value saved as `type`, without a screen to check it
    /// against (the reverse of `AnswerDisplay.storedText`).
    static func storedValue(_ text: String, type: String) -> AnswerValue? {
        guard let fieldType = FieldType(rawValue: type) else { return nil }
        switch fieldType {
        case .number, .slider: return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case .duration: return Int(text).map { .duration($0) }
        case .yesNo: return text == "yes" ? .yesNo(true) : text == "no" ? .yesNo(false) : nil
        case .multipleChoice:
            let values = text.split(separator: ",").map(String.init)
            return values.isEmpty ? nil : .choices(values)
        case .multiPhoto:
            var tiles: [String: String] = [:]
            for pair in text.split(separator: ",") {
                guard let equals = pair.firstIndex(of: "=") else { return nil }
                tiles[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            return .photos(tiles)
        case .singleChoice, .text, .email, .phone, .url, .date, .time, .dateTime, .color, .photo:
            return AnswerColumns.decode(type: fieldType, text: text)
        }
    }
}

extension FieldKind {
    /// Photos are never typed in `answer`; their records are read as stored.
    var isPhoto: Bool {
        switch self {
        case .photo, .multiPhoto: return true
        default: return false
        }
    }
}

/// Why a records file was refused, with the line at fault.
public struct RecordImportError: Error, UserFacingError {
    public let line: Int
    public let problem: Problem

    public enum Problem: Error {
        case notARecord
        case badDay(String)
        case futureDay(String)
        case dayBeforeRecords(String)
        case badSavedAt(String)
        case unknownForm(String)
        case unknownScreen(String, form: String)
        case badValue(String, screen: String, AnswerError)
        case badStoredValue(String, type: String)
    }

    /// Text from the file as it may be shown: control characters escaped, long text cut.
    public static func shown(_ text: String, limit: Int = 80) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? result + "…" : result
    }

    public func message(in l: Language) -> String {
        let show = { (text: String) in RecordImportError.shown(text) }
        let what: String
        switch problem {
        case .notARecord:
            what = l.pick(
                "not a record (a JSON object with form, day, screen, value and savedAt as text)",
                "no es un registro (un objeto JSON con form, day, screen, value y savedAt como texto)")
        case .badDay(let text):
            what = l.pick("day \"\(show(text))\" is not YYYY-MM-DD", "el día «\(show(text))» no es AAAA-MM-DD")
        case .futureDay(let text): what = l.pick("day \(show(text)) is in the future", "el día \(show(text)) es futuro")
        case .dayBeforeRecords(let text):
            what = l.pick(
                "day \(show(text)) is before \(ShownYears.firstDay.iso) (days from then up to today are recorded)",
                "el día \(show(text)) es anterior al \(ShownYears.firstDay.iso) (se registran días desde entonces hasta hoy)"
            )
        case .badSavedAt(let text):
            what = l.pick(
                "savedAt \"\(show(text))\" is not a UTC instant of the years \(ShownYears.first)–\(ShownYears.last) (YYYY-MM-DDTHH:MM:SSZ)",
                "savedAt «\(show(text))» no es un instante UTC de los años \(ShownYears.first)–\(ShownYears.last) (AAAA-MM-DDTHH:MM:SSZ)"
            )
        case .unknownForm(let id):
            what = l.pick(
                "no form with id \"\(show(id))\" (import its definition first with `formanza form import`)",
                "no hay formulario con id «\(show(id))» (importa antes su definición con `formanza form import`)")
        case .unknownScreen(let id, let form):
            what = l.pick(
                "\"\(form)\" has no screen \"\(show(id))\" and the row gives no type",
                "«\(form)» no tiene la pantalla «\(show(id))» y la fila no da su tipo")
        case .badValue(let value, let screen, let error):
            what = "\(screen): \"\(show(value))\": \(error.message(in: l))"
        case .badStoredValue(let value, let type):
            what = l.pick(
                "\"\(show(value))\" is not a \(show(type)) value",
                "«\(show(value))» no es un valor de tipo \(show(type))")
        }
        return l.pick("line \(line): \(what). Nothing was imported.", "línea \(line): \(what). No se importó nada.")
    }
}
