import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// Progress as lines of text, card by card: the same blocks are printed once in a pipe and
/// scrolled through in the full-screen view. Titles and labels typed by a person pass through
/// `TerminalText.safe`.
struct ProgressText {
    /// What a block shows, and so which detail Enter opens on it.
    enum Subject: Equatable {
        case goals, today, insight
        /// The index in `report.cards`.
        case card(Int)
    }

    /// One card: its heading, its lines, and what it shows.
    struct Block {
        var heading: String
        var lines: [StyledLine]
        var subject: Subject
    }

    let report: ProgressReport
    let width: Int
    let style: ChartStyle
    let language: Language
    /// Rows of a chart's plot.
    var chartHeight = 6
    /// Draws the photos card's previews (nil: every photo as its plain line).
    var pictures: PhotoPictures?

    var l: Language { language }

    func blocks() -> [Block] {
        var blocks: [Block] = []
        if !report.goals.isEmpty {
            blocks.append(Block(heading: GoalsText.heading(l), lines: goalLines(), subject: .goals))
        }
        blocks.append(Block(heading: ProgressStrings.today(l), lines: todayLines(), subject: .today))
        for (index, card) in report.cards.enumerated() {
            blocks.append(Block(heading: heading(card), lines: lines(card), subject: .card(index)))
        }
        if let time = report.usualTime {
            blocks.append(
                Block(
                    heading: ProgressStrings.insight(l),
                    lines: [StyledLine("  " + ProgressStrings.usually(time, l))], subject: .insight))
        }
        // Units, goal titles and option labels are typed by a person too: every span is made
        // safe once here rather than at each place that writes one.
        return blocks.map { block in
            Block(
                heading: TerminalText.safe(block.heading), lines: block.lines.map(ProgressText.safe),
                subject: block.subject)
        }
    }

    static func safe(_ line: StyledLine) -> StyledLine {
        StyledLine(line.spans.map { StyledSpan(TerminalText.safe($0.text), $0.style) }, overflow: line.overflow)
    }

    /// "Progress · 1M · 3 Nov – 2 Dec 2026" (the form's title when there are several forms, or when the form is inactive and so not among them).
    func header(severalForms: Bool) -> StyledLine {
        let title = severalForms ? TerminalText.safe(report.form.title) : ProgressStrings.title(l)
        var line = StyledLine(title, .bold).appending("  ")
        for period in ProgressPeriod.allCases {
            let name = ProgressStrings.period(period, l)
            line = period == report.period ? line.appending("[\(name)]", .reverse) : line.appending(" \(name) ", .gray)
        }
        line = line.appending(
            "  " + DateText.shortDay(report.range.from, reference: report.today, l) + " – "
                + DateText.day(report.range.through, l))
        line.overflow = .wrap
        return line
    }

    func heading(_ card: ProgressCard) -> String {
        switch card {
        case .number(let c): return TerminalText.safe(c.title)
        case .habits: return ProgressStrings.habits(l)
        case .steps(let c): return TerminalText.safe(c.title)
        case .counts(let c): return TerminalText.safe(c.screen.displayShortTitle)
        case .times(let c): return TerminalText.safe(c.screen.displayShortTitle)
        case .colors(let c): return TerminalText.safe(c.screen.displayShortTitle)
        case .photos(let c): return TerminalText.safe(c.screen.displayShortTitle)
        }
    }

    /// Each goal as in `formanza goals`, with a bar: a value goal's progress, a habit goal's
    /// met days over its days.
    func goalLines(barWidth: Int? = nil) -> [StyledLine] {
        report.goals.flatMap { goal -> [StyledLine] in
            let share: Double
            switch goal.detail {
            case .value(let state): share = state.progress ?? 0
            case .habit(let state): share = Double(state.met) / Double(max(1, state.days))
            }
            return GoalsText.lines([goal], form: report.form, asOf: report.today, l)
                + [
                    StyledLine("      ")
                        + BlockCharts.bar(share, width: barWidth ?? min(30, max(5, width - 10)), style: style)
                ]
        }
    }

    // MARK: Today

