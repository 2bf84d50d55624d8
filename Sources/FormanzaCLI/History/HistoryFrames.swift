import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// What the history screen draws: the list of months and days, or the month calendar.
extension HistoryScreen {
    mutating func frame(_ notice: Notice?, _ size: TerminalSize) -> Frame {
        switch view {
        case .list: return listFrame(notice, size)
        case .calendar: return calendarFrame(notice, size)
        }
    }

    var title: [StyledLine] {
        let l = language
        switch mode {
        case .browse: return [StyledLine(HistoryText.heading(form, l), .bold), .blank]
        case .pick:
            return [StyledLine(HistoryText.shown(form.title), .bold), StyledLine(Strings.recordAnotherDay(l), .bold)]
        }
    }

    /// Month headings and one row per day, the selected row marked `›` and reversed, scrolled
    /// only as far as needed to keep it in view.
    mutating func listFrame(_ notice: Notice?, _ size: TerminalSize) -> Frame {
        let l = language
        var rows: [StyledLine] = []
        var selectedRow = 0
        var index = 0
        for month in pages.months {
            rows.append(StyledLine(HistoryText.month(month.month, l), .bold))
            for day in month.days {
                let focused = index == selected
                if focused { selectedRow = rows.count }
                let date = DateText.dayWithWeekday(day.date, l)
                var line = StyledLine((focused ? "› " : "  ") + date.padding(to: 19), focused ? .reverse : .plain)
                line = line.appending(HistoryText.dayValue(day, form: form, l), style(day.state, focused))
                rows.append(line)
                index += 1
            }
        }
        if rows.isEmpty { rows = [StyledLine(HistoryText.empty(form, l), .gray)] }
        var hints: [(key: String, label: String)] = [("↑↓", CheckinText.select(l))]
        if !pages.days.isEmpty {
            hints.append((CheckinText.enterKey(l), mode == .pick ? CheckinText.choose(l) : HistoryText.open(l)))
        }
        hints.append(("c", HistoryText.calendar(l)))
        hints.append(
            (mode == .pick ? "Esc" : CheckinText.leaveKey(l), mode == .pick ? CheckinText.cancel(l) : Strings.back(l)))
        let footer = [notice?.line ?? .blank] + KeyHints.lines(hints, width: size.columns)
        let room = max(1, size.rows - title.count - footer.count - 1)
        if selectedRow < offset { offset = max(0, selectedRow - 1) }
        if selectedRow >= offset + room { offset = selectedRow - room + 1 }
        offset = max(0, min(offset, max(0, rows.count - room)))
        let more = offset + room < rows.count || !pages.isExhausted
        var visible = Array(rows.dropFirst(offset).prefix(room))
        visible.append(more ? StyledLine("↓ " + HistoryText.loading(l), .gray) : .blank)
        return Frame(lines: title + visible, footer: footer)
    }

    /// The cursor's month as a calendar with recorded days marked `•` and complete days `✓`,
    /// future days dim (marked `-` without colours), and what the cursor's day holds.
    mutating func calendarFrame(_ notice: Notice?, _ size: TerminalSize) -> Frame {
        let l = language
        let month = (try? pages.month(YearMonth(cursor))) ?? HistoryMonth(month: YearMonth(cursor), days: [])
        var marks: [CivilDate: CalendarView.Mark] = [:]
        for day in month.days {
            marks[day.date] =
                day.state == .complete
                ? CalendarView.Mark(sign: "✓", style: .green)
                : CalendarView.Mark(sign: "•", style: .yellow)
        }
        var lines = title
        if mode == .pick { lines.append(StyledLine(CheckinText.pickDay(l), .gray)) }
        lines.append(.blank)
        lines += CalendarView.lines(
            month: cursor, selected: cursor, today: today, allowed: .upToToday,
            labels: CalendarNames.labels(l), isProposal: false, hasFocus: true, marks: marks,
            colors: ui.colors)
        lines.append(.blank)
        let shown = month.days.first { $0.date == cursor }
        let what = shown.map { HistoryText.dayValue($0, form: form, l) } ?? HistoryText.notRecorded(l)
        lines.append(
            StyledLine(DateText.dayWithWeekday(cursor, l) + "   ").appending(
                what, shown.map { style($0.state, false) } ?? .gray))
        lines.append(StyledLine(HistoryText.complete(l) + "   " + HistoryText.recorded(l), .gray))
        var hints: [(key: String, label: String)] = [
            ("←→↑↓", CheckinText.select(l)), ("PgUp/PgDn", l.tr("Month")),
            (CheckinText.enterKey(l), mode == .pick ? CheckinText.choose(l) : HistoryText.open(l)),
        ]
        // The c key is shown only where it is the first letter of the list's word («c Lista» would
        // not match its word: Spanish shows only Esc for the list, and c still works).
        if l.trc("show the c key for the list in the history calendar: 1 when List begins with c, else 0", "1") == "1" {
            hints.append(("c", HistoryText.list(l)))
        }
        hints.append(
            mode == .pick
                ? ("Esc", CheckinText.cancel(l))
                : (CheckinText.leaveKey(l), HistoryText.list(l)))
        return Frame(lines: lines, footer: [notice?.line ?? .blank] + KeyHints.lines(hints, width: size.columns))
    }

    func style(_ state: FormDayState, _ focused: Bool) -> TextStyle {
        let base: TextStyle
        switch state {
        case .complete: base = .green
        case .missing: base = .yellow
        case .noCheckIn: base = .gray
        }
        return focused ? base.adding(.reverse) : base
    }
}

/// The history on a terminal: raw mode for the whole visit, restored however it ends.
enum HistoryTerminal {
    static func run(form: Form, month: YearMonth?, store: Store, context: CLIContext) throws {
        try RawTerminal.withRawMode { terminal in
            let ui = CheckinTerminal(
                device: terminal, language: context.language, clock: CheckinClock(context: context))
            var screen = try HistoryScreen(ui: ui, form: form, store: store, start: month)
            _ = try screen.browse()
        }
    }
}
