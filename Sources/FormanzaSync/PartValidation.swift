import FormanzaModel

/// What a part of a form or of the data values must be: a definition that reads as the
/// model's own value with the id its key names, or a list of distinct valid ids.
enum PartValidation {
    /// More ids than any list of a form or of the data values can hold.
    static let maximumListCount = 10_000

    static func check(_ kind: SyncItemKind, key: [String], _ row: [String: SyncCell]) throws(SyncRefusal) {
        switch kind {
        case .formFields:
            let form = try EntryValidation.definition(row["definition"], as: Form.self)
            guard form.id == key[0] else { throw idDiffers }
            guard form.screens.isEmpty, form.calculated.isEmpty, form.goals.isEmpty else {
                throw .badRow(
                    "a form's own fields carry screens, calculated values or goals",
                    "los campos propios de un formulario llevan pantallas, valores calculados u objetivos")
            }
        case .screen:
            guard try EntryValidation.definition(row["definition"], as: Screen.self).id == key[1] else {
                throw idDiffers
            }
        case .calculated:
            guard try EntryValidation.definition(row["definition"], as: CalculatedValue.self).id == key[1] else {
                throw idDiffers
            }
        case .goal:
            guard try EntryValidation.definition(row["definition"], as: Goal.self).id == key[1] else {
                throw idDiffers
            }
        case .dataValue:
            guard try EntryValidation.definition(row["definition"], as: DataValue.self).id == key[0] else {
                throw idDiffers
            }
        case .order, .dataOrder:
            guard case .text = row["list"] else { throw .badCell(column: "list") }
            let ids = try EntryValidation.definition(row["list"], as: [String].self)
            guard ids.count <= maximumListCount, Set(ids).count == ids.count, ids.allSatisfy(Identifier.isValid)
            else {
                throw .badRow(
                    "its list is not of distinct ids", "su lista no es de ids distintos")
            }
        case .answer, .form, .dataValues, .settings, .opening:
            break
        }
    }

    private static var idDiffers: SyncRefusal {
        .badRow("the id in its definition differs from its key", "el id de su definición no es el de su clave")
    }
}