    func todayLines() -> [StyledLine] {
        let card = report.todayCard
        var lines: [StyledLine] = []
        if report.firstRecorded == nil {
            lines.append(StyledLine("  " + ProgressStrings.noCheckins(l), overflow: .wrap))
        }
        if let h = card.highlighted {
            var line = StyledLine("  ▶ " + h.format.text(h.value, l), .bold)
                .appending("  " + TerminalText.safe(h.screen.displayShortTitle))
            if h.day < report.range.from {
                line = line + StyledLine("  " + ProgressStrings.lastRecorded(h.day, l), .gray)
            }
            if let change = h.change, let since = h.since {
                let text = signed(change, h.format) + " " + ProgressStrings.since(since, l)
                let target = ChangeGuideText.target(of: h.screen, goals: report.goals, form: report.form, l)
                let marker = target.flatMap {
                    ChangeText.marker(h.tone, from: h.value - change, to: h.value, target: $0, l)
                }
                line =
                    line + StyledLine("  ") + ChangeText.line(text, tone: h.tone, marker: marker, colors: style.colors)
            }
            lines.append(line)
        }
        if card.habits > 0 {
            lines.append(StyledLine("  " + ProgressStrings.habitsToday(card.habitsDone, of: card.habits, l)))
        }
        lines.append(StyledLine("  " + ProgressStrings.streak(card.streak, l)))
        let share = card.completeOf == 0 ? 0 : Double(card.completeDays) / Double(card.completeOf)
        lines.append(
            StyledLine("  ") + BlockCharts.bar(share, width: min(20, max(5, width - 40)), style: style)
                + StyledLine("  " + ProgressStrings.completeOf(card.completeDays, card.completeOf, l)))
        return lines
    }

    func signed(_ change: Double, _ format: GoalValueFormat) -> String {
        let text = format.text(abs(change), l)
        return change > 0 ? "+" + text : change < 0 ? "−" + text : text
    }

    // MARK: Cards

