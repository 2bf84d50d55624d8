import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// A card opened with Enter. A number card shows its whole history with the period as the
/// visible window and a cursor on one day of its chart (←/→ move it a day, crossing into the
/// period before or after at the window's edges; Home/End jump to the window's first and last
/// day; `[`/`]` move the window a whole period), that day's value and seven-day mean, the
/// window's figures and recent entries with their differences; the habits card the share of
/// Yes against the previous period, the period's calendar, a breakdown by weekday and one strip
/// per habit, Tab choosing the habit Enter opens (`HabitDetail`); the other cards a taller chart
/// and the period's entries; the photos card two of its photos side by side (`PhotoCompare`).
/// Goals, Today and Insight open their own (`ProgressPanels`).
struct ProgressDetail {
    let report: ProgressReport
    let subject: ProgressText.Subject
    let style: ChartStyle
    let language: Language
    let pictures: PhotoPictures
    /// The whole history of a number card's source, read when the detail opens.
    let history: [DayValue]
    /// How many periods back the visible window ends.
    var windowsBack = 0
    var scroll = 0
    /// The day the number chart's cursor is on: always inside the window, at first its last day.
    var cursor: CivilDate
    /// The habit Tab chose on the habits card, and whether its own detail is open.
    var chosenHabit = 0
    var habitOpen = false
    /// The photos card's comparison, over every day the screen has a photo (read when it opens).
    var compare: PhotoCompare?

    init(
        report: ProgressReport, subject: ProgressText.Subject, progress: ProgressForms, style: ChartStyle,
        language: Language
    ) {
        self.report = report
        self.subject = subject
        self.style = style
        self.language = language
        pictures = progress.pictures
        cursor = report.range.through
        if case .card(let card) = subject, case .number(let number) = report.cards[card] {
            history =
                (try? progress.builder(report.form).history(
                    of: number.source, through: report.today,
                    records: progress.store)) ?? number.points
        } else {
            history = []
        }
        if case .card(let card) = subject, case .photos(let photos) = report.cards[card] {
            let days = try? PhotoHistory(
                store: progress.store, form: report.form, screen: photos.screen, through: report.today)
            compare = PhotoCompare(history: days ?? PhotoHistory(days: []))
        }
    }

    /// The card's index in `report.cards`; nil for Goals, Today and Insight.
    var card: Int? { if case .card(let index) = subject { return index } else { return nil } }

    var l: Language { language }
    var isNumber: Bool {
        guard let card, case .number = report.cards[card] else { return false }
        return true
    }

    /// The habits card, when this is its detail.
    var habits: HabitsCard? {
        guard let card, case .habits(let habits) = report.cards[card] else { return nil }
        return habits
    }

    var extraHints: [(String, String)] {
        if isNumber {
            return [
                ("←→", ProgressStrings.day(l)), ("Home/End", ProgressStrings.firstLast(l)),
                ("[ ]", ProgressStrings.earlier(l)),
            ]
        }
        if let compare { return compare.hints(l) }
        if let habits, !habits.habits.isEmpty, !habitOpen {
            return [("Tab", ProgressStrings.habitKey(l)), (CheckinText.enterKey(l), ProgressStrings.detail(l))]
        }
        return []
    }

    /// Esc or Backspace: closes an open habit and says true, or says false (close the detail).
    mutating func back() -> Bool {
        guard habitOpen else { return false }
        habitOpen = false
        scroll = 0
        return true
    }

    /// Moves the cursor, the window or the chosen habit, or scrolls; `lineCount` (the detail's
    /// lines at this width) and `rows` (the rows it has) keep the scroll inside the lines.
    mutating func handle(_ key: Key, rows: Int, lineCount: Int) {
        defer { scroll = max(0, min(scroll, lineCount - rows)) }
        if isNumber, moveCursor(key) { return }
        if var open = compare, open.handle(key) {
            compare = open
            return
        }
        switch key {
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .down, .character("j"): scroll += 1
        case .pageUp: scroll = max(0, scroll - rows)
        case .pageDown: scroll += rows
        case .home: scroll = 0
        case .end: scroll = lineCount
        case .tab, .backTab:
            guard let count = habits?.habits.count, count > 0, !habitOpen else { break }
            chosenHabit = (chosenHabit + (key == .tab ? 1 : count - 1)) % count
        case .enter:
            guard let count = habits?.habits.count, count > 0, !habitOpen else { break }
            habitOpen = true
            scroll = 0
        default: break
        }
    }

    /// The number chart's keys; false for any other key.
    mutating func moveCursor(_ key: Key) -> Bool {
        let earliest = history.first?.day ?? report.range.from
        switch key {
        case .left:
            if cursor > window.from {
                cursor = cursor.adding(days: -1)
            } else if window.from > earliest {
                windowsBack += 1
                cursor = window.through
            }
        case .right:
            if cursor < window.through {
                cursor = cursor.adding(days: 1)
            } else if windowsBack > 0 {
                windowsBack -= 1
                cursor = window.from
            }
        case .home: cursor = window.from
        case .end: cursor = window.through
        case .character("["):
            guard window.from > earliest else { break }
            windowsBack += 1
            cursor = window.through
        case .character("]"):
            guard windowsBack > 0 else { break }
            windowsBack -= 1
            cursor = window.through
        default: return false
        }
        return true
    }

