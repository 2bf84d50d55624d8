import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTerminal

/// One form's check-in on the full screen, moving between its questions and its day summary:
/// a recorded day opens on the summary, a fresh one on the first question;
/// a save leads to the summary; the summary leads to Edit, Continue, one answer, removal or
/// another day. Esc goes back the way the person came: from the first question of a day opened
/// from the list of forms to that list, and from another day's summary to the day the check-in
/// opened on.
///
/// The day is fixed here and changes only when the person picks another one, so answers
/// begun before midnight are saved into the day they began on. Only the summary of today
/// follows midnight: it becomes the new day's summary, as if opened then.
struct FormCheckin {
    enum End: Hashable {
        /// The summary was closed: back to the list of forms, or out.
        case closed
        /// Ctrl-C, or the terminal went away.
        case quit
        /// The day was deleted for this form (from history); the text says what went.
        case deleted(String)
    }

    private enum Phase {
        case summary(Notice?)
        /// `backToStart`: Esc on the first question leaves the way the person came in (the list
        /// of forms, or the day the check-in opened on) rather than to this day's summary.
        case questions(from: Int, canLeave: Bool, backToStart: Bool)
        case single(Int)
    }

    let ui: CheckinTerminal
    let form: Form
    let store: Store
    let inList: Bool
    /// Opened from history: the summary offers `x` to delete the day, and a fresh day can be
    /// left with Esc from its first question.
    let inHistory: Bool
    private(set) var day: CivilDate
    /// Opened from a reminder: a recorded day with unanswered questions opens at the first of
    /// them, since "2 answers missing" asks for those, not for the summary.
    let atFirstMissing: Bool
    /// Days this check-in saved answers into, in order.
    private(set) var savedDays: [CivilDate] = []

    init(
        ui: CheckinTerminal, form: Form, day: CivilDate, store: Store, inList: Bool, inHistory: Bool = false,
        atFirstMissing: Bool = false
    ) {
        self.ui = ui
        self.form = form
        self.day = day
        self.store = store
        self.inList = inList
        self.inHistory = inHistory
        self.atFirstMissing = atFirstMissing
    }

    /// Where the check-in opens: a fresh day on its first question; a recorded one on its
    /// summary, or at its first unanswered question when asked to and there is one.
    private func openingPhase(_ start: CheckinStart, firstQuestions: Phase) -> Phase {
        guard start.isRecorded else { return firstQuestions }
        if atFirstMissing, let first = form.screens.firstIndex(where: { start.session.saved[$0.id] == nil }) {
            return .questions(from: first, canLeave: true, backToStart: false)
        }
        return .summary(nil)
    }

    mutating func run() throws -> End {
        // Back on the list (or out), this process no longer shows the form's day.
        defer { try? CheckinMarker(paths: store.paths).mark() }
        if let end = try shareDay() { return end }
        var startDay = day
        var start = try CheckinStart.make(form: form, day: day, store: store)
        let firstQuestions = Phase.questions(from: 0, canLeave: inHistory || inList, backToStart: inList && !inHistory)
        var phase = openingPhase(start, firstQuestions: firstQuestions)
        if resumeDraft(into: &start) { phase = .questions(from: 0, canLeave: true, backToStart: false) }
        var summary = SummaryScreen(ui: ui, form: form, day: day, store: store, inList: inList, canDelete: inHistory)
        /// Back to the day the check-in opened on, after "Record another day": its summary, or
        /// its questions when it has no answers yet.
        func returnToStartDay() throws -> Phase {
            day = startDay
            start = try CheckinStart.make(form: form, day: day, store: store)
            summary = SummaryScreen(ui: ui, form: form, day: day, store: store, inList: inList, canDelete: inHistory)
            return start.isRecorded ? .summary(nil) : firstQuestions
        }
        while true {
            switch phase {
            case .summary(let notice):
                let action = try summary.run(notice: notice)
                start = try CheckinStart.make(form: form, day: day, store: store)
                switch action {
                case .edit: phase = .questions(from: 0, canLeave: true, backToStart: false)
                case .continueAt(let index): phase = .questions(from: index, canLeave: true, backToStart: false)
                case .answer(let index): phase = .single(index)
                case .recordAnotherDay:
                    phase = .summary(nil)
                    var picker = try HistoryScreen(
                        ui: ui, form: form, store: store, mode: .pick,
                        calendarAt: min(day.adding(days: -1), ui.clock.today()))
                    guard let picked = try picker.pick() else { continue }
                    day = picked
                    if let end = try shareDay() { return end }
                    start = try CheckinStart.make(form: form, day: day, store: store)
                    summary = SummaryScreen(
                        ui: ui, form: form, day: day, store: store, inList: inList,
                        canDelete: inHistory)
                    if !start.isRecorded { phase = .questions(from: 0, canLeave: true, backToStart: true) }
                case .deleted(let text): return .deleted(text)
                case .dayChanged(let newDay):
                    // The opening day followed as well, so Esc from another day still comes back
                    // to today.
                    if day == startDay { startDay = newDay }
                    day = newDay
                    if let end = try shareDay() { return end }
                    start = try CheckinStart.make(form: form, day: day, store: store)
                    summary = SummaryScreen(
                        ui: ui, form: form, day: day, store: store, inList: inList, canDelete: inHistory)
                    phase = .summary(nil)
                case .close:
                    // Another day's summary closes back to the day the check-in opened on.
                    guard day != startDay else { return .closed }
                    phase = try returnToStartDay()
                case .quit: return .quit
                }
            case .questions(let first, let canLeave, let backToStart):
                var flow = QuestionFlow(ui: ui, start: start, mode: .all, canLeave: canLeave)
                let end = flow.run(from: first)
                if end == .left, backToStart, !flow.didSave {
                    guard day != startDay else { return .closed }
                    phase = try returnToStartDay()
                    continue
                }
                if let next = try finish(flow, end) { phase = next } else { return .quit }
            case .single(let index):
                var flow = QuestionFlow(ui: ui, start: start, mode: .single, canLeave: true)
                let end = flow.run(from: index)
                if let next = try finish(flow, end) { phase = next } else { return .quit }
            }
        }
    }

