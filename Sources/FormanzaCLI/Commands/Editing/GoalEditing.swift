import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

extension Command {
    /// `goal edit`: the goal with the options given changed and the rest kept, checked like a
    /// new one (a target inside the range of what it now follows, an answer it still has).
    static func editedGoal(_ old: Goal, _ request: GoalRequest, in form: Form, _ context: CLIContext) throws -> Goal {
        let l = context.language
        var goal = old
        if let source = try request.source(in: form, context) { goal.source = source }
        if let start = request.start { goal.startDay = start.day(today: context.today) }
        let name = GoalSources.name(of: goal.source, in: form) ?? ""
        switch old.kind {
        case .value:
            if request.habit != nil || request.days != nil {
                throw CommandError(
                    usage: l.tr(
                        "this is a value goal: --habit and --days belong to habit goals"))
            }
            if request.noDeadline && request.deadline != nil {
                throw CommandError(
                    usage: l.tr(
                        "--deadline and --no-deadline contradict each other"))
            }
            if let text = request.target {
                goal.target = try GoalRules.target(text, for: goal.source, in: form)
            } else if let target = goal.target {
                guard GoalSources.valueFormat(of: goal.source, in: form) != nil else {
                    throw GoalRefusal(
                        .notForValue(
                            name: name,
                            eligible: GoalSources.valueSources(in: form).compactMap {
                                GoalSources.name(of: $0, in: form)
                            }))
                }
                try GoalRules.checkRange(target, source: goal.source, in: form)
            }
            if request.noDeadline { goal.deadline = nil }
            if let deadline = request.deadline { goal.deadline = deadline.day(today: context.today) }
            try GoalRules.check(start: goal.startDay ?? context.today, deadline: goal.deadline)
        case .habit:
            if request.target != nil || request.deadline != nil || request.noDeadline {
                throw CommandError(
                    usage: l.tr(
                        "this is a habit goal: --target and --deadline belong to value goals"))
            }
            if let text = request.habit {
                goal.answer = try GoalRules.answer(text, for: goal.source, in: form)
            } else if let answer = goal.answer {
                guard let choices = GoalSources.habitChoices(of: goal.source, in: form) else {
                    throw GoalRefusal(
                        .notForHabit(
                            name: name,
                            eligible: GoalSources.habitSources(in: form).compactMap {
                                GoalSources.name(of: $0, in: form)
                            }))
                }
                guard choices.values.contains(answer) else {
                    throw GoalRefusal(.unknownAnswer(answer, name: name, choices: choices))
                }
            }
            if let days = request.days {
                try GoalRules.check(days: days)
                goal.days = days
            }
        }
        return goal
    }

    /// The goal `id` of `form` as it stands today: its title, status and card line, and its id.
    static func printGoal(_ id: String, of form: Form, store: Store, _ context: CLIContext) throws {
        let reports = try GoalBoard.reports(
            for: form, dataValues: (try? store.loadDataValues()) ?? [], asOf: context.today,
            records: store)
        Console.out(
            styled: GoalsText.lines(
                reports.filter { $0.goal.id == id }, form: form, asOf: context.today,
                context.language, ids: true))
    }
}
