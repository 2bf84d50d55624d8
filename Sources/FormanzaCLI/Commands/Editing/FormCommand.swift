import FormanzaCommandLine
import FormanzaState
import FoundationEssentials

extension Command {
    /// `formanza form …`: create, rename, delete, (de)activate, show, edit, export and import
    /// forms (formanza(1), «form»).
    static let formCommand = CommandGroup.make(
        name: "form",
        summary: {
            $0.pick(
                "Create and change forms; show, edit, export and import their definition.",
                "Crea y cambia formularios; muestra, edita, exporta e importa su definición.")
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
                l.pick(
                    "FORM is a form's title or id. Titles are 1 to 60 characters and no two forms share one (without regard to case). Answers are never deleted: a deleted form's answers stay in the day records.",
                    "FORM es el título o el id de un formulario. Los títulos tienen de 1 a 60 caracteres y dos formularios no pueden compartirlo (sin distinguir mayúsculas). Las respuestas nunca se borran: las de un formulario eliminado quedan en los registros de cada día."
                ),
            ]
        })

    /// Activating or deactivating changes what is asked and reminded, never what is stored.
    static func setActive(_ active: Bool, _ arguments: ParsedArguments, _ context: CLIContext) throws {
        let l = context.language
        let name = try arguments.expect(1, "FORM", l)[0]
        let (store, _, form) = try context.openForm(name)
        if form.active == active {
            Console.out(
                active
                    ? l.pick("\"\(form.title)\" is already active.", "«\(form.title)» ya está activo.")
                    : l.pick("\"\(form.title)\" is already inactive.", "«\(form.title)» ya está inactivo."))
            return
        }
        var changed = form
        changed.active = active
        try store.replaceForm(form, with: changed)
        if active {
            Console.out(l.pick("\"\(form.title)\" is active.", "«\(form.title)» está activo."))
            if form.screens.isEmpty {
                Console.out(
                    l.pick(
                        "It has no screens yet, so it waits outside check-in and reminders.",
                        "Todavía no tiene pantallas, así que queda fuera del registro y de los recordatorios."))
            }
        } else {
            Console.out(
                l.pick(
                    "\"\(form.title)\" is inactive; its answers stay stored.",
                    "«\(form.title)» está inactivo; sus respuestas se conservan."))
        }
    }

    /// What `form activate` and `form deactivate` do, in a sentence.
    static func activationSummary(_ active: Bool, _ l: Language) -> String {
        active
            ? l.pick(
                "Make a form appear in check-in and send reminders again.",
                "Hace que un formulario vuelva al registro y a los recordatorios.")
            : l.pick(
                "Take a form out of check-in and reminders; its answers stay.",
                "Saca un formulario del registro y los recordatorios; sus respuestas se conservan.")
    }

    static func printDocument(_ form: Form, _ store: Store, to output: ExportOutput) throws {
        // The stored bytes, with what the encoder left raw (DEL, C1 and bidirectional controls)
        // escaped as `\uXXXX`: the same definition for `form import`, nothing for a terminal.
        let bytes = JSONEscaping.escapingHidden(Array(try FormDocument.storedBytes(of: form, in: store)))
        try output.write(String(decoding: bytes, as: UTF8.self))
        try output.finish()
    }
}
