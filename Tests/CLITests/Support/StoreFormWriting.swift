import FormanzaModel

@testable import FormanzaState

extension Store {
    /// Writes a form as given (created or replaced, matched by id), past the editing rules and
    /// the sync journal that `formanza form` goes through: how a test puts a store in a state.
    func saveForm(_ form: Form) throws {
        precondition(Identifier.isValid(form.id), "form ids are validated before saving")
        try transaction { try writeForm(form) }
    }
}
