import FormanzaCommandLine
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
            formNew, formRename, formDelete, formActivate, formDeactivate, formShow, formEdit, formExport, formImport,
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "FORM is a form's title or id. Titles are 1 to 60 characters and no two forms share one (without regard to case). Answers are never deleted: a deleted form's answers stay in the day records."
                ),
            ]
        })

    static let formNew = Subcommand(
        name: "new", usage: "form new TITLE",
        summary: {
            $0.tr(
                "Create an active form without screens; it waits outside check-in until it has one.")
        },
        run: { args, context in
            let l = context.language
            let title = try args.expect(1, "TITLE", l)[0]
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let form = try FormRules.newForm(title: title, among: snapshot.forms)
            try store.replaceForm(nil, with: form)
            Console.out(
                l.tr(
                    "Created \"{0}\" [{1}]: active, no screens yet, so it waits outside check-in and reminders.",
                    form.title, form.id
                ))
            Console.out(
                l.tr(
                    "Add its first screen: formanza screen add {0} --type TYPE --title TITLE", form.id))
        })

    static let formRename = Subcommand(
        name: "rename", usage: "form rename FORM TITLE",
        summary: { $0.tr("Give a form a new title.") },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM TITLE", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            var renamed = form
            renamed.title = try FormRules.title(words[1], among: snapshot.forms, excluding: form.id)
            if renamed != form { try store.replaceForm(form, with: renamed) }
            Console.out(
                l.tr(
                    "Renamed \"{0}\" to \"{1}\".", form.title, renamed.title))
        })

    static let formDelete = Subcommand(
        name: "delete", usage: "form delete FORM [--yes]",
        summary: {
            $0.tr(
                "Delete a form after a confirmation; its answers stay in the day records. The last form cannot be deleted."
            )
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let (store, snapshot, form) = try context.openForm(name)
            try FormRules.checkDeletable(form, among: snapshot.forms)
            try Confirm.ask(
                l.tr(
                    "Delete the form \"{0}\"? Its answers stay in the day records.", form.title),
                yes: args.has("yes"), context)
            try store.deleteForm(form)
            Console.out(
                l.tr(
                    "Deleted \"{0}\"; its answers stay in the day records.", form.title))
        })

    static let formActivate = activation(true)
    static let formDeactivate = activation(false)

    /// Activating or deactivating changes what is asked and reminded, never what is stored.
    static func activation(_ active: Bool) -> Subcommand {
        Subcommand(
            name: active ? "activate" : "deactivate", usage: active ? "form activate FORM" : "form deactivate FORM",
            summary: { l in
                active
                    ? l.tr(
                        "Make a form appear in check-in and send reminders again.")
                    : l.tr(
                        "Take a form out of check-in and reminders; its answers stay.")
            },
            run: { args, context in
                let l = context.language
                let name = try args.expect(1, "FORM", l)[0]
                let (store, _, form) = try context.openForm(name)
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
            })
    }

    static let formShow = Subcommand(
        name: "show", usage: "form show FORM [--json]",
        summary: {
            $0.tr(
                "Show a form's definition: screens in order, reminders, calculated values, goals. --json prints the export format."
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
            $0.tr(
                "Print a form's whole definition as JSON (the file `form import` reads).")
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
            help: l.tr(
                "answer yes to the confirmation (for scripts)"))
    }
}
