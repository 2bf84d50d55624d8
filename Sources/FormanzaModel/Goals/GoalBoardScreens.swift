import FormanzaBase

/// Goals on screens, from a few questions whose cost does not grow with the years of history:
/// the start value and the latest value are each the first answer that fits, read from the
/// day asked about backwards (or forwards from the start day); the day a value goal met its
/// target and a habit's counts come from a `GoalScanner`, which reads only the days after
/// what is kept.

extension GoalBoard {
    static func screenReport(
        _ evaluable: EvaluableGoal, screen: Screen, form: Form, asOf: CivilDate, records: some GoalRecords
    ) throws -> GoalReport {
        let goal = evaluable.goal
        let reader = ScreenGoalReader(records: records, formID: form.id, screen: screen, asOf: asOf)
        switch evaluable.kind {
        case .value(let target):
            let state = try reader.value(target: target, start: evaluable.start, deadline: goal.deadline)
            return GoalReport(goal: goal, start: evaluable.start, detail: .value(state))
        case .habit(let answer, let days):
            let state = try reader.habit(
                answer: answer, start: evaluable.start, days: days, readings: GoalReadings(form: form, dataValues: []),
                source: goal.source)
            return GoalReport(goal: goal, start: evaluable.start, detail: .habit(state))
        }
    }
}

/// The questions a goal on one screen asks of the records.
private struct ScreenGoalReader<Records: GoalRecords> {
    let records: Records
    let formID: String
    let screen: Screen
    let asOf: CivilDate

    func value(target: Double, start: CivilDate, deadline: CivilDate?) throws -> ValueGoalState {
        let lastCounted = min(asOf, deadline ?? asOf)
        var origin = try lastNumber(through: min(start, lastCounted))
        if origin == nil, start < lastCounted {
            origin = try firstNumber(from: start.adding(days: 1), through: lastCounted)
        }
        let latest = try lastNumber(through: asOf)
        let latestCounted = lastCounted == asOf ? latest : try lastNumber(through: lastCounted)
        return try GoalEvaluation.value(
            target: target, start: start, deadline: deadline, asOf: asOf, origin: origin, latest: latest,
            latestCounted: latestCounted
        ) { direction in
            let scanner = GoalScanner(
                records: records, formID: formID,
                question: GoalScan.valueQuestion(screen: screen, target: target, direction: direction, start: start),
                start: start
            ) { days in
                var found: CivilDate?
                try records.screenAnswers(
                    form: formID, screen: screen.id, from: days.from, through: days.through, newestFirst: false
                ) { day, answer in
                    guard let number = number(answer), GoalEvaluation.reaches(number, target, direction) else {
                        return true
                    }
                    found = day
                    return false
                }
                return GoalScan(through: days.through, metDay: found, met: 0, notMet: 0)
            }
            return try scanner.result(through: lastCounted, keepThrough: asOf.adding(days: -1)).metDay
        }
    }

    /// Met and not-met days are counted through the window's end or `asOf`; the days before
    /// `asOf` come from a scanner (they are what can be kept), `asOf` itself is read on its own
    /// (it changes through the day, and a check-in on it would otherwise throw the kept scan away).
    func habit(
        answer: String, start: CivilDate, days requested: Int, readings: GoalReadings, source: ValueSource
    ) throws -> HabitGoalState {
        let (_, end) = GoalEvaluation.window(start: start, days: requested)
        var met = 0
        var notMet = 0
        var unrecorded = 0
        let count = { (days: DayRange) throws -> GoalScan in
            var met = 0
            var notMet = 0
            try records.screenAnswers(
                form: formID, screen: screen.id, from: days.from, through: days.through, newestFirst: false
            ) { day, saved in
                switch readings.counts(source, answer, on: DayAnswers(day: day, answers: [screen.id: saved])) {
                case true?: met += 1
                case false?: notMet += 1
                case nil: break
                }
                return true
            }
            return GoalScan(through: days.through, metDay: nil, met: met, notMet: notMet)
        }
        let ended = min(end, asOf.adding(days: -1))
        if start <= ended {
            let scanner = GoalScanner(
                records: records, formID: formID,
                question: GoalScan.habitQuestion(screen: screen, answer: answer, start: start), start: start,
                scan: count)
            let scan = try scanner.result(through: ended, keepThrough: ended)
            met = scan.met
            notMet = scan.notMet
            unrecorded = DayRange(from: start, through: ended).count - met - notMet
        }
        if start <= asOf, asOf <= end {
            let today = try count(DayRange(from: asOf, through: asOf))
            met += today.met
            notMet += today.notMet
        }
        return GoalEvaluation.habit(
            answer: answer, start: start, days: requested, met: met, notMet: notMet, unrecorded: unrecorded,
            asOf: asOf)
    }

    /// The number the screen shows for an answer, nil when it no longer fits.
    private func number(_ answer: Answer) -> Double? {
        answer.shown(under: screen).flatMap { AnswerDisplay.number($0.value) }
    }

    private func lastNumber(through last: CivilDate) throws -> DayValue? {
        var found: DayValue?
        try records.screenAnswers(form: formID, screen: screen.id, from: nil, through: last, newestFirst: true) {
            day, answer in
            guard let value = number(answer) else { return true }
            found = DayValue(day: day, value: value)
            return false
        }
        return found
    }

    private func firstNumber(from first: CivilDate, through last: CivilDate) throws -> DayValue? {
        var found: DayValue?
        try records.screenAnswers(form: formID, screen: screen.id, from: first, through: last, newestFirst: false) {
            day, answer in
            guard let value = number(answer) else { return true }
            found = DayValue(day: day, value: value)
            return false
        }
        return found
    }
}
