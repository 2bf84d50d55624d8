import FormanzaBase

/// The rules of creating, renaming and deleting forms.
public enum FormRules {
    /// A usable form title: trimmed, 1 to 60 characters, and not the title of another form
    /// (compared without case). The phone app allows duplicates; we refuse them because the
    /// command line names forms by title and two equal titles would make one
    /// of them unreachable by name.
    public static func title(_ text: String, among forms: [Form], excluding id: String? = nil) throws(EditRefusal)
        -> String
    {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { throw EditRefusal(.formTitleEmpty) }
        if trimmed.count > Form.titleLimit { throw EditRefusal(.formTitleTooLong(max: Form.titleLimit)) }
        if VisibleText.containsControls(trimmed) { throw EditRefusal(.controlCharacters(trimmed)) }
        let lowered = trimmed.lowercased()
        if let other = forms.first(where: { $0.id != id && $0.title.trimmingWhitespace.lowercased() == lowered }) {
            throw EditRefusal(.formTitleTaken(other.title))
        }
        return trimmed
    }

    /// A new form: active, no screens yet (a form without screens waits outside
    /// check-in and the reminder plan), default reminders (morning 08:00, evening 21:00).
    public static func newForm(title: String, among forms: [Form]) throws(EditRefusal) -> Form {
        let checked = try self.title(title, among: forms)
        var id = Identifier.make(prefix: "f")
        while forms.contains(where: { $0.id == id }) { id = Identifier.make(prefix: "f") }
        return Form(id: id, title: checked)
    }

    /// The last form cannot be deleted. Only forms that could be read count, so a
    /// person is never left with nothing to check in.
    public static func checkDeletable(_ form: Form, among forms: [Form]) throws(EditRefusal) {
        if !forms.contains(where: { $0.id != form.id }) { throw EditRefusal(.lastForm(form.title)) }
    }
}
