import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// A recorded day of one form on the full screen: the summary the `summary`
/// command prints, with one answer row selected, scrolled when it is longer than the window,
/// and the day's actions as keys.
///
/// Enter (or `a`) answers or edits the selected screen alone, `e` Edit goes through every
/// screen from the first, `c` Continue jumps to the first unanswered one (hidden when there is
/// none), `r` (or Delete) removes the selected answer after asking (never a required one), `d`
/// records another day, `q` or Esc closes (back to the list of forms when it came from there),
/// Ctrl-C quits. In Spanish the footer shows Supr Quitar, `o` Otro día and Esc; `b` also
/// removes there, and the English keys keep working.
struct SummaryScreen {
    enum Action: Hashable {
        case edit
        case continueAt(Int)
        case answer(Int)
        case recordAnotherDay
        /// `x` (from history): this form's answers of the day were deleted; the text says so.
        case deleted(String)
        /// Midnight passed while the summary showed today: the host shows the new day.
        case dayChanged(CivilDate)
        case close
        case quit
    }

    let ui: CheckinTerminal
    let form: Form
    let day: CivilDate
    let store: Store
    /// Opened from the list of forms: `q` reads "Back" and returns there.
    let inList: Bool
    /// Opened from history: `x` deletes the day for this form after asking.
    let canDelete: Bool
    /// Another check-in edits this day: only moving and leaving; every change is refused.
    let readOnly: Bool
    /// Showing today, it becomes the new day's summary when midnight passes (`dayChanged`);
    /// off for the read-only view of another check-in's day, which stays on that day.
    let followsToday: Bool
    private(set) var selected = 0

    init(
        ui: CheckinTerminal, form: Form, day: CivilDate, store: Store, inList: Bool, canDelete: Bool = false,
        readOnly: Bool = false, followsToday: Bool = true
    ) {
        self.ui = ui
        self.form = form
        self.day = day
        self.store = store
        self.inList = inList
        self.canDelete = canDelete
        self.readOnly = readOnly
        self.followsToday = followsToday
    }

    var language: Language { ui.language }

    mutating func run(notice first: Notice?) throws -> Action {
        var notice = first
        while true {
            let summary = try DaySummary.make(
                form: form, day: day, today: ui.clock.today(), store: store, language: language)
            let count = summary.rows.count
            selected = min(max(0, selected), max(0, count - 1))
            let shown = notice
            let showsToday = followsToday && day == ui.clock.today()
            let key: Key
            switch ui.readEvent({ size in frame(summary, shown, size) }) {
            case .key(let pressed): key = pressed
            case .dayChanged(let newDay):
                if showsToday { return .dayChanged(newDay) }
                continue
            case .endOfInput: return .quit
            }
            notice = nil
            let page = max(1, ui.size.rows - 8)
            if readOnly, Self.changes(key) {
                notice = .error(DayClaimText.readOnly(language))
                continue
            }
            switch key {
            case .up, .character("k"): selected = max(0, selected - 1)
            case .down, .character("j"): selected = min(count - 1, selected + 1)
            case .pageUp: selected = max(0, selected - page)
            case .pageDown: selected = min(count - 1, selected + page)
            case .home: selected = 0
            case .end: selected = count - 1
            case .enter, .character("a"): return .answer(selected)
            case .character("e"): return .edit
            case .character("c"):
                guard let first = firstUnanswered(summary) else {
                    notice = .done(CheckinText.allAnswered(language))
                    continue
                }
                return .continueAt(first)
            case .character("r"), .delete:
                notice = remove(summary.rows[selected], summary: summary)
            // A language's own letters beside r and d (Spanish: b for «borrar», o for «otro día»).
            case .character(let key) where String(key) == language.trc("another key that removes an answer", "r"):
                notice = remove(summary.rows[selected], summary: summary)
            case .character("d"): return .recordAnotherDay
            case .character(let key) where String(key) == language.trc("another key that records another day", "d"):
                return .recordAnotherDay
            case .character("x") where canDelete:
                guard (try? store.answers(form: form.id, on: day).isEmpty) == false else {
                    notice = .error(HistoryText.notAnswered(form, day, language))
                    continue
                }
                let go = ui.confirm(HistoryText.deleteQuestion(form, day, language)) { size, notice in
                    frame(summary, notice, size)
                }
                guard go else { continue }
                do {
                    let removed = try store.deleteAnswers(form: form.id, on: day, now: ui.clock.now())
                    return .deleted(HistoryText.deleted(removed, form: form, day: day, language))
                } catch {
                    notice = .error(error.checkinMessage(language))
                }
            case .character("q"), .escape: return .close
            case .control("c"):
                ui.interrupted = true
                return .quit
            default: continue
            }
        }
    }

