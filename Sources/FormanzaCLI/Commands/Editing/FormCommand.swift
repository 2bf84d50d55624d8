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
            $0.pick(
                "Create and change forms; show, edit, export and import their definition.",
                "Crea y cambia formularios; muestra, edita, exporta e importa su definición.")
        },
        subcommands: [
            formNew, formRename, formDelete, formActivate, formDeactivate, formShow, formEdit, formExport, formImport,
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

    static let formNew = Subcommand(
        name: "new", usage: "form new TITLE",
        summary: {
            $0.pick(
                "Create an active form without screens; it waits outside check-in until it has one.",
                "Crea un formulario activo sin pantallas; queda fuera del registro hasta que tenga una.")
        },
        run: { args, context in
            let l = context.language
            let title = try args.expect(1, "TITLE", l)[0]
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let form = try FormRules.newForm(title: title, among: snapshot.forms)
            try store.replaceForm(nil, with: form)
            Console.out(
                l.pick(
                    "Created \"\(form.title)\" [\(form.id)]: active, no screens yet, so it waits outside check-in and reminders.",
                    "Se creó «\(form.title)» [\(form.id)]: activo, todavía sin pantallas, así que queda fuera del registro y de los recordatorios."
                ))
            Console.out(
                l.pick(
                    "Add its first screen: formanza screen add \(form.id) --type TYPE --title TITLE",
                    "Agrega su primera pantalla: formanza screen add \(form.id) --type TIPO --title TÍTULO"))
        })

    static let formRename = Subcommand(
        name: "rename", usage: "form rename FORM TITLE",
        summary: { $0.pick("Give a form a new title.", "Cambia el título de un formulario.") },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM TITLE", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            var renamed = form
            renamed.title = try FormRules.title(words[1], among: snapshot.forms, excluding: form.id)
            if renamed != form { try store.replaceForm(form, with: renamed) }
            Console.out(
                l.pick(
                    "Renamed \"\(form.title)\" to \"\(renamed.title)\".",
                    "«\(form.title)» ahora se llama «\(renamed.title)»."))
        })

    static let formDelete = Subcommand(
        name: "delete", usage: "form delete FORM [--yes]",
        summary: {
            $0.pick(
                "Delete a form after a confirmation; its answers stay in the day records. The last form cannot be deleted.",
                "Elimina un formulario tras confirmarlo; sus respuestas quedan en los registros. El último formulario no se puede eliminar."
            )
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let (store, snapshot, form) = try context.openForm(name)
            try FormRules.checkDeletable(form, among: snapshot.forms)
            try Confirm.ask(
                l.pick(
                    "Delete the form \"\(form.title)\"? Its answers stay in the day records.",
                    "¿Eliminar el formulario «\(form.title)»? Sus respuestas quedan en los registros."),
                yes: args.has("yes"), context)
            try store.deleteForm(form)
            Console.out(
                l.pick(
                    "Deleted \"\(form.title)\"; its answers stay in the day records.",
                    "Se eliminó «\(form.title)»; sus respuestas quedan en los registros."))
        })

    static let formActivate = activation(true)
    static let formDeactivate = activation(false)

    /// Activating or deactivating changes what is asked and reminded, never what is stored.
    static func activation(_ active: Bool) -> Subcommand {
        Subcommand(
            name: active ? "activate" : "deactivate", usage: active ? "form activate FORM" : "form deactivate FORM",
            summary: { l in
                active
                    ? l.pick(
                        "Make a form appear in check-in and send reminders again.",
                        "Hace que un formulario vuelva al registro y a los recordatorios.")
                    : l.pick(
                        "Take a form out of check-in and reminders; its answers stay.",
                        "Saca un formulario del registro y los recordatorios; sus respuestas se conservan.")
            },
            run: { args, context in
                let l = context.language
                let name = try args.expect(1, "FORM", l)[0]
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
            })
    }

    static let formShow = Subcommand(
        name: "show", usage: "form show FORM [--json]",
        summary: {
            $0.pick(
                "Show a form's definition: screens in order, reminders, calculated values, goals. --json prints the export format.",
                "Muestra la definición de un formulario: pantallas en orden, recordatorios, valores calculados, objetivos. --json imprime el formato de exportación."
            )
        },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let (store, _, form) = try context.openForm(name)
            if args.has("json") { return try printDocument(form, store, to: ExportOutput(args, context)) }
            FormShowText.render(form, dataValues: try store.loadDataValues(), l).forEach { Console.out($0) }
        })

    static let formExport = Subcommand(
        name: "export", usage: "form export FORM [--output FILE]",
        summary: {
            $0.pick(
                "Print a form's whole definition as JSON (the file `form import` reads).",
                "Imprime la definición completa de un formulario en JSON (el archivo que lee `form import`).")
        },
        options: { [ExportOutput.option($0)] },
        run: { args, context in
            let name = try args.expect(1, "FORM", context.language)[0]
            let store = try context.openStore()
            let output = try ExportOutput(args, context)
            try printDocument(try context.form(name, in: try context.loadForms(store)), store, to: output)
        })

    static func printDocument(_ form: Form, _ store: Store, to output: ExportOutput) throws {
        // The stored bytes, with what the encoder left raw (DEL, C1 and bidirectional controls)
        // escaped as `\uXXXX`: the same definition for `form import`, nothing for a terminal.
        let bytes = JSONEscaping.escapingHidden(Array(try FormDocument.storedBytes(of: form, in: store)))
        try output.write(String(decoding: bytes, as: UTF8.self))
        try output.finish()
    }

    static func yesOption(_ l: Language) -> OptionSpec {
        OptionSpec(
            name: "yes", value: nil,
            help: l.pick(
                "answer yes to the confirmation (for scripts)",
                "responde sí a la confirmación (para scripts)"))
    }
}
