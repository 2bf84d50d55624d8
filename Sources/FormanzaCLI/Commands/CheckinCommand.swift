import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem

extension Command {
    /// `formanza [checkin] [--form F] [--date D]`: the check-in a reminder opens.
    static let checkinCommand = Command(
        name: "checkin", usage: "[checkin] [--form FORM] [--date YYYY-MM-DD] [--line] [--first-missing]",
        summary: {
            $0.pick(
                "Answer a day's form, one question at a time (the default command).",
                "Responde el formulario de un día, una pregunta a la vez (la orden por defecto).")
        },
        options: { l in
            [
                CommonOptions.form(l), CommonOptions.date(l),
                OptionSpec(
                    name: "line", value: nil,
                    help: l.pick("plain line mode even on a terminal", "modo por líneas aunque haya terminal")),
                OptionSpec(
                    name: "first-missing", value: nil,
                    help: l.pick(
                        "a recorded day opens at its first unanswered question, not its summary (what a reminder opens)",
                        "un día registrado se abre en su primera pregunta sin responder, no en su resumen (como al abrirlo desde un recordatorio)"
                    )),
            ]
        },
        notes: { l in
            [
                l.pick(
                    "On a terminal: one question a screen; arrows or Tab to move, Enter for Next, Esc to go back, Ctrl-O to skip an optional question, Ctrl-S to save from any question, Ctrl-C to quit. A recorded day opens on its summary: Enter answers the selected question, e edits all, c continues, r removes, d records another day, q quits. Without a terminal (a pipe), one answer per line; an empty line goes on; :back, :skip, :save, :quit.",
                    "En una terminal: una pregunta por pantalla; flechas o Tab para moverte, Intro para Siguiente, Esc para volver, Ctrl-O para omitir una pregunta opcional, Ctrl-S para guardar desde cualquier pregunta, Ctrl-C para salir. Un día registrado se abre en su resumen: Intro responde la pregunta elegida, e edita todo, c continúa, Supr quita, o registra otro día, Esc sale. Sin terminal (una tubería), una respuesta por línea; una línea vacía avanza; :back, :skip, :save, :quit."
                )
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            // A named form is read alone; the list of forms only when none is named.
            let named = try args.value("form").flatMap { try store.form(matching: $0) }
            let snapshot =
                named == nil
                ? try context.loadForms(store) : FormsSnapshot(forms: named.map { [$0] } ?? [], problems: [])
            let day = try context.day(from: args.value("date"), recording: true)
            let interactive = Console.isInteractive() && !args.has("line")
            // Asked before anything changes, as `forms` does; said once the check-in is done.
            let daemonIsRunning = try ReminderHint.daemonIsRunning(context)
            if interactive {
                // Several active forms and none named: the full-screen list; else one form.
                let forms: [Form]
                if args.value("form") == nil && snapshot.usable.count > 1 {
                    forms = snapshot.usable
                } else {
                    let form = try named ?? context.form(args.value("form"), in: snapshot)
                    try context.requireUsable(form)
                    forms = [form]
                }
                let marker = CheckinMarker(paths: context.paths)
                try marker.mark()
                defer { marker.clear() }
                // The terminal closed (SIGHUP), the session ends (SIGTERM), another process
                // interrupts (SIGINT): the confirmed
                // answers become a draft, then the process ends by that signal.
                TerminalSignals.deferTermination()
                let visit = try InteractiveCheckin.run(
                    forms: forms, day: day, store: store, context: context,
                    atFirstMissing: args.has("first-missing"))
                if TerminalSignals.pendingTermination != nil {
                    marker.clear()
                    TerminalSignals.dieOfPendingSignal()
                }
                // Back on the normal screen: what was saved stays in the scrollback.
                for entry in visit.saved {
                    let summary = try DaySummary.make(
                        form: entry.form, day: entry.day, today: context.today, store: store, language: l)
                    SummaryText.render(summary, l).forEach { Console.out($0) }
                }
                if visit.interrupted { throw CommandError.interrupted }
                ReminderHint.warn(unless: daemonIsRunning, context)
                return
            }
            // Ended from outside (the terminal closed, the session ends, Ctrl-C): the reader
            // stops, the confirmed answers become a draft, then the process ends by that signal.
            let reader = LineReader(
                wake: LineModeSignals.begin(), isStopped: { LineModeSignals.pending != nil })
            // Whichever way the command leaves (the list of forms or the question about another
            // open check-in left unanswered, an error), it ends by the signal it was told to end by.
            defer { LineModeSignals.dieOfPendingSignal() }
            let form: Form
            if args.value("form") == nil && snapshot.usable.count > 1 {
                guard
                    let chosen = try chooseForm(
                        FormListScreen.ordered(snapshot.usable), day: day, store: store,
                        reader: reader, context: context)
                else { return }
                form = chosen
            } else {
                form = try named ?? context.form(args.value("form"), in: snapshot)
            }
            try context.requireUsable(form)
            let marker = CheckinMarker(paths: context.paths)
            try marker.mark(form: form.id, day: day)
            defer { marker.clear() }
            if let other = marker.others(form: form.id, day: day).first {
                // Another check-in edits this day: read it, or leave, but never save over it.
                Console.out(DayClaimText.alreadyOpen(form.title, day, pid: other, l))
                Console.out(DayClaimText.linePrompt(l), terminator: "")
                if let answer = reader.readLine()?.trimmingWhitespace.lowercased(), ["r", "l"].contains(answer) {
                    let summary = try DaySummary.make(
                        form: form, day: day, today: context.today, store: store, language: l)
                    SummaryText.render(summary, l).forEach { Console.out($0) }
                }
                return
            }
            var start = try CheckinStart.make(form: form, day: day, store: store)
            // Told to end while asking: the draft stays for the next time.
            guard offerDraft(of: form, day: day, into: &start, reader: reader, context: context) else { return }
            var line = LineCheckin(start: start, language: l, now: context.now, today: context.today, reader: reader)
            let outcome = try line.run()
            if case .interrupted = outcome {
                let confirmed = line.start.session.confirmed
                do {
                    try CheckinDraft(paths: context.paths).keep(confirmed, of: form, day: day)
                    if !confirmed.isEmpty { Console.warn(DraftText.kept(confirmed.count, l), language: l) }
                } catch {
                    Console.error(error.checkinMessage(l), language: l)
                }
                return
            }
            if case .saved = outcome, LineModeSignals.pending == nil {
                let summary = try DaySummary.make(form: form, day: day, today: context.today, store: store, language: l)
                SummaryText.render(summary, l).forEach { Console.out($0) }
                ReminderHint.warn(unless: daemonIsRunning, context)
            }
        })

    /// A check-in of this form and day ended from outside kept a draft: says what of it was
    /// left out (`CheckinDraft.load` checks it as typed input) and offers the rest; accepted,
    /// the answers are confirmed again. Either way the draft is gone once asked about. False
    /// when the process was told to end while asking: the draft is left for the next time.
    static func offerDraft(
        of form: Form, day: CivilDate, into start: inout CheckinStart, reader: LineReader, context: CLIContext
    ) -> Bool {
        let l = context.language
        let drafts = CheckinDraft(paths: context.paths)
        guard let draft = drafts.load(of: form, day: day, today: context.today) else { return true }
        for refusal in draft.refusals { Console.warn(refusal.message(in: l), language: l) }
        guard !draft.answers.isEmpty else {
            drafts.discard(of: form, day: day)
            return true
        }
        Console.out(DraftText.resumeQuestion(draft.answers.count, l) + " ", terminator: "")
        let reply = reader.readLine()?.trimmingWhitespace.lowercased() ?? ""
        if reader.isStopped() { return false }
        drafts.discard(of: form, day: day)
        if ["y", "yes", "s", "sí", "si"].contains(reply) {
            for (id, value) in draft.answers { start.session.confirm(id, value) }
        }
        return true
    }

    /// The list of active forms with the day's state, by title: pick by number.
    static func chooseForm(
        _ forms: [Form], day: CivilDate, store: Store, reader: LineReader,
        context: CLIContext
    ) throws -> Form? {
        let l = context.language
        let record = try store.loadDay(day)
        for (index, form) in forms.enumerated() {
            let state = Strings.state(
                DayStates.state(of: form, in: record), screens: form.screens.count, on: day, today: context.today, l)
            Console.out("  \(index + 1). \(form.title) — \(state)")
        }
        while true {
            Console.out(
                l.pick("Form number (empty to quit): ", "Número de formulario (vacío para salir): "), terminator: "")
            guard let line = reader.readLine()?.trimmingWhitespace, !line.isEmpty else { return nil }
            if let number = Int(line), forms.indices.contains(number - 1) { return forms[number - 1] }
            if let match = forms.first(where: { $0.title.lowercased() == line.lowercased() }) { return match }
            Console.error(l.pick("choose 1 to \(forms.count)", "elige de 1 a \(forms.count)"), language: l)
        }
    }
}