    /// The visible window: the period's length, `windowsBack` periods before the period.
    var window: DayRange {
        let length = report.range.count
        let end = report.range.through.adding(days: -length * windowsBack)
        return DayRange(from: end.adding(days: -(length - 1)), through: end)
    }

    func lines(width: Int) -> [StyledLine] {
        let text = ProgressText(
            report: report, width: width, style: style, language: l, chartHeight: 8,
            pictures: pictures)
        guard let card else {
            let panels = ProgressPanels(report: report, text: text, width: width)
            return panels.lines(subject).flatMap { FrameLayout.fit($0, width: width) }
        }
        var lines = [StyledLine(text.heading(report.cards[card]), .bold), .blank]
        switch report.cards[card] {
        case .number(let number): lines += numberLines(number, text)
        case .habits(let habits) where habitOpen && habits.habits.indices.contains(chosenHabit):
            let detail = HabitDetail(
                habit: habits.habits[chosenHabit], weekStart: habits.weekStart, today: report.today, style: style,
                language: l)
            return detail.lines(width: width).flatMap { FrameLayout.fit($0, width: width) }
        case .habits(let habits): lines += habitLines(habits, width: width)
        case .photos(let photos): lines += photoLines(photos, width: width)
        default:
            lines += text.lines(report.cards[card])
            lines += entries().map { StyledLine("  " + $0) }
        }
        return lines.flatMap { FrameLayout.fit($0, width: width) }
    }

    func numberLines(_ card: NumberCard, _ text: ProgressText) -> [StyledLine] {
        let window = self.window
        let shown = card.window(window, of: history)
        let points = shown.points
        var lines = [StyledLine("  " + DateText.day(window.from, l) + " – " + DateText.day(window.through, l), .gray)]
        lines += text.numberLines(shown, range: window, cursor: cursor)
        lines += [.blank, StyledLine("  " + ProgressStrings.recent(l), .bold)]
        let recent = Array(points.suffix(10).enumerated())
        for (index, point) in recent.reversed() {
            var line = "  " + DateText.dayWithWeekday(point.day, l) + "   " + card.format.text(point.value, l)
            let before = index > 0 ? recent[index - 1].element : history.last { $0.day < point.day }
            if let before, before.value != point.value {
                line += "   (" + text.signed(point.value - before.value, card.format) + ")"
            }
            lines.append(StyledLine(line))
        }
        return lines
    }

    func habitLines(_ card: HabitsCard, width: Int) -> [StyledLine] {
        var lines = [
            StyledLine(
                "  " + ProgressStrings.yesShare(l) + " " + (card.share.map(ProgressStrings.percent) ?? "—")
                    + "   (" + ProgressStrings.previous(card.previousShare, l) + ")"), .blank,
        ]
        lines += HabitGrid.render(card.calendar, weekStart: card.weekStart, today: report.today, style: style, l)
        lines += [.blank, StyledLine("  " + ProgressStrings.byWeekday(l), .bold)]
        for weekday in card.weekStart.order {
            let name = DateText.weekday(CivilDate(daysSinceEpoch: 3 + weekday), l)
            let share = card.byWeekday[weekday]
            lines.append(
                StyledLine("  " + name + String(repeating: " ", count: max(1, 6 - DisplayWidth.of(name))))
                    + BlockCharts.bar(share ?? 0, width: 20, style: style)
                    + StyledLine("  " + (share.map(ProgressStrings.percent) ?? "—")))
        }
        lines.append(.blank)
        let labelWidth = min(14, card.habits.map { DisplayWidth.of($0.screen.displayShortTitle) }.max() ?? 0)
        for (index, habit) in card.habits.enumerated() {
            let label = DisplayWidth.truncate(TerminalText.safe(habit.screen.displayShortTitle), to: labelWidth)
            let chosen = index == chosenHabit
            let strip = habit.strip.suffix(max(7, width - labelWidth - 6)).map { mark -> String in
                switch mark {
                case true?: return style.unicode ? "█" : "#"
                case false?: return style.unicode ? "·" : "."
                case nil: return " "
                }
            }.joined()
            lines.append(
                StyledLine(
                    (chosen ? "› " : "  ") + label
                        + String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 1),
                    chosen ? .bold : .plain) + StyledLine(strip, style.colors ? TextStyle(foreground: .green) : .plain))
        }
        return lines
    }

    /// The period's entries of a choice, time or colour card, newest first.
    func entries() -> [String] {
        guard let card else { return [] }
        let rows: [(CivilDate, String)]
        switch report.cards[card] {
        case .steps(let c): rows = c.steps.map { ($0.day, TerminalText.safe(c.levels[$0.level])) }
        case .times(let c): rows = c.points.map { ($0.day, ProgressText.clock($0.minutes)) }
        case .photos(let c):
            rows = c.photos.map {
                ($0.day, ($0.name.map { TerminalText.safe($0) + " " } ?? "") + PhotoView.label($0.file, l))
            }
        case .colors(let c):
            rows = c.swatches.map {
                ($0.day, $0.hex + (ColorPalette.entry(matching: $0.hex).map { " (\($0.name(l)))" } ?? ""))
            }
        default: rows = []
        }
        return rows.reversed().map { DateText.dayWithWeekday($0.0, l) + "   " + $0.1 }
    }
}
