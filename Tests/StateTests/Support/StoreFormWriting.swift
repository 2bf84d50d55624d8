import FormanzaBase

@testable import FormanzaModel
@testable import FormanzaState

extension Store {
    /// Writes a form as given (created or replaced, matched by id), past the editing rules and
    /// the sync journal that `formanza form` goes through: how a test puts a store in a state.
    func saveForm(_ form: Form) throws {
        precondition(Identifier.isValid(form.id), "form ids are validated before saving")
        try transaction { try writeForm(form) }
    }
}

extension Store {
    /// The last day on or before `day` on which `form` has an answer: what the test reads back
    /// to see which days a query counts.
    func lastRecordedDay(form formID: String, onOrBefore day: CivilDate) throws -> CivilDate? {
        try database.access { connection in
            try connection.statement("SELECT max(day) FROM answers WHERE form = ? AND day <= ?")
                .first([.text(formID), .text(day.iso)]) { row in row.text(0).flatMap { CivilDate(iso: $0) } } ?? nil
        }
    }
}