    /// The keys that would change the day or leave it for another, in either language (refused
    /// while read-only).
    static func changes(_ key: Key) -> Bool {
        switch key {
        case .enter, .delete, .character("a"), .character("e"), .character("c"), .character("r"), .character("d"),
            .character("x"), .character("b"), .character("o"):
            return true
        default: return false
        }
    }

    func firstUnanswered(_ summary: DaySummary) -> Int? {
        summary.rows.firstIndex { $0.answer == nil }
    }

    /// Removes the selected answer after a y/N question; the notice says what happened.
    mutating func remove(_ row: DaySummary.Row, summary: DaySummary) -> Notice? {
        let title = row.screen.displayShortTitle
        guard row.answer != nil else { return .error(CheckinError.notAnswered(row.screen.title).message(in: language)) }
        guard !row.screen.required else {
            return .error(CheckinError.requiredCannotBeRemoved(row.screen.title).message(in: language))
        }
        let go = ui.confirm(CheckinText.removeQuestion(title, language)) { size, notice in
            frame(summary, notice, size)
        }
        guard go else { return nil }
        do {
            try AnswerRemoval.remove(screen: row.screen, of: form, on: day, store: store, now: ui.clock.now())
            return .done(CheckinText.removed(title, language))
        } catch {
            return .error(error.checkinMessage(language))
        }
    }

    /// The summary's lines with the selected row marked `›` (and reversed), above the notice and
    /// the keys. Changes keep their goal colours. A summary longer than the window scrolls as a
    /// question's widget does (the shared viewport, `▲ more` / `▼ more` rows), keeping the
    /// selected row in sight; one that fits keeps a blank row above the keys.
    func frame(_ summary: DaySummary, _ notice: Notice?, _ size: TerminalSize) -> Frame {
        let width = max(20, size.columns)
        let layout = SummaryText.layout(summary, language, width: width, colors: ui.colors)
        let target = layout.firstRow + selected
        var lines = layout.lines
        if lines.indices.contains(target) { lines[target] = Self.selected(lines[target]) }
        return Self.scrolled(
            lines, focus: target, footer: [notice?.line ?? .blank] + keys(summary, width: width),
            size: size, language: language)
    }

    /// `lines` over `footer` in a window of `size`: whole with a blank row between when they fit,
    /// else scrolled by `ScrollViewport` around the line `focus`; shared with the list of forms.
    static func scrolled(
        _ lines: [StyledLine], focus: Int, footer: [StyledLine], size: TerminalSize,
        language: Language
    ) -> Frame {
        let width = max(20, size.columns)
        let rows = { (lines: [StyledLine]) in lines.reduce(0) { $0 + FrameLayout.fit($1, width: width).count } }
        let room = max(1, size.rows - rows(footer))
        if rows(lines) < room { return Frame(lines: lines, footer: [.blank] + footer) }
        let focused = min(max(0, focus), max(0, lines.count - 1))
        let view = InputView(lines: lines, focus: focused..<(focused + 1))
        var frame = Frame(footer: footer)
        frame.append(ScrollViewport.fit(view, width: width, height: room, marks: .of(language)))
        return frame
    }

    /// A row as selected: `›` in its first column, in reverse video, its colours kept.
    static func selected(_ line: StyledLine) -> StyledLine {
        var marked = line.styled(.reverse)
        if var first = marked.spans.first, !first.text.isEmpty {
            first.text = "›" + first.text.dropFirst()
            marked.spans[0] = first
        }
        return marked
    }

    func keys(_ summary: DaySummary, width: Int) -> [StyledLine] {
        let l = language
        let row = summary.rows.indices.contains(selected) ? summary.rows[selected] : nil
        if readOnly {
            return KeyHints.lines(
                [
                    ("↑↓", CheckinText.select(l)),
                    (CheckinText.leaveKey(l), inList ? Strings.back(l) : CheckinText.quit(l)),
                ],
                width: width)
        }
        var hints: [(key: String, label: String)] = [
            ("↑↓", CheckinText.select(l)),
            (CheckinText.enterKey(l), Strings.answer(l)),
            ("e", Strings.edit(l)),
        ]
        if firstUnanswered(summary) != nil { hints.append(("c", Strings.continueLabel(l))) }
        if let row, row.answer != nil, !row.screen.required { hints.append(CheckinText.removeKey(l)) }
        hints.append(CheckinText.anotherDayKey(l))
        if canDelete, summary.state.hasAnswer { hints.append(("x", HistoryText.delete(l))) }
        hints.append((CheckinText.leaveKey(l), inList ? Strings.back(l) : CheckinText.quit(l)))
        return KeyHints.lines(hints, width: width)
    }
}
