import FormanzaBase
import FoundationEssentials

/// Reads the JSON lines of `formanza export` back into answers. The first bad row stops
/// everything: its line number and what is wrong are reported and nothing is imported.
///
/// The store's own export always comes back, into the same store or a fresh one with the forms:
///
/// - A row that gives its `type` is an answer as the store keeps it. Its value must be a value of
///   that type (`StoredAnswerShape`: a number, whole minutes, yes or no, a date…), but may lie
///   outside the screen's range, length or options as they are now, since an answer saved before
///   such an edit is kept. It is saved under its own type and unit, so it shows, or stays hidden
///   (another type or unit, a removed option or screen), exactly as it did in the store it came from.
/// - A row without `type` is an answer to the screen as it is now: checked as `formanza answer`
///   checks a value, and saved under the screen's type and unit.
///
/// A form deleted from this store keeps its answers, so rows of a form the store has answers of
/// are accepted without its definition (by their saved type). Rows of forms the store has neither
/// a definition nor answers of are counted and refused together, or skipped when asked.
///
/// Photo rows name photos by their stored name; each must be a file in the store's photos folder,
/// and the row must be on a photo screen of its type, unless the store already holds that very
/// answer (a photo answer hidden by a later type change, exported and imported back).
public struct RecordImport {
    public let forms: [Form]
    public let today: CivilDate
    public let store: Holdings
    public let skipUnknownForms: Bool

    public init(forms: [Form], today: CivilDate, store: Holdings, skipUnknownForms: Bool = false) {
        self.forms = forms
        self.today = today
        self.store = store
        self.skipUnknownForms = skipUnknownForms
    }

    /// What the importer asks of the store it imports into.
    public struct Holdings {
        /// Ids of the forms the store keeps answers of, a deleted form's included.
        public var formsWithAnswers: Set<String>
        /// Whether a photo of this stored name is a regular file in the store's photos folder.
        public var photoIsStored: (String) throws -> Bool
        /// The answer the store holds for a form, day and screen.
        public var heldAnswer: (String, CivilDate, String) throws -> Answer?

        public init(
            formsWithAnswers: Set<String>, photoIsStored: @escaping (String) throws -> Bool,
            heldAnswer: @escaping (String, CivilDate, String) throws -> Answer?
        ) {
            self.formsWithAnswers = formsWithAnswers
            self.photoIsStored = photoIsStored
            self.heldAnswer = heldAnswer
        }

        /// A store with no answers and no photos.
        public static var empty: Holdings {
            Holdings(formsWithAnswers: [], photoIsStored: { _ in false }, heldAnswer: { _, _, _ in nil })
        }
    }

    /// The records to write, and how many rows of unknown forms were left out.
    public struct Outcome {
        public let records: [AnswerRecord]
        public let skipped: Int
        public let skippedForms: [String]
    }

    /// One row as exported.
    struct Row: Decodable {
        var form: String
        var day: String
        var screen: String
        var value: RecordValue
        var savedAt: String
        var type: String?
        var unit: String?
    }

    /// What one row comes to.
    enum Reading {
        case record(AnswerRecord)
        case unknownForm(String)
    }

    public func read(_ data: Data) throws -> Outcome {
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
        var unknownForms: [String] = []
        var skipped = 0
        for (line, row) in zip(lines, rows) {
            do {
                switch try reading(row, forms: byID) {
                case .record(let record): records.append(record)
                case .unknownForm(let id):
                    skipped += 1
                    if !unknownForms.contains(id) { unknownForms.append(id) }
                }
            } catch let problem as RecordImportError.Problem {
                throw RecordImportError(line: line.number, problem: problem)
            }
        }
        if skipped > 0 && !skipUnknownForms { throw UnknownFormsError(rows: skipped, forms: unknownForms) }
        return Outcome(records: records, skipped: skipped, skippedForms: unknownForms)
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

    func reading(_ row: Row, forms: [String: Form]) throws -> Reading {
        typealias Problem = RecordImportError.Problem
        guard let day = CivilDate(iso: row.day) else { throw Problem.badDay(row.day) }
        guard day <= today else { throw Problem.futureDay(row.day) }
        guard ShownYears.contains(day) else { throw Problem.dayBeforeRecords(row.day) }
        guard let savedAt = UTCInstant.parse(row.savedAt), ShownYears.contains(instant: savedAt) else {
            throw Problem.badSavedAt(row.savedAt)
        }
        let form = forms[row.form]
        guard form != nil || store.formsWithAnswers.contains(row.form) else {
            // Checked as far as it can be without the form, so a skipped row is never garbage either.
            if let type = row.type { _ = try storedValue(row, type: type) }
            return .unknownForm(row.form)
        }
        guard Identifier.isValid(row.screen) else { throw Problem.badScreenID(row.screen) }
        let screen = form?.screens.first { $0.id == row.screen }
        if row.type == nil, let screen, !screen.kind.takesPhotos,
            (row.unit ?? screen.kind.numberSettings?.unit) == screen.kind.numberSettings?.unit
        {
            let value = try RecordAnswer(today: today).value(row.value, for: screen)
            return .record(
                AnswerRecord(
                    form: row.form, day: day, screen: screen.id,
                    answer: Answer(value: value, for: screen, savedAt: savedAt)))
        }
        guard let type = row.type ?? screen?.kind.typeName else {
            if let form { throw Problem.unknownScreen(row.screen, form: form.title) }
            throw Problem.noTypeForRemovedForm(row.form)
        }
        let value = try storedValue(row, type: type)
        if !PhotoName.photos(in: value).isEmpty {
            try checkPhotos(value, type: type, of: row, day: day, screen: screen)
        }
        return .record(
            AnswerRecord(
                form: row.form, day: day, screen: row.screen,
                answer: Answer(value: value, type: type, unit: row.unit, savedAt: savedAt)))
    }

    /// The value of a row read as its saved `type` says, with its unit checked.
    func storedValue(_ row: Row, type: String) throws(RecordImportError.Problem) -> AnswerValue {
        guard let fieldType = FieldType(rawValue: type) else { throw .unknownType(type) }
        if row.value == .unreadable { throw .unreadableValue }
        if let unit = row.unit {
            guard fieldType == .number || fieldType == .slider else { throw .unitNotAllowed(type) }
            guard unit.count <= FormLimits.unitLength, !VisibleText.containsControls(unit) else {
                throw .badUnit(unit)
            }
        }
        guard let value = StoredAnswerShape.value(row.value, type: fieldType) else {
            throw .badStoredValue(row.value.described, type: type)
        }
        return value
    }

    /// A photo answer names files that are in the store, and sits on a photo screen of its type
    /// unless the store already holds exactly this answer.
    func checkPhotos(_ value: AnswerValue, type: String, of row: Row, day: CivilDate, screen: Screen?) throws {
        for name in PhotoName.photos(in: value).sorted() where try !store.photoIsStored(name) {
            throw RecordImportError.Problem.missingPhoto(name)
        }
        if let screen, screen.kind.typeName == type { return }
        if let held = try store.heldAnswer(row.form, day, row.screen), held.type == type, held.value == value {
            return
        }
        throw RecordImportError.Problem.photoNotOnPhotoScreen(row.screen, type: type)
    }
}
