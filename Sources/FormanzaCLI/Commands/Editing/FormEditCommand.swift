import FormanzaCommandLine
import FormanzaState
import FoundationEssentials

/// `formanza form edit FORM`: the definition in the person's editor, checked like the
/// app's editors check it, the way `crontab -e` and `visudo` work: on a problem it
/// is explained and, on a terminal, the person chooses to edit again or abort, which
/// leaves the form as it was. Without a terminal there is one attempt.
struct FormEditCommand: FormanzaCommand {
    static let name = "edit"
    static let usage = "form edit FORM [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Edit a form's definition in $VISUAL or $EDITOR (else vi); it is checked before it is saved.",
            "Edita la definición de un formulario en $VISUAL o $EDITOR (si no, vi); se comprueba antes de guardarla."
        )
    }

    let name: String
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "FORM", arguments.language)[0]
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(name)
        let original = try FormDocument.storedBytes(of: form, in: store)
        let editor = try EditorFile.command(context.environment, l)
        let file = try EditorFile.create(original, form: form, environment: context.environment, l)
        var keepFile = false
        defer { if !keepFile { file.remove() } }
        let update = DefinitionUpdate(context: context, store: store, yes: yes)
        while true {
            try file.edit(with: editor, l)
            let edited = try file.read()
            if edited == original {
                Console.out(
                    l.pick(
                        "No changes; \"\(form.title)\" is unchanged.", "Sin cambios; «\(form.title)» sigue igual.")
                )
                return
            }
            do {
                let new = try FormDocument.decode(
                    edited, source: l.pick("the edited definition", "la definición editada"))
                guard new.id == form.id else { throw EditRefusal(.idChanged(old: form.id, new: new.id)) }
                switch try update.apply(new, replacing: form, others: try store.loadForms().forms) {
                case .unchanged:
                    Console.out(
                        l.pick(
                            "No changes; \"\(form.title)\" is unchanged.",
                            "Sin cambios; «\(form.title)» sigue igual."
                        ))
                case .saved(let saved):
                    Console.out(
                        l.pick(
                            "Saved \"\(saved.title)\": \(counts(saved, l)).",
                            "Se guardó «\(saved.title)»: \(counts(saved, l))."))
                }
                return
            } catch let refusal as EditRefusal where refusal.reason == .changedMeanwhile(form.title) {
                keepFile = true
                throw CommandError(
                    refused: refusal.message(in: l)
                        + l.pick(
                            "; your edited version is in \(file.path)",
                            "; tu versión editada está en \(file.path)"))
            } catch let error where Command.isFixable(error) && Confirm.stdinIsTerminal {
                Console.error(CommandError.message(of: error, language: l) ?? "", language: l)
                guard Command.askEditAgain(l) else {
                    throw CommandError(
                        refused: l.pick(
                            "aborted; \"\(form.title)\" is unchanged", "cancelado; «\(form.title)» sigue igual"))
                }
            }
        }
    }

    /// What the saved form holds, worded as `form import` words it (`Command.counts`).
    private func counts(_ form: Form, _ l: Language) -> String { Command.counts(form, l) }
}