    func lines(_ card: ProgressCard) -> [StyledLine] {
        switch card {
        case .number(let c): return numberLines(c, range: report.range)
        case .habits(let c): return habitLines(c)
        case .steps(let c):
            if !c.missingData.isEmpty {
                return [StyledLine("  " + ProgressStrings.missingData(c.missingData, l), overflow: .wrap)]
            }
            guard !c.steps.isEmpty else { return [StyledLine("  " + ProgressStrings.noValues(l))] }
            let labels = (TerminalText.safe(c.levels.first ?? ""), TerminalText.safe(c.levels.last ?? ""))
            return BlockCharts.steps(
                c.steps, days: report.range, levels: c.levels.count, labels: labels, width: width,
                height: min(chartHeight, max(2, c.levels.count)), style: style, l)
        case .counts(let c):
            let most = max(1, c.counts.map(\.count).max() ?? 0)
            let labelWidth = min(18, c.counts.map { DisplayWidth.of(TerminalText.safe($0.option.label)) }.max() ?? 0)
            return c.counts.map { count in
                let label = DisplayWidth.truncate(TerminalText.safe(count.option.label), to: labelWidth)
                return StyledLine("  " + label + String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 1))
                    + BlockCharts.bar(
                        Double(count.count) / Double(most), width: max(5, width - labelWidth - 16), style: style)
                    + StyledLine("  " + ProgressStrings.times(count.count, l))
            }
        case .times(let c):
            guard !c.points.isEmpty else { return [StyledLine("  " + ProgressStrings.noValues(l))] }
            let minutes = c.points.map { Double($0.minutes) }
            let low = (minutes.min()! / 60).rounded(.down) * 60
            let high = min(1440, (minutes.max()! / 60).rounded(.up) * 60)
            let chart = LineChart(
                days: report.range,
                points: DaySeries(
                    c.points.map { DayValue(day: $0.day, value: Double($0.minutes)) }, over: report.range),
                label: { ProgressText.clock(Int($0)) }, bounds: low...max(high, low + 60))
            return chart.render(width: width - 2, height: chartHeight, style: style, language: l).map {
                StyledLine("  ") + $0
            }
        case .colors(let c):
            guard !c.swatches.isEmpty else { return [StyledLine("  " + ProgressStrings.noValues(l))] }
            return [StyledLine("  ") + BlockCharts.swatches(c.swatches, width: width - 4, style: style)]
        case .photos(let c):
            return PhotoStrip(card: c, today: report.today, style: style, pictures: pictures, language: l).lines(
                width: width)
        }
    }

    /// The chart and figures of a number card over `range`; with a `cursor` (the detail's), the
    /// chart marks that day and a line under it reads its value and seven-day mean.
    func numberLines(_ c: NumberCard, range: DayRange, cursor: CivilDate? = nil) -> [StyledLine] {
        if !c.missingData.isEmpty {
            return [StyledLine("  " + ProgressStrings.missingData(c.missingData, l), overflow: .wrap)]
        }
        let reading = cursor.map { [cursorReading(c, day: $0)] } ?? []
        guard let low = c.min, let high = c.max, let mean = c.mean else {
            return [StyledLine("  " + ProgressStrings.noValues(l))] + reading
        }
        let axis: (Double) -> String =
            c.format == .duration ? { ProgressText.hours(Int($0.rounded())) } : { c.format.text($0, l) }
        let chart = LineChart(
            days: range, points: c.daily, mean: c.means, target: c.target, label: axis, cursor: cursor)
        var lines = chart.render(width: width - 2, height: chartHeight, style: style, language: l).map {
            StyledLine("  ") + $0
        }
        lines += reading
        lines.append(
            StyledLine(
                "  "
                    + ProgressStrings.figures(
                        min: c.format.text(low, l), max: c.format.text(high, l),
                        mean: c.format.text(mean, l), best: c.bestStreak, l), overflow: .wrap))
        if let target = c.target {
            lines.append(StyledLine("  " + ProgressStrings.target(c.format.text(target, l), l), .gray))
        }
        return lines
    }

    /// "Tue 1 Dec 2026 · 80.5 kg · 7-day mean 81.3 kg", or "no value" on a day without one.
    func cursorReading(_ c: NumberCard, day: CivilDate) -> StyledLine {
        let value = c.daily.value(on: day).map { c.format.text($0, l) }
        let mean = c.means.value(on: day).map { c.format.text($0, l) }
        return StyledLine(
            "  " + DateText.dayWithWeekday(day, l) + " · " + (value ?? ProgressStrings.noValue(l)) + " · "
                + ProgressStrings.mean7(mean ?? "—", l), value == nil ? .gray : .bold, overflow: .wrap)
    }

    func habitLines(_ c: HabitsCard) -> [StyledLine] {
        var lines = HabitGrid.render(c.grid, weekStart: c.weekStart, today: report.today, style: style, l)
        lines.append(StyledLine("  " + ProgressStrings.completeDaysOf(c.completeDays, c.gridDays, l)))
        let labelWidth = min(
            18, c.habits.map { DisplayWidth.of(TerminalText.safe($0.screen.displayShortTitle)) }.max() ?? 0)
        for habit in c.habits {
            let label = DisplayWidth.truncate(TerminalText.safe(habit.screen.displayShortTitle), to: labelWidth)
            lines.append(
                StyledLine("  " + label + String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 1))
                    + BlockCharts.bar(habit.share ?? 0, width: max(5, width - labelWidth - 34), style: style)
                    + StyledLine("  " + (habit.share.map(ProgressStrings.percent) ?? "—") + "  ")
                    + StyledLine(
                        "(" + ProgressStrings.previous(habit.previousShare, l) + ")", style.colors ? .gray : .plain))
        }
        return lines
    }

    /// "21:00".
    static func clock(_ minutes: Int) -> String {
        let m = max(0, min(minutes, 1440))
        return (m / 60 < 10 ? "0" : "") + "\(m / 60):" + (m % 60 < 10 ? "0" : "") + "\(m % 60)"
    }

    /// A duration axis in hours and minutes: "7:30 h".
    static func hours(_ minutes: Int) -> String {
        let m = abs(minutes)
        return (minutes < 0 ? "−" : "") + "\(m / 60):" + (m % 60 < 10 ? "0" : "") + "\(m % 60) h"
    }
}

/// The words that replace the colour of the Today card's change: the target of the value goal
/// that follows the highlighted screen.
enum ChangeGuideText {
    static func target(of screen: Screen, goals: [GoalReport], form: Form, _ l: Language) -> String? {
        guard let guide = ChangeGuide.byScreen(goals)[screen.id] else { return nil }
        return GoalText.value(.screen(screen.id), guide.target, in: form, l)
    }
}
