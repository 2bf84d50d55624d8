import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

extension Command {
    /// `formanza form …`: create, rename, delete, (de)activate, show, edit, export and import
    /// forms (formanza(1), «form»).
    static let formCommand = CommandGroup.make(
        name: "form",
        summary: {
            $0.tr(
                "Create and change forms; show, edit, export and import their definition.")
        },
        subcommands: [
            Subcommand(FormNewCommand.self), Subcommand(FormRenameCommand.self), Subcommand(FormDeleteCommand.self),
            Subcommand(FormActivateCommand.self), Subcommand(FormDeactivateCommand.self),
            Subcommand(FormShowCommand.self), Subcommand(FormEditCommand.self), Subcommand(FormExportCommand.self),
            Subcommand(FormImportCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "FORM is a form's title or id. Titles are 1 to 60 characters and no two forms share one (without regard to case). Answers are never deleted: a deleted form's answers stay in the day records."
                ),
            ]
        })

    /// Activating or deactivating changes what is asked and reminded, never what is stored.
    static func setActive(_ active: Bool, _ formQuery: String, _ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(formQuery)
        if form.active == active {
            Console.out(
                active
                    ? l.tr("\"{0}\" is already active.", form.title)
                    : l.tr("\"{0}\" is already inactive.", form.title))
            return
        }
        var changed = form
        changed.active = active
        try store.replaceForm(form, with: changed)
        if active {
            Console.out(l.tr("\"{0}\" is active.", form.title))
            if form.screens.isEmpty {
                Console.out(
                    l.tr(
                        "It has no screens yet, so it waits outside check-in and reminders."))
            }
        } else {
            Console.out(
                l.tr(
                    "\"{0}\" is inactive; its answers stay stored.", form.title))
        }
    }

    /// What `form activate` and `form deactivate` do, in a sentence.
    static func activationSummary(_ active: Bool, _ l: Language) -> String {
        active
            ? l.tr(
                "Make a form appear in check-in and send reminders again.")
            : l.tr(
                "Take a form out of check-in and reminders; its answers stay.")
    }

    static func printDocument(_ form: Form, _ store: Store, to output: ExportOutput) throws {
        // The stored bytes, with what the encoder left raw (DEL, C1 and bidirectional controls)
        // escaped as `\uXXXX`: the same definition for `form import`, nothing for a terminal.
        let bytes = JSONEscaping.escapingHidden(Array(try FormDocument.storedBytes(of: form, in: store)))
        try output.write(String(decoding: bytes, as: UTF8.self))
        try output.finish()
    }
}
