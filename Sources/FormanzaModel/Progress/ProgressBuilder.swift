import FormanzaBase

/// Computes a form's Progress for a period as of a day: asks `ProgressRecords` for the first
/// recorded day, for the day tallies of every day the habits card, the complete days and the
/// check-in time read (the period, the previous one when there are habits, the five-week grid
/// and the last 8 weeks), and for the answers of only the screens whose cards chart values (over
/// the period and the week before it, for the seven-day mean); then derives every card from
/// them. Only a streak that reaches back past those days asks for older tallies.

public struct ProgressBuilder: Sendable {
    public let form: Form
    public let dataValues: [DataValue]
    public let weekStart: WeekStart
    /// The local minute of the day of an instant, for the check-in insight.
    public let localMinutes: @Sendable (Int64) -> Int

    public init(
        form: Form, dataValues: [DataValue], weekStart: WeekStart,
        localMinutes: @escaping @Sendable (Int64) -> Int
    ) {
        self.form = form
        self.dataValues = dataValues
        self.weekStart = weekStart
        self.localMinutes = localMinutes
    }

    public func report(period: ProgressPeriod, today: CivilDate, records: some ProgressRecords) throws -> ProgressReport
    {
        let first = try records.firstShownDay(of: form, through: today)
        let range = period.range(endingOn: today, firstRecorded: first)
        let previous = ProgressPeriod.previous(of: range)
        let gridStart = weekStart.weekStart(of: today).adding(days: -28)
        let insightWindow = DayRange(from: today.adding(days: -(CheckinInsight.days - 1)), through: today)
        // Only the habits card compares with the previous period.
        let hasHabits = form.screens.contains { $0.kind == .yesNo }
        // The number cards' seven-day means read the six days before the period.
        let numbersFrom = DayTallies.valueScreens(of: form).isEmpty ? range.from : range.from.adding(days: -6)
        var tallyFrom = [numbersFrom, gridStart, insightWindow.from, hasHabits ? previous.from : range.from].min()!
        if let first { tallyFrom = max(tallyFrom, first) }
        var tallies =
            first == nil
            ? DayTallies(span: DayRange(from: today, through: today), form: form)
            : try records.dayTallies(form: form, over: DayRange(from: tallyFrom, through: today), asOf: today)
        // A streak that reaches the oldest day counted goes on into older days: ask for them in
        // chunks that double, back to the first recorded day or the first incomplete day.
        var chunk = 128
        while let first, first < tallies.span.from, reachesBack(tallies, today: today) {
            let older = DayRange(
                from: max(first, tallies.span.from.adding(days: -chunk)), through: tallies.span.from.adding(days: -1))
            tallies = tallies.prepending(try records.dayTallies(form: form, over: older, asOf: today))
            chunk *= 2
        }
        let answered = CardFigures.answeredScreens(of: form)
        var days: [DayAnswers] = []
        if let first, !answered.isEmpty {
            days = try records.answers(
                form: form.id, screens: answered, from: max(first, range.from.adding(days: -6)), through: today)
        }
        let goals = try GoalBoard.reports(for: form, dataValues: dataValues, asOf: today, records: records)
        let figures = CardFigures(
            form: form, dataValues: dataValues, days: days, visible: CardFigures.visible(days, of: form),
            range: range, previous: previous, today: today, gridStart: gridStart, weekStart: weekStart,
            tallies: tallies, goals: goals)
        let share = DayFigures.completeShare(
            complete: tallies.complete, completeDays: tallies.completeDays, range: range, firstRecorded: first,
            today: today)
        let streak = DayFigures.currentStreak(complete: tallies.complete, today: today)
        let todayCard = TodayCard(
            highlighted: figures.highlight(
                earlier: try latestHighlighted(before: range, firstRecorded: first, figures: figures, records: records)),
            habitsDone: tallies.done(on: today),
            habits: figures.habitScreens.count, streak: streak, completeDays: share.days, completeOf: share.of)
        let times = CheckinInsight.checkinInstants(tallies, in: insightWindow).map(localMinutes)
        return ProgressReport(
            form: form, period: period, range: range, today: today, firstRecorded: first,
            todayCard: todayCard, goals: goals, cards: figures.cards(),
            usualTime: CheckinInsight.usualTime(times))
    }

    /// Every value of `source` from the first recorded day through `today`: the number card's
    /// whole history, read only when its detail opens.
    public func history(of source: ValueSource, through today: CivilDate, records: some ProgressRecords) throws
        -> [DayValue]
    {
        let screens = GoalSources.screensRead(by: source, in: form)
        let days = try records.answers(form: form.id, screens: screens, from: nil, through: today)
        return GoalReadings(form: form, dataValues: dataValues).values(of: source, in: days)
    }

    /// The highlighted screen's latest value before `range`, asked for only when the period
    /// holds none: first among the days already read (the week before the period), then further
    /// back in chunks that double, down to the first recorded day.
    private func latestHighlighted(
        before range: DayRange, firstRecorded: CivilDate?, figures: CardFigures, records: some ProgressRecords
    ) throws -> DayValue? {
        guard let screen = form.highlightedScreen, let first = firstRecorded, first < range.from,
            figures.edgeValues(of: .screen(screen.id), in: range) == nil
        else { return nil }
        let source = ValueSource.screen(screen.id)
        var through = range.from.adding(days: -1)
        let readFrom = max(first, range.from.adding(days: -6))
        if let found = figures.values(of: source, in: DayRange(from: readFrom, through: through)).last {
            return found
        }
        through = readFrom.adding(days: -1)
        let readings = GoalReadings(form: form, dataValues: dataValues)
        var chunk = 32
        while through >= first {
            let from = max(first, through.adding(days: -(chunk - 1)))
            let days = try records.answers(form: form.id, screens: [screen.id], from: from, through: through)
            if let found = readings.values(of: source, in: days).last { return found }
            through = from.adding(days: -1)
            chunk = min(chunk * 2, 4096)
        }
        return nil
    }

    /// Whether the current streak runs unbroken back to the first day of `tallies` (so older
    /// days may extend it).
    private func reachesBack(_ tallies: DayTallies, today: CivilDate) -> Bool {
        let end = tallies.complete(today) ? today : today.adding(days: -1)
        guard end >= tallies.span.from else { return false }
        return DayRange(from: tallies.span.from, through: end).days.allSatisfy(tallies.complete)
    }
}
