import FormanzaBase

/// A part of a goal's definition that can be missing from a hand-written one.

public enum GoalField: Sendable, Equatable {
    case target, answer, days, startDay

    public func name(_ l: Language) -> String {
        switch self {
        case .target: return l.tr("target")
        case .answer: return l.tr("answer to count")
        case .days: return l.tr("number of days")
        case .startDay: return l.tr("start day")
        }
    }
}

/// The goal half of `FormValidator`: a form from `form import` or `form edit`, or one a screen
/// or calculated-value command changed, keeps only goals the goal commands would accept. A
/// screen's range that shrinks past a target, a calculated value that stops giving a number
/// or loses a range a goal counts, all show here, naming the goal.
extension FormValidator {
    func goals(in form: Form) -> [FormProblem] {
        var found: [FormProblem] = []
        var ids = Set<String>()
        for goal in form.goals {
            let place = FormProblem.Place.goal(GoalTitle(goal, in: form))
            if !Identifier.isValid(goal.id) { found.append(FormProblem(place, .badID(goal.id))) }
            if !ids.insert(goal.id).inserted { found.append(FormProblem(place, .duplicateID(goal.id))) }
            found += self.goal(goal, in: form).map { FormProblem(place, $0) }
        }
        return found
    }

    private func goal(_ goal: Goal, in form: Form) -> [FormProblem.Issue] {
        guard GoalSources.name(of: goal.source, in: form) != nil else {
            switch goal.source {
            case .screen(let id), .calculated(let id): return [.goalSourceGone(id)]
            }
        }
        var found: [FormProblem.Issue] = []
        if goal.startDay == nil { found.append(.goalFieldMissing(.startDay)) }
        let name = GoalRules.name(goal.source, form)
        switch goal.kind {
        case .value:
            guard GoalSources.valueFormat(of: goal.source, in: form) != nil else {
                return found + [
                    .goalRule(
                        GoalRefusal(
                            .notForValue(
                                name: name,
                                eligible: GoalSources.valueSources(in: form).map { GoalRules.name($0, form) })))
                ]
            }
            if let target = goal.target {
                if !target.isFinite { found.append(.goalRule(GoalRefusal(.targetNotANumber("\(target)")))) }
                do throws(GoalRefusal) { try GoalRules.checkRange(target, source: goal.source, in: form) } catch {
                    found.append(.goalRule(error))
                }
            } else {
                found.append(.goalFieldMissing(.target))
            }
            if let start = goal.startDay {
                do throws(GoalRefusal) { try GoalRules.check(start: start, deadline: goal.deadline) } catch {
                    found.append(.goalRule(error))
                }
            }
        case .habit:
            guard let choices = GoalSources.habitChoices(of: goal.source, in: form) else {
                return found + [
                    .goalRule(
                        GoalRefusal(
                            .notForHabit(
                                name: name,
                                eligible: GoalSources.habitSources(in: form).map { GoalRules.name($0, form) })))
                ]
            }
            if let answer = goal.answer {
                if !choices.values.contains(answer) {
                    found.append(.goalAnswerUnknown(answer: answer, name: name, choices: choices.values))
                }
            } else {
                found.append(.goalFieldMissing(.answer))
            }
            if let days = goal.days {
                do throws(GoalRefusal) { try GoalRules.check(days: days) } catch { found.append(.goalRule(error)) }
            } else {
                found.append(.goalFieldMissing(.days))
            }
        }
        return found
    }
}
