import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza screen …`: add, edit, move, remove and list a form's screens. Every
    /// change is checked like the screen editor checks it and saved through
    /// `DefinitionUpdate`, so type changes warn, locked ones are refused and
    /// removals ask first.
    static let screenCommand = CommandGroup.make(
        name: "screen",
        summary: {
            $0.pick(
                "Add, change, reorder and remove a form's screens.",
                "Agrega, cambia, reordena y quita las pantallas de un formulario.")
        },
        subcommands: [screenAdd, screenEdit, screenMove, screenRemove, screenList],
        notes: { l in
            [
                "",
                l.pick(
                    "TYPE is one of: \(FieldKind.typeNames.joined(separator: ", ")). SCREEN is a screen's short title, title or id; positions start at 1. Answers are never deleted: a removed screen's answers, or those of an old type or unit, stay stored and show again when a screen with the same id, type and unit exists again.",
                    "TYPE es uno de: \(FieldKind.typeNames.joined(separator: ", ")). SCREEN es el título corto, el título o el id de una pantalla; las posiciones empiezan en 1. Las respuestas nunca se borran: las de una pantalla quitada, o las de un tipo o unidad anterior, quedan guardadas y vuelven a mostrarse cuando exista de nuevo una pantalla con el mismo id, tipo y unidad."
                ),
            ]
        })

    static func screenCommonSpecs(_ l: Language, editing: Bool) -> [OptionSpec] {
        var specs = [
            OptionSpec(
                name: "type", value: "TYPE",
                help: editing
                    ? l.pick(
                        "change the type (earlier answers are hidden, not deleted)",
                        "cambia el tipo (las respuestas anteriores se ocultan, no se borran)")
                    : l.pick("the field type (required)", "el tipo de campo (obligatorio)")),
            OptionSpec(
                name: "title", value: "TEXT",
                help: l.pick("the title, 1 to 60 characters", "el título, de 1 a 60 caracteres")),
            OptionSpec(
                name: "short", value: "TEXT",
                help: l.pick(
                    "the short title, up to 24 (empty: from the title)",
                    "el título corto, hasta 24 caracteres (vacío: se toma del título)")),
            OptionSpec(
                name: "required", value: nil,
                help: l.pick("must be answered before saving", "hay que responderla para guardar")),
        ]
        if editing {
            specs.append(
                OptionSpec(name: "optional", value: nil, help: l.pick("no longer required", "deja de ser obligatoria")))
        }
        specs += [
            OptionSpec(
                name: "highlight", value: nil,
                help: l.pick("number: the value shown large in the summary", "número: el valor destacado en el resumen")
            ),
            OptionSpec(name: "no-highlight", value: nil, help: l.pick("not highlighted", "sin destacar")),
        ]
        if editing {
            specs.append(
                OptionSpec(
                    name: "prefill", value: nil, help: l.pick("reuse the last answer", "precargar la última respuesta"))
            )
        }
        specs.append(
            OptionSpec(
                name: "no-prefill", value: nil,
                help: l.pick("do not reuse the last answer", "no precargar la última respuesta")))
        if editing {
            specs.append(
                OptionSpec(
                    name: "show-in-progress", value: nil,
                    help: l.pick("show its Progress card", "mostrar su tarjeta en Progreso")))
        }
        specs.append(
            OptionSpec(
                name: "hide-in-progress", value: nil,
                help: l.pick("hide its Progress card", "ocultar su tarjeta en Progreso")))
        return specs
    }

    static let screenAdd = Subcommand(
        name: "add", usage: "screen add FORM --type TYPE --title TITLE [OPTIONS] [--at N]",
        summary: {
            $0.pick(
                "Add a screen (at the end, or at position N). The first number screen of a form without a highlighted value is highlighted.",
                "Agrega una pantalla (al final, o en la posición N). La primera pantalla numérica de un formulario sin valor destacado queda destacada."
            )
        },
        options: { l in
            screenCommonSpecs(l, editing: false) + ScreenKindOptions.specs(l, editing: false)
                + [OptionSpec(name: "at", value: "N", help: l.pick("the position, from 1", "la posición, desde 1"))]
        },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            guard let type = args.value("type") else {
                throw CommandError(usage: l.pick("--type is required", "falta --type"))
            }
            guard let title = args.value("title") else {
                throw CommandError(usage: l.pick("--title is required", "falta --title"))
            }
            let kind = try ScreenKindOptions.build(type, base: nil, args, l)
            let (store, snapshot, form) = try context.openForm(name)
            var id = Identifier.make(prefix: "s")
            while form.screen(id: id) != nil || form.calculatedValue(id: id) != nil {
                id = Identifier.make(prefix: "s")
            }
            let screen = Screen(
                id: id, title: title.trimmingWhitespace, shortTitle: args.value("short")?.trimmingWhitespace ?? "",
                required: args.has("required"), prefill: !args.has("no-prefill"),
                showInProgress: !args.has("hide-in-progress"), kind: kind)
            var new = form
            try new.addScreen(screen, at: try args.integer("at", l), highlight: try highlightChoice(args, l))
            try DefinitionUpdate(context: context, store: store, yes: false).apply(
                new, replacing: form, others: snapshot.forms)
            let position = new.screens.firstIndex { $0.id == id }! + 1
            Console.out(
                l.pick(
                    "Added screen \(position) of \(new.screens.count) to \"\(form.title)\":",
                    "Se agregó la pantalla \(position) de \(new.screens.count) a «\(form.title)»:"))
            Console.out(FormShowText.screenLines(new, l)[position - 1])
        })

    static let screenEdit = Subcommand(
        name: "edit", usage: "screen edit FORM SCREEN [OPTIONS] [--yes]",
        summary: {
            $0.pick(
                "Change a screen's titles, flags, type or settings. Type and unit are locked while a calculated value reads the screen.",
                "Cambia los títulos, marcas, tipo o ajustes de una pantalla. Tipo y unidad quedan bloqueados mientras un valor calculado la usa."
            )
        },
        options: { l in screenCommonSpecs(l, editing: true) + ScreenKindOptions.specs(l, editing: true) + [yesOption(l)]
        },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM SCREEN", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            let screen = try context.screen(words[1], in: form)
            var edited = screen
            if let title = args.value("title") { edited.title = title.trimmingWhitespace }
            if let short = args.value("short") { edited.shortTitle = short.trimmingWhitespace }
            try pair(args, "required", "optional", l).map { edited.required = $0 }
            try pair(args, "prefill", "no-prefill", l).map { edited.prefill = $0 }
            try pair(args, "show-in-progress", "hide-in-progress", l).map { edited.showInProgress = $0 }
            edited.kind = try ScreenKindOptions.build(
                args.value("type") ?? screen.kind.typeName, base: screen.kind, args, l)
            var new = form
            try new.replaceScreen(edited, highlight: try highlightChoice(args, l))
            let update = DefinitionUpdate(context: context, store: store, yes: args.has("yes"))
            switch try update.apply(new, replacing: form, others: snapshot.forms) {
            case .unchanged:
                Console.out(
                    l.pick(
                        "\"\(screen.title)\" is already like that; nothing changed.",
                        "«\(screen.title)» ya es así; no cambió nada."))
            case .saved(let saved):
                let position = saved.screens.firstIndex { $0.id == screen.id }!
                Console.out(l.pick("Changed:", "Pantalla cambiada:"))
                Console.out(FormShowText.screenLines(saved, l)[position])
            }
        })

    static let screenMove = Subcommand(
        name: "move", usage: "screen move FORM SCREEN --to N",
        summary: {
            $0.pick(
                "Move a screen to position N; its answers follow it.",
                "Mueve una pantalla a la posición N; sus respuestas la siguen.")
        },
        options: { l in
            [OptionSpec(name: "to", value: "N", help: l.pick("the new position, from 1", "la nueva posición, desde 1"))]
        },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM SCREEN", l)
            guard let position = try args.integer("to", l) else {
                throw CommandError(usage: l.pick("--to is required", "falta --to"))
            }
            let (store, snapshot, form) = try context.openForm(words[0])
            let screen = try context.screen(words[1], in: form)
            var new = form
            try new.moveScreen(id: screen.id, to: position)
            try DefinitionUpdate(context: context, store: store, yes: false).apply(
                new, replacing: form, others: snapshot.forms)
            FormShowText.screenLines(new, l).forEach { Console.out($0) }
        })

    static let screenRemove = Subcommand(
        name: "remove", usage: "screen remove FORM SCREEN [--yes]",
        summary: {
            $0.pick(
                "Remove a screen after a confirmation, with the calculated values and goals that read it; its answers stay stored.",
                "Quita una pantalla tras confirmarlo, con los valores calculados y objetivos que la usan; sus respuestas quedan guardadas."
            )
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "FORM SCREEN", l)
            let (store, snapshot, form) = try context.openForm(words[0])
            let screen = try context.screen(words[1], in: form)
            let plan = RemovalPlan.screen(screen.id, in: form)
            var question = l.pick(
                "Remove the screen \"\(screen.title)\" from \"\(form.title)\"? Its answers stay stored but stop showing.",
                "¿Quitar la pantalla «\(screen.title)» de «\(form.title)»? Sus respuestas quedan guardadas pero dejan de mostrarse."
            )
            let along = Confirm.takenAlong(plan, in: form, l)
            if let along { question += l.pick(" This also removes \(along).", " También quita \(along).") }
            try Confirm.ask(question, yes: args.has("yes"), context)
            var new = form
            plan.apply(to: &new)
            try DefinitionUpdate(context: context, store: store, yes: true).apply(
                new, replacing: form, others: snapshot.forms)
            Console.out(
                l.pick("Removed \"\(screen.title)\"", "Se quitó la pantalla «\(screen.title)»")
                    + (along.map { l.pick(" and \($0)", " y \($0)") } ?? "") + ".")
            if new.screens.isEmpty {
                Console.out(
                    l.pick(
                        "\"\(form.title)\" has no screens now, so it waits outside check-in and reminders.",
                        "«\(form.title)» ya no tiene pantallas, así que queda fuera del registro y de los recordatorios."
                    ))
            }
        })

    static let screenList = Subcommand(
        name: "list", usage: "screen list FORM [--json]",
        summary: { $0.pick("List a form's screens in order.", "Lista las pantallas de un formulario en orden.") },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "FORM", l)[0]
            let (store, _, form) = try context.openForm(name)
            if args.has("json") {
                return Console.exact(bytes: try ScreenListJSON.text(form.screens))
            }
            FormShowText.screenLines(form, l).forEach { Console.out($0) }
        })

    /// `--highlight` true, `--no-highlight` false, neither nil; both is a usage error.
    static func highlightChoice(_ args: ParsedArguments, _ l: Language) throws -> Bool? {
        try pair(args, "highlight", "no-highlight", l)
    }

    /// A pair of opposite flags: the first true, the second false, neither nil.
    static func pair(_ args: ParsedArguments, _ on: String, _ off: String, _ l: Language) throws -> Bool? {
        if args.has(on) && args.has(off) {
            throw CommandError(
                usage: l.pick("--\(on) and --\(off) contradict each other", "--\(on) y --\(off) se contradicen"))
        }
        return args.has(on) ? true : args.has(off) ? false : nil
    }
}

/// One row of `formanza screen list --json`.
struct ScreenListJSON {
    let position: Int
    let id: String
    let title: String
    let shortTitle: String
    let type: String
    let required: Bool
    let highlight: Bool
    let showInProgress: Bool

    init(position: Int, _ screen: Screen) {
        self.position = position
        id = screen.id
        title = screen.title
        shortTitle = screen.displayShortTitle
        type = screen.kind.typeName
        required = screen.required
        highlight = screen.highlight
        showInProgress = screen.showInProgress
    }

    /// Keys in sorted order; every member always there.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("highlight")
            w.value(highlight)
            w.key("id")
            try w.value(id)
            w.key("position")
            w.value(position)
            w.key("required")
            w.value(required)
            w.key("shortTitle")
            try w.value(shortTitle)
            w.key("showInProgress")
            w.value(showInProgress)
            w.key("title")
            try w.value(title)
            w.key("type")
            try w.value(type)
        }
    }

    /// `screen list FORM --json`: the screens in order, numbered from 1.
    static func text(_ screens: [Screen]) throws -> [UInt8] {
        var w = JSONText()
        try w.array { w in
            for (index, screen) in screens.enumerated() { try ScreenListJSON(position: index + 1, screen).write(&w) }
        }
        return w.bytes
    }
}
