import FormanzaBase

/// The rules of goals as pure functions of a goal's definition, its source's readings and the
/// day asked about. Nothing here reads the store or the clock.

public enum GoalEvaluation {
    /// The longest habit window, in days (ten years): far beyond any habit a person sets, and
    /// small enough that date arithmetic on it can never overflow.
    public static let maxDays = 3650

    /// A value goal as of `asOf`.
    ///
    /// - The start value is the last reading on or before the start day, or without one the
    ///   first reading after it. The direction is down when the target is below it, up when
    ///   above; a target equal to it is met at once.
    /// - Met on the first day from the start day whose reading reaches the target in that
    ///   direction, counting days up to the deadline; met is final.
    /// - Not achieved once the deadline day has ended unmet. The goal then stays as it was on
    ///   its deadline: its start value, latest value and progress are read from the readings up
    ///   to the deadline only.
    /// - Upcoming while the start day is after `asOf`; otherwise in progress.
    /// - Progress is nil (not 0) before the start day and while there is no start value; a met
    ///   goal's progress stays 1 whatever is recorded after.
    ///
    /// `readings` are sorted by day; those after `asOf` are ignored.
    public static func value(
        target: Double, start: CivilDate, deadline: CivilDate?,
        readings all: [DayValue], asOf: CivilDate
    ) -> ValueGoalState {
        let readings = all.filter { $0.day <= asOf }
        let lastCounted = min(asOf, deadline ?? asOf)
        // Read up to the deadline only: a start value first recorded after it never counted.
        let counted = readings.filter { $0.day <= lastCounted }
        let origin = counted.last { $0.day <= start } ?? counted.first { $0.day > start }
        return value(
            target: target, start: start, deadline: deadline, asOf: asOf, origin: origin,
            latest: readings.last, latestCounted: counted.last
        ) { direction in
            readings.first { reading in
                reading.day >= start && reading.day <= lastCounted && reaches(reading.value, target, direction)
            }?.day
        }
    }

    /// The same rules from the few readings that decide them, so a store can answer each with
    /// one indexed question instead of handing over every reading:
    /// - `origin`: the start value, the last reading on or before the start day (and on or
    ///   before the last counted day: the deadline, or `asOf`), or without one the first after
    ///   the start day up to the last counted day;
    /// - `latest`: the last reading on or before `asOf`; `latestCounted`: the last on or before
    ///   the last counted day;
    /// - `firstReaching`: the first day from the start day through the last counted day whose
    ///   reading reaches the target moving in the direction given (asked only once the goal has
    ///   started and has a start value other than its target).
    public static func value(
        target: Double, start: CivilDate, deadline: CivilDate?, asOf: CivilDate,
        origin: DayValue?, latest: DayValue?, latestCounted: DayValue?,
        firstReaching: (GoalDirection) throws -> CivilDate?
    ) rethrows -> ValueGoalState {
        let started = start <= asOf
        let lastCounted = min(asOf, deadline ?? asOf)
        var direction: GoalDirection?
        if let origin { direction = target < origin.value ? .down : target > origin.value ? .up : nil }
        var metOn: CivilDate?
        if started, let origin {
            if origin.value == target {
                let day = max(start, origin.day)
                if day <= lastCounted { metOn = day }
            } else if let direction {
                metOn = try firstReaching(direction)
            }
        }
        let status: GoalStatus
        if !started {
            status = .upcoming
        } else if metOn != nil {
            status = .met
        } else if let deadline, asOf > deadline {
            status = .notAchieved
        } else {
            status = .inProgress
        }
        let latestReading = status == .notAchieved ? latestCounted : latest
        var progress: Double?
        if metOn != nil {
            progress = 1
        } else if started, let origin, let latestReading {
            let share = origin.value == target ? 0 : (origin.value - latestReading.value) / (origin.value - target)
            progress = share.isNaN ? 0 : min(max(share, 0), 1)
        }
        return ValueGoalState(
            target: target, deadline: deadline, startValue: origin?.value, startValueDay: origin?.day,
            latest: latestReading?.value, latestDay: latestReading?.day, direction: direction,
            progress: progress, metOn: metOn, status: status)
    }

    /// Whether `value` has reached `target` coming from the side `direction` leaves.
    public static func reaches(_ value: Double, _ target: Double, _ direction: GoalDirection) -> Bool {
        direction == .down ? value <= target : value >= target
    }

    /// A habit goal as of `asOf`: the window is the fixed days `start` … `start + days − 1`.
    ///
    /// Achieved when all its days are met. A not-met day only subtracts: the goal stays in
    /// progress until the window ends, then it is not achieved if fewer are met. A past day
    /// without an answer is unrecorded and can still be completed by answering that day.
    /// Upcoming before the start day.
    ///
    /// `marks` gives the met and not-met days; a day it does not name is unrecorded. `days` is
    /// held to 1…`maxDays`.
    public static func habit(
        answer: String, start: CivilDate, days requested: Int,
        marks: [CivilDate: HabitDay], asOf: CivilDate
    ) -> HabitGoalState {
        let (days, end) = window(start: start, days: requested)
        var met = 0
        var notMet = 0
        var unrecorded = 0
        if start <= asOf {
            for offset in 0...start.days(until: min(end, asOf)) {
                let day = start.adding(days: offset)
                switch marks[day] ?? .unrecorded {
                case .met: met += 1
                case .notMet: notMet += 1
                case .unrecorded: if day < asOf { unrecorded += 1 }
                }
            }
        }
        return habit(
            answer: answer, start: start, days: days, met: met, notMet: notMet, unrecorded: unrecorded, asOf: asOf)
    }

    /// The same rules from the window's counts (days from the start day through the window's
    /// end or `asOf`, whichever is first): met days, not-met days, and ended days without an
    /// answer. A store can keep and add up these counts instead of handing over every day.
    public static func habit(
        answer: String, start: CivilDate, days requested: Int, met: Int, notMet: Int, unrecorded: Int,
        asOf: CivilDate
    ) -> HabitGoalState {
        let (days, end) = window(start: start, days: requested)
        let status: GoalStatus
        if start > asOf {
            status = .upcoming
        } else if met == days {
            status = .achieved
        } else if asOf > end {
            status = .notAchieved
        } else {
            status = .inProgress
        }
        return HabitGoalState(
            answer: answer, days: days, windowEnd: end, met: met, notMet: notMet,
            unrecorded: unrecorded, status: status)
    }

    /// A habit's length held to 1…`maxDays` and the last day of its window.
    public static func window(start: CivilDate, days requested: Int) -> (days: Int, end: CivilDate) {
        let days = min(max(requested, 1), maxDays)
        return (days, start.adding(days: days - 1))
    }
}
