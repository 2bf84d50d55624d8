import FormanzaModel

extension StoredAnswers {
    /// Every answer of form `id` in the store.
    public static func load(form id: String, from store: Store) throws -> StoredAnswers {
        StoredAnswers(byScreen: try store.allAnswers(form: id))
    }
}
