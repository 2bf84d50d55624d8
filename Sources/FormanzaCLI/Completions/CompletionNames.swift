import FormanzaModel
import FormanzaState

/// The live names a completion offers, read from the store without creating it and without
/// counting as an opening (a Tab press is not a visit). Names holding control characters are
/// left out: they cannot be typed, and the shell protocol is one name a line.
struct CompletionNames {
    let forms: [Form]
    let data: [DataValue]

    static func load(paths: StorePaths) -> CompletionNames {
        guard let store = try? Store.existing(paths: paths) else { return CompletionNames(forms: [], data: []) }
        return CompletionNames(forms: (try? store.loadForms().forms) ?? [], data: (try? store.loadDataValues()) ?? [])
    }

    func formTitles() -> [String] { clean(forms.map(\.title)) }

    func screens(of formName: String?) -> [String] {
        clean(chosen(formName).flatMap { $0.screens.map(\.displayShortTitle) })
    }

    func calculated(of formName: String?) -> [String] {
        clean(chosen(formName).flatMap { $0.calculated.map(\.title) })
    }

    func goals(of formName: String?) -> [String] {
        clean(chosen(formName).flatMap { $0.goals.map(\.id) })
    }

    func dataValues() -> [String] { clean(data.map(\.name)) }

    /// The form named (by title or id, any case), else every active form.
    private func chosen(_ name: String?) -> [Form] {
        if let name {
            let lowered = name.lowercased()
            if let form = forms.first(where: { $0.id == name })
                ?? forms.first(where: { $0.title.lowercased() == lowered })
            {
                return [form]
            }
            return []
        }
        return forms.filter(\.active)
    }

    private func clean(_ names: [String]) -> [String] {
        names.filter { name in !name.isEmpty && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
    }
}