    /// Claims the day for this check-in; when another check-in already shows it, the person
    /// reads it without changing anything or leaves. Nil to go on editing.
    private func shareDay() throws -> End? {
        switch DayClaim.claim(form: form, day: day, store: store, ui: ui) {
        case .edit: return nil
        case .leave: return .closed
        case .quit: return .quit
        case .readOnly:
            var summary = SummaryScreen(
                ui: ui, form: form, day: day, store: store, inList: inList, readOnly: true, followsToday: false)
            let action = try summary.run(notice: Notice(text: DayClaimText.readOnly(ui.language), tone: .warning))
            return action == .quit ? .quit : .closed
        }
    }

    /// Where a question flow leads: the summary (saying "Saved", or "Nothing new to save" when a
    /// recorded day was looked through unchanged), or nowhere on quit.
    private mutating func finish(_ flow: QuestionFlow, _ end: QuestionFlow.End) throws -> Phase? {
        if flow.didSave { savedDays.append(day) }
        switch end {
        case .saved:
            return .summary(.done(flow.didSave ? CheckinText.saved(ui.language) : CheckinText.nothingNew(ui.language)))
        case .left: return .summary(nil)
        case .quit:
            if TerminalSignals.pendingTermination != nil {
                // Ended from outside: what was confirmed waits for the next check-in.
                try? CheckinDraft(paths: store.paths).keep(flow.start.session.confirmed, of: form, day: day)
            }
            return nil
        }
    }

    /// A check-in of this form and day ended from outside kept its confirmed answers: offer
    /// them back, saying first what of the draft was left out (`CheckinDraft.load` checks it
    /// as typed input). Accepted, they are confirmed again (not saved) and the questions open;
    /// either way the draft is gone once asked about.
    private func resumeDraft(into start: inout CheckinStart) -> Bool {
        let drafts = CheckinDraft(paths: store.paths)
        guard let draft = drafts.load(of: form, day: day, today: ui.clock.today()) else { return false }
        let l = ui.language
        let lines =
            [StyledLine("\(form.title) · \(DateText.dayWithWeekday(day, l))", .bold)]
            + draft.refusals.map { StyledLine($0.message(in: l), overflow: .wrap) }
        // Ended from outside while asking, the draft stays for the next check-in.
        defer { if TerminalSignals.pendingTermination == nil { drafts.discard(of: form, day: day) } }
        guard !draft.answers.isEmpty else {
            let goOn = StyledLine(l.tr("Press a key to go on"))
            _ = ui.readKey { _ in Frame(lines: lines, footer: [goOn]) }
            return false
        }
        let resume = ui.confirm(DraftText.resumeQuestion(draft.answers.count, l)) { _, notice in
            Frame(lines: lines, footer: [notice?.line ?? .blank])
        }
        guard resume else { return false }
        for (id, value) in draft.answers { start.session.confirm(id, value) }
        return true
    }
}
