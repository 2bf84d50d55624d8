import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTerminal

/// `formanza [checkin] [--form F] [--date D]`: the check-in a reminder opens.
struct CheckinCommand: FormanzaCommand {
    static let name = "checkin"
    static let usage = "[checkin] [--form FORM] [--date YYYY-MM-DD] [--line] [--first-missing]"
    static let options: [any OptionDeclaration] = [CommonOptions.form, CommonOptions.date, line, firstMissing]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Answer a day's form, one question at a time (the default command).")
    }

    static func notes(_ l: Language) -> [String] {
        [
            l.tr(
                "On a terminal: one question a screen; arrows or Tab to move, Enter for Next, Esc to go back, Ctrl-O to skip an optional question, Ctrl-S to save from any question, Ctrl-C to quit. A recorded day opens on its summary: Enter answers the selected question, e edits all, c continues, r removes, d records another day, q quits. Without a terminal (a pipe), one answer per line; an empty line goes on; :back, :skip, :save, :quit."
            )
        ]
    }

    static let line = Flag("line") { l in
        l.tr("plain line mode even on a terminal")
    }
    static let firstMissing = Flag("first-missing") { l in
        l.tr(
            "a recorded day opens at its first unanswered question, not its summary (what a reminder opens)"
        )
    }

    let form: String?
    let date: DayChoice?
    /// Line mode even on a terminal.
    let line: Bool
    /// A recorded day opens at its first unanswered question.
    let firstMissing: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        form = arguments[CommonOptions.form]
        date = try arguments[CommonOptions.date]
        line = arguments[Self.line]
        firstMissing = arguments[Self.firstMissing]
    }

    func run(_ context: CLIContext) throws {
        let store = try context.openStore()
        // A named form is read alone; the list of forms only when none is named.
        let named = try form.flatMap { try store.form(matching: $0) }
        let snapshot =
            named == nil
            ? try context.loadForms(store) : FormsSnapshot(forms: named.map { [$0] } ?? [], problems: [])
        let day = try context.day(from: date, recording: true)
        let interactive = Console.isInteractive() && !line
        // Asked before anything changes, as `forms` does; said once the check-in is done.
        let daemonIsRunning = try ReminderHint.daemonIsRunning(context)
        if interactive {
            try runOnTerminal(
                named: named, snapshot: snapshot, day: day, store: store, daemonIsRunning: daemonIsRunning,
                context)
        } else {
            try runInLines(
                named: named, snapshot: snapshot, day: day, store: store, daemonIsRunning: daemonIsRunning,
                context)
        }
    }

    /// On a terminal: the full-screen check-in, of the one form named (or the only one), or
    /// the list of active forms.
    private func runOnTerminal(
        named: Form?, snapshot: FormsSnapshot, day: CivilDate, store: Store, daemonIsRunning: Bool,
        _ context: CLIContext
    ) throws {
        let l = context.language
        // Several active forms and none named: the full-screen list; else one form.
        let forms: [Form]
        if self.form == nil && snapshot.usable.count > 1 {
            forms = snapshot.usable
        } else {
            let form = try named ?? context.form(self.form, in: snapshot)
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
            atFirstMissing: firstMissing)
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
    }

    /// Without a terminal (a pipe, or `--line`): one answer a line.
    private func runInLines(
        named: Form?, snapshot: FormsSnapshot, day: CivilDate, store: Store, daemonIsRunning: Bool,
        _ context: CLIContext
    ) throws {
        let l = context.language
        // Ended from outside (the terminal closed, the session ends, Ctrl-C): the reader
        // stops, the confirmed answers become a draft, then the process ends by that signal.
        let reader = LineReader(
            wake: LineModeSignals.begin(), isStopped: { LineModeSignals.pending != nil })
        // Whichever way the command leaves (the list of forms or the question about another
        // open check-in left unanswered, an error), it ends by the signal it was told to end by.
        defer { LineModeSignals.dieOfPendingSignal() }
        let form: Form
        if self.form == nil && snapshot.usable.count > 1 {
            guard
                let chosen = try Self.chooseForm(
                    FormListScreen.ordered(snapshot.usable), day: day, store: store,
                    reader: reader, context: context)
            else { return }
            form = chosen
        } else {
            form = try named ?? context.form(self.form, in: snapshot)
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
        guard Self.offerDraft(of: form, day: day, into: &start, reader: reader, context: context) else { return }
        var lines = LineCheckin(start: start, language: l, now: context.now, today: context.today, reader: reader)
        let outcome = try lines.run()
        if case .interrupted = outcome {
            let confirmed = lines.start.session.confirmed
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
    }

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
                l.tr("Form number (empty to quit): "), terminator: "")
            guard let line = reader.readLine()?.trimmingWhitespace, !line.isEmpty else { return nil }
            if let number = Int(line), forms.indices.contains(number - 1) { return forms[number - 1] }
            if let match = forms.first(where: { $0.title.lowercased() == line.lowercased() }) { return match }
            Console.error(l.tr("choose 1 to {0}", forms.count), language: l)
        }
    }
}
