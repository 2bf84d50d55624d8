import FormanzaBase
import FormanzaModel
import FoundationEssentials

/// What a row from another machine must be before it is written to the store, checked as
/// `import-records` checks a row: ids that could name a file, real days, known answer types,
/// bounded texts, definitions that read as the model's own values. Each kind carries exactly
/// its columns.
public enum EntryValidation {
    /// The longest text kept in one answer cell or unit.
    public static let maximumAnswerText = 64 << 10

    private static let answerColumns = ["type", "unit", "value", "saved_at"]
    private static let definitionColumns = ["definition"]
    private static let listColumns = ["list"]
    private static let openingColumns = ["at", "day"]

    public static func columns(of kind: SyncItemKind) -> [String] {
        switch kind {
        case .answer: answerColumns
        case .form, .settings: definitionColumns
        case .dataValues: listColumns
        case .opening: openingColumns
        case .formFields, .screen, .calculated, .goal, .dataValue: definitionColumns
        case .order, .dataOrder: listColumns
        }
    }

    public static func check(_ entry: SyncEntry) throws(SyncRefusal) {
        try checkKey(entry)
        guard let row = entry.row else { return }
        // Exactly its columns: as many as its kind has, each of them (names in a row are distinct).
        let expected = columns(of: entry.kind)
        guard row.count == expected.count, expected.allSatisfy({ row[$0] != nil }) else {
            throw .badRow("its columns are not those of its kind", "sus columnas no son las de su tipo")
        }
        switch entry.kind {
        case .answer: try checkAnswer(row)
        case .form:
            let form: Form = try definition(row["definition"], as: Form.self)
            guard form.id == entry.key[0] else {
                throw .badRow("the form's id differs from its key", "el id del formulario no es el de su clave")
            }
        case .settings: _ = try definition(row["definition"], as: CheckinSettings.self)
        case .dataValues:
            let definitions: [String] = try definition(row["list"], as: [String].self)
            for text in definitions { _ = try definition(.text(text), as: DataValue.self) }
        case .formFields, .screen, .calculated, .goal, .order, .dataValue, .dataOrder:
            try PartValidation.check(entry.kind, key: entry.key, row)
        case .opening:
            guard case .integer = row["at"] else { throw .badCell(column: "at") }
            switch row["day"] {
            case .null: break
            case .text(let day) where CivilDate(iso: day) != nil: break
            default: throw .badCell(column: "day")
            }
        }
    }

    private static func checkKey(_ entry: SyncEntry) throws(SyncRefusal) {
        switch entry.kind {
        case .answer:
            guard Identifier.isValid(entry.key[0]), CivilDate(iso: entry.key[1]) != nil,
                Identifier.isValid(entry.key[2])
            else { throw .badKey }
        case .form, .formFields, .dataValue:
            guard Identifier.isValid(entry.key[0]) else { throw .badKey }
        case .screen, .calculated, .goal:
            guard Identifier.isValid(entry.key[0]), Identifier.isValid(entry.key[1]) else { throw .badKey }
        case .order:
            guard Identifier.isValid(entry.key[0]), OrderedList(rawValue: entry.key[1]) != nil else { throw .badKey }
        case .dataValues, .settings, .opening, .dataOrder: break
        }
    }

    private static func checkAnswer(_ row: [String: SyncCell]) throws(SyncRefusal) {
        guard case .text(let type) = row["type"], FieldType(rawValue: type) != nil else {
            throw .badCell(column: "type")
        }
        switch row["unit"] {
        case .null: break
        case .text(let unit) where unit.utf8.count <= 200: break
        default: throw .badCell(column: "unit")
        }
        switch row["value"] {
        case .integer, .real: break
        case .text(let text) where text.utf8.count <= maximumAnswerText: break
        default: throw .badCell(column: "value")
        }
        guard case .integer = row["saved_at"] else { throw .badCell(column: "saved_at") }
    }

    static func definition<T: Decodable>(_ cell: SyncCell?, as type: T.Type) throws(SyncRefusal) -> T {
        guard case .text(let text) = cell else { throw .badCell(column: "definition") }
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw .badRow(
                "its definition does not read as one of Formanza's", "su definición no se lee como una de Formanza")
        }
    }
}
