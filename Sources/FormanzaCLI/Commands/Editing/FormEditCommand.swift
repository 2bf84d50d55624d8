import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
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
        l.tr(
            "Edit a form's definition in $VISUAL or $EDITOR (else vi); it is checked before it is saved."
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
                    l.tr(
                        "No changes; \"{0}\" is unchanged.", form.title)
                )
                return
            }
            do {
                let new = try FormDocument.decode(
                    edited, source: l.tr("the edited definition"))
                guard new.id == form.id else { throw EditRefusal(.idChanged(old: form.id, new: new.id)) }
                switch try update.apply(new, replacing: form, others: try store.loadForms().forms) {
                case .unchanged:
                    Console.out(
                        l.tr(
                            "No changes; \"{0}\" is unchanged.", form.title
                        ))
                case .saved(let saved):
                    Console.out(
                        l.tr(
                            "Saved \"{0}\": {1}.", saved.title, counts(saved, l)))
                }
                return
            } catch let refusal as EditRefusal where refusal.reason == .changedMeanwhile(form.title) {
                keepFile = true
                throw CommandError(
                    refused: refusal.message(in: l)
                        + l.tr(
                            "; your edited version is in {0}", file.path))
            } catch let error where Command.isFixable(error) && Confirm.stdinIsTerminal {
                Console.error(CommandError.message(of: error, language: l) ?? "", language: l)
                guard Command.askEditAgain(l) else {
                    throw CommandError(
                        refused: l.tr(
                            "aborted; \"{0}\" is unchanged", form.title))
                }
            }
        }
    }

    /// What the saved form holds, worded as `form import` words it (`Command.counts`).
    private func counts(_ form: Form, _ l: Language) -> String { Command.counts(form, l) }
}
