/// Computes a form's Progress for a period as of a day: asks `ProgressRecords` for the first
/// recorded day, for a count of the previous period's days before the others when there are
/// habits, and once for the answers of the days the figures read (the period, the week before
/// it for the seven-day mean, the five-week grid and the last 8 weeks), then derives every card
/// from them. Only a streak that reaches back past those days makes another read, of the older
/// days.
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
        let first = try records.firstRecordedDay(form: form.id)
        let range = period.range(endingOn: today, firstRecorded: first)
        let previous = ProgressPeriod.previous(of: range)
        let gridStart = weekStart.weekStart(of: today).adding(days: -28)
        var readFrom = [range.from.adding(days: -6), gridStart, today.adding(days: -(CheckinInsight.days - 1))].min()!
        if let first { readFrom = max(readFrom, first) }
        // Only the habits card compares with the previous period, and of its days before those
        // read it needs only a count (asked first, so a long period's comparison costs one lean
        // scan, not a dictionary per day); without yes/no screens they are not read at all.
        let habitCount = form.screens.count(where: { $0.kind == .yesNo })
        var earlierPrevious = HabitTally.empty(habits: habitCount)
        if habitCount > 0, let first {
            let start = max(previous.from, first)
            let end = min(previous.through, readFrom.adding(days: -1))
            if start <= end { earlierPrevious = try records.habitTally(form: form, from: start, through: end) }
        }
        let screens = Set(form.screens.map(\.id))
        var days =
            first == nil ? [] : try records.answers(form: form.id, screens: screens, from: readFrom, through: today)
        var visible = CardFigures.visible(days, of: form)
        var complete = completeDays(visible)
        // A streak that reaches the oldest day read goes on into older days: read them in
        // chunks that double, back to the first recorded day or the first incomplete day.
        var oldest = readFrom
        var chunk = 128
        while let first, first < oldest, DayFigures.currentStreak(complete: complete, today: today) > 0,
            reachesBack(complete, to: oldest, today: today)
        {
            let start = max(first, oldest.adding(days: -chunk))
            let older = try records.answers(
                form: form.id, screens: screens, from: start, through: oldest.adding(days: -1))
            let olderVisible = CardFigures.visible(older, of: form)
            complete.formUnion(completeDays(olderVisible))
            visible.merge(olderVisible) { new, _ in new }
            days = older + days
            oldest = start
            chunk *= 2
        }
        let goals = try GoalBoard.reports(for: form, dataValues: dataValues, asOf: today, records: records)
        let figures = CardFigures(
            form: form, dataValues: dataValues, days: days, visible: visible, range: range, previous: previous,
            today: today, gridStart: gridStart, weekStart: weekStart,
            complete: complete, goals: goals, readFrom: readFrom, earlierPrevious: earlierPrevious)
        let share = DayFigures.completeShare(complete: complete, range: range, firstRecorded: first, today: today)
        let todayCard = TodayCard(
            highlighted: figures.highlight(), habitsDone: figures.habitsDone(on: today),
            habits: figures.habitScreens.count,
            streak: DayFigures.currentStreak(complete: complete, today: today),
            completeDays: share.days, completeOf: share.of)
        let window = DayRange(from: today.adding(days: -(CheckinInsight.days - 1)), through: today)
        let times = CheckinInsight.checkinInstants(days, in: window).map(localMinutes)
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

    /// The days on which every screen of the form has an answer that still fits it.
    func completeDays(_ days: [DayAnswers]) -> Set<CivilDate> {
        completeDays(CardFigures.visible(days, of: form))
    }

    func completeDays(_ visible: [CivilDate: [String: Answer]]) -> Set<CivilDate> {
        let screens = form.screens.count
        return Set(visible.compactMap { screens > 0 && $0.value.count == screens ? $0.key : nil })
    }

    /// Whether the current streak runs unbroken back to `start` (so older days may extend it).
    private func reachesBack(_ complete: Set<CivilDate>, to start: CivilDate, today: CivilDate) -> Bool {
        let streak = DayFigures.currentStreak(complete: complete, today: today)
        let end = complete.contains(today) ? today : today.adding(days: -1)
        return end.adding(days: -(streak - 1)) <= start
    }
}
