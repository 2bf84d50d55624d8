import FormanzaModel

extension Store {
    /// Replaces `old` by `new` (or creates `new` when `old` is nil) only if the stored form
    /// is still `old`: edits are planned and confirmed outside any transaction (a person may take a
    /// while to answer), so a change made meanwhile by another program is never overwritten.
    public func replaceForm(_ old: Form?, with new: Form) throws {
        precondition(Identifier.isValid(new.id), "form ids are validated before saving")
        try transaction {
            let current = try loadForm(id: new.id)
            guard current == old else {
                if old == nil { throw EditRefusal(.formExists(new.id)) }
                throw EditRefusal(.changedMeanwhile(new.title))
            }
            try writeForm(new)
        }
    }

    /// Removes a form if it is still `form`; its answers stay in the store.
    public func deleteForm(_ form: Form) throws {
        try transaction {
            guard try loadForm(id: form.id) == form else { throw EditRefusal(.changedMeanwhile(form.title)) }
            try removeFormFile(id: form.id)
        }
    }
}
