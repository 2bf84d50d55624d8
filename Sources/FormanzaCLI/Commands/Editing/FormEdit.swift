import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FoundationEssentials

extension Command {
    /// `formanza form edit FORM`: the definition in the person's editor, checked like the
    /// app's editors check it, the way `crontab -e` and `visudo` work: on a problem it
    /// is explained and, on a terminal, the person chooses to edit again or abort, which
    /// leaves the form as it was. Without a terminal there is one attempt.
    static let formEdit = Subcommand(
        name: "edit", usage: "form edit FORM [--yes]",
        summary: {
            $0.pick(
                "Edit a form's definition in $VISUAL or $EDITOR (else vi); it is checked before it is saved.",
                "Edita la definición de un formulario en $VISUAL o $EDITOR (si no, vi); se comprueba antes de guardarla."
            )
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let (store, _, form) = try context.openForm(name)
            let original = try FormDocument.storedBytes(of: form, in: store)
            let editor = try EditorFile.command(context.environment, l)
            let file = try EditorFile.create(original, form: form, environment: context.environment, l)
            var keepFile = false
            defer { if !keepFile { file.remove() } }
            let update = DefinitionUpdate(context: context, store: store, yes: args.has("yes"))
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
                } catch let error where isFixable(error) && Confirm.stdinIsTerminal {
                    Console.error(CommandError.message(of: error, language: l) ?? "", language: l)
                    guard askEditAgain(l) else {
                        throw CommandError(
                            refused: l.pick(
                                "aborted; \"\(form.title)\" is unchanged", "cancelado; «\(form.title)» sigue igual"))
                    }
                }
            }
        })

    /// Problems the person can fix in the editor (not a broken store or a lost race).
    static func isFixable(_ error: any Error) -> Bool {
        error is FormDocumentError || error is EditRefusal || error is DefinitionRefused
            || (error as? CommandError)?.status == 1
    }

    /// "(e)dit again or (a)bort?" until one of them is chosen; the end of input aborts.
    static func askEditAgain(_ l: Language) -> Bool {
        while true {
            guard
                let answer = Confirm.prompt(
                    l.pick(
                        "What now? (e)dit again or (a)bort: ",
                        "¿Y ahora? (e)ditar de nuevo o (a)bandonar: "))?.lowercased()
            else { return false }
            if ["e", "edit", "editar"].contains(answer) { return true }
            if ["a", "abort", "abandonar"].contains(answer) { return false }
        }
    }
}
