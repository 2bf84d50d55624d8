import FormanzaBase

/// Building goals from what a person types, with the same rules `form import` and the
/// editors apply: the source must be able to carry the kind of goal, a target lies inside the
/// screen's range (a calculated value takes any finite target), a habit lasts 1 to 3650 days,
/// a deadline is not before the start day.

public enum GoalRules {
    /// Refuses a form that has nothing a goal can follow, naming the kinds that can.
    public static func requireEligibleSource(in form: Form) throws(GoalRefusal) {
        if GoalSources.valueSources(in: form).isEmpty && GoalSources.habitSources(in: form).isEmpty {
            throw GoalRefusal(.noEligibleSource(form: form.title))
        }
    }

    public static func valueGoal(
        id: String, source: ValueSource, target text: String, start: CivilDate,
        deadline: CivilDate?, in form: Form
    ) throws(GoalRefusal) -> Goal {
        guard GoalSources.valueFormat(of: source, in: form) != nil else {
            throw GoalRefusal(
                .notForValue(
                    name: name(source, form), eligible: GoalSources.valueSources(in: form).map { name($0, form) }))
        }
        let target = try self.target(text, for: source, in: form)
        try check(start: start, deadline: deadline)
        return Goal(id: id, kind: .value, source: source, target: target, startDay: start, deadline: deadline)
    }

    public static func habitGoal(
        id: String, source: ValueSource, answer text: String, days: Int, start: CivilDate,
        in form: Form
    ) throws(GoalRefusal) -> Goal {
        let answer = try self.answer(text, for: source, in: form)
        try check(days: days)
        return Goal(id: id, kind: .habit, source: source, answer: answer, days: days, startDay: start)
    }

    /// A typed target: a number with a comma or a point, or a duration (`90`, `1h30`, `1:30`),
    /// as `answer` takes it, inside the screen's range.
    public static func target(_ text: String, for source: ValueSource, in form: Form) throws(GoalRefusal) -> Double {
        guard let format = GoalSources.valueFormat(of: source, in: form) else {
            throw GoalRefusal(
                .notForValue(
                    name: name(source, form), eligible: GoalSources.valueSources(in: form).map { name($0, form) }))
        }
        let value: Double
        switch format {
        case .duration:
            // Runs of more than six digits are refused before parsing, so hours × 60 cannot overflow.
            let parser = AnswerParser(today: CivilDate(daysSinceEpoch: 0))
            guard !GoalRules.hasLongDigitRun(text),
                let minutes = try? parser.duration(
                    text.trimmingWhitespace, DurationSettings(minuteInterval: 1, maxHours: 1_000_000))
            else { throw GoalRefusal(.targetNotANumber(text)) }
            value = Double(minutes)
        case .number(let decimals, _):
            guard let number = NumberText.parse(text), number.isFinite else {
                throw GoalRefusal(.targetNotANumber(text))
            }
            if case .screen = source, !NumberText.fits(number, decimals: decimals) {
                throw GoalRefusal(.targetDecimals(allowed: decimals))
            }
            value = number
        case .years:
            guard let number = NumberText.parse(text), number.isFinite else {
                throw GoalRefusal(.targetNotANumber(text))
            }
            value = number
        }
        try checkRange(value, source: source, in: form)
        return value
    }

    /// The target inside the screen's minimum to maximum (nothing to check for calculated
    /// values).
    public static func checkRange(_ target: Double, source: ValueSource, in form: Form) throws(GoalRefusal) {
        guard let range = GoalSources.targetRange(of: source, in: form), !range.contains(target) else { return }
        let format = GoalSources.valueFormat(of: source, in: form) ?? .number(decimals: 3, unit: "")
        throw GoalRefusal(.targetOutOfRange(target: target, name: name(source, form), range: range, format: format))
    }

    /// The stored value of a typed answer to count: yes/no (sí), an option's value, label or
    /// number, or a range's value or label.
    public static func answer(_ text: String, for source: ValueSource, in form: Form) throws(GoalRefusal) -> String {
        guard let choices = GoalSources.habitChoices(of: source, in: form) else {
            throw GoalRefusal(
                .notForHabit(
                    name: name(source, form), eligible: GoalSources.habitSources(in: form).map { name($0, form) }))
        }
        let trimmed = text.trimmingWhitespace
        let parser = AnswerParser(today: CivilDate(daysSinceEpoch: 0))
        switch choices {
        case .yesNo:
            if let yes = try? parser.yesNo(trimmed) { return yes ? "yes" : "no" }
        case .single(let options), .multiple(let options):
            if let value = try? parser.option(trimmed, options) { return value }
        case .bands(let bands):
            let lowered = trimmed.lowercased()
            if let band = bands.first(where: { $0.value.lowercased() == lowered })
                ?? bands.first(where: { $0.label.lowercased() == lowered })
            {
                return band.value
            }
        }
        throw GoalRefusal(.unknownAnswer(text, name: name(source, form), choices: choices))
    }

    public static func check(days: Int) throws(GoalRefusal) {
        guard (1...GoalEvaluation.maxDays).contains(days) else { throw GoalRefusal(.daysOutOfRange(days)) }
    }

    public static func check(start: CivilDate, deadline: CivilDate?) throws(GoalRefusal) {
        if let deadline, deadline < start { throw GoalRefusal(.deadlineBeforeStart(deadline: deadline, start: start)) }
    }

    /// The goal `query` names: its id, or the name of its source (a screen's id, short title or
    /// title; a calculated value's id or title, any case) when only one goal follows it.
    public static func find(_ query: String, in form: Form) throws(GoalRefusal) -> Goal {
        if let goal = form.goals.first(where: { $0.id == query }) { return goal }
        let lowered = query.trimmingWhitespace.lowercased()
        let following = form.goals.filter { goal in
            switch goal.source {
            case .screen(let id):
                guard let screen = form.screen(id: id) else { return false }
                return id.lowercased() == lowered || screen.displayShortTitle.lowercased() == lowered
                    || screen.title.trimmingWhitespace.lowercased() == lowered
            case .calculated(let id):
                guard let value = form.calculatedValue(id: id) else { return false }
                return id.lowercased() == lowered || value.title.trimmingWhitespace.lowercased() == lowered
            }
        }
        switch following.count {
        case 1: return following[0]
        case 0: throw GoalRefusal(.notFound(query, known: form.goals.map { NamedGoal($0, in: form) }))
        default: throw GoalRefusal(.ambiguous(query, goals: following.map { NamedGoal($0, in: form) }))
        }
    }

    /// A fresh goal id, unused in the form.
    public static func newID(in form: Form) -> String {
        var id = Identifier.make(prefix: "g")
        while form.goals.contains(where: { $0.id == id }) { id = Identifier.make(prefix: "g") }
        return id
    }

    static func hasLongDigitRun(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isASCIIDigit ? run + 1 : 0
            if run > 6 { return true }
        }
        return false
    }

    static func name(_ source: ValueSource, _ form: Form) -> String {
        GoalSources.name(of: source, in: form)
            ?? {
                switch source {
                case .screen(let id), .calculated(let id): return id
                }
            }()
    }
}
