import FormanzaState

extension Command {
    /// `formanza [checkin] [--form F] [--date D]`: the check-in a reminder opens (R9).
    static let checkinCommand = Command(
        name: "checkin", usage: "[checkin] [--form FORM] [--date YYYY-MM-DD] [--line]",
        summary: { $0.pick("Answer a day's form, one question at a time (the default command).",
                           "Responde el formulario de un día, una pregunta a la vez (la orden por defecto).") },
        options: { l in [
            CommonOptions.form(l), CommonOptions.date(l),
            OptionSpec(name: "line", value: nil,
                       help: l.pick("plain line mode even on a terminal", "modo por líneas aunque haya terminal")),
        ] },
        notes: { l in [l.pick(
            "On a terminal: arrows or Tab to move, Enter for Next, Ctrl-S to save, Esc to go back, Ctrl-C to quit. Without a terminal (a pipe), one answer per line; an empty line goes on; :back, :skip, :save, :quit.",
            "En una terminal: flechas o Tab para moverte, Intro para Siguiente, Ctrl-S para guardar, Esc para volver, Ctrl-C para salir. Sin terminal (una tubería), una respuesta por línea; una línea vacía avanza; :back, :skip, :save, :quit.")] },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            let snapshot = try context.loadForms(store)
            let day = try context.day(from: args.value("date"))
            let interactive = Console.isInteractive && !args.has("line")
            let reader = LineReader()
            let form: Form
            if args.value("form") == nil && snapshot.usable.count > 1 {
                guard let chosen = try chooseForm(snapshot.usable, day: day, store: store, reader: reader, context: context) else { return }
                form = chosen
            } else {
                form = try context.form(args.value("form"), in: snapshot)
            }
            try context.requireUsable(form)
            let marker = CheckinMarker(paths: context.paths)
            try marker.mark()
            defer { marker.clear() }
            let start = try CheckinStart.make(form: form, day: day, store: store)
            let outcome: LineCheckin.Outcome
            if interactive {
                outcome = try InteractiveCheckin.run(start: start, context: context)
            } else {
                var line = LineCheckin(start: start, language: l, now: context.now, today: context.today, reader: reader)
                outcome = try line.run()
            }
            if case .saved = outcome {
                let summary = try DaySummary.make(form: form, day: day, store: store, language: l)
                SummaryText.render(summary, l).forEach { Console.out($0) }
            }
        })

    /// The list of active forms with the day's state, by title (B26, B27): pick by number.
    static func chooseForm(_ forms: [Form], day: CivilDate, store: Store, reader: LineReader,
                           context: CLIContext) throws -> Form? {
        let l = context.language
        let record = try store.loadDay(day)
        for (index, form) in forms.enumerated() {
            let state = Strings.state(DayStates.state(of: form, in: record), screens: form.screens.count, l)
            Console.out("  \(index + 1). \(form.title) — \(state)")
        }
        while true {
            Console.out(l.pick("Form number (empty to quit): ", "Número de formulario (vacío para salir): "), terminator: "")
            guard let line = reader.readLine()?.trimmingWhitespace, !line.isEmpty else { return nil }
            if let number = Int(line), forms.indices.contains(number - 1) { return forms[number - 1] }
            if let match = forms.first(where: { $0.title.lowercased() == line.lowercased() }) { return match }
            Console.error(l.pick("choose 1 to \(forms.count)", "elige de 1 a \(forms.count)"), language: l)
        }
    }
}

/// The full-screen check-in on a terminal. Until it is written, the line mode serves.
enum InteractiveCheckin {
    static func run(start: CheckinStart, context: CLIContext) throws -> LineCheckin.Outcome {
        var line = LineCheckin(start: start, language: context.language, now: context.now, today: context.today,
                               reader: LineReader())
        return try line.run()
    }
}
