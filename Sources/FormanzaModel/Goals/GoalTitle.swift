import FormanzaBase

/// A goal's title in both languages, for refusals built before the language of the message is
/// known ("the option «no» of «Alcohol» is counted by the goal «Alcohol: No for 30 days»").

public struct GoalTitle: Hashable, Sendable {
    public let english: String
    public let spanish: String

    public init(english: String, spanish: String) {
        self.english = english
        self.spanish = spanish
    }

    public init(_ goal: Goal, in form: Form) {
        self.init(english: GoalText.title(goal, in: form, .en), spanish: GoalText.title(goal, in: form, .es))
    }

    public func text(_ l: Language) -> String { l.pick(english, spanish) }
}

/// A goal as a refusal lists it: "g-1a2b3c4d (Weight: reach 110 kg)".
public struct NamedGoal: Hashable, Sendable {
    public let id: String
    public let title: GoalTitle

    public init(_ goal: Goal, in form: Form) {
        id = goal.id
        title = GoalTitle(goal, in: form)
    }

    public func text(_ l: Language) -> String { "\(id) (\(title.text(l)))" }
}

/// Why a goal cannot be created or changed as asked; each case names what was wrong.
public struct GoalRefusal: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The form has nothing a goal can follow.
        case noEligibleSource(form: String)
        /// The source cannot carry a value goal; `eligible` names those of the form that can.
        case notForValue(name: String, eligible: [String])
        /// The source cannot carry a habit goal.
        case notForHabit(name: String, eligible: [String])
        case targetNotANumber(String)
        case targetOutOfRange(target: Double, name: String, range: ClosedRange<Double>, format: GoalValueFormat)
        case targetDecimals(allowed: Int)
        case daysOutOfRange(Int)
        case deadlineBeforeStart(deadline: CivilDate, start: CivilDate)
        case unknownAnswer(String, name: String, choices: GoalHabitChoices)
        case notFound(String, known: [NamedGoal])
        case ambiguous(String, goals: [NamedGoal])
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }
}

extension GoalRefusal: UserFacingError {
    public func message(in l: Language) -> String {
        let valueKinds = l.pick(
            "value goals follow number, slider and duration screens and calculated values that give a number",
            "los objetivos de valor siguen pantallas de número, deslizador y duración y valores calculados que dan un número"
        )
        let habitKinds = l.pick(
            "habit goals follow yes/no, single-choice and multiple-choice screens and ranges values",
            "los objetivos de hábito siguen pantallas de Sí/No, selección única y selección múltiple y valores de rangos"
        )
        func names(_ list: [String]) -> String {
            list.isEmpty
                ? l.pick("none", "ninguno") : list.map { l.pick("\"\($0)\"", "«\($0)»") }.joined(separator: ", ")
        }
        switch reason {
        case .noEligibleSource(let form):
            return l.pick(
                "\"\(form)\" has nothing a goal can follow: \(valueKinds); \(habitKinds). Text, email, phone, web address, date, time, colour and photo screens take no goals",
                "«\(form)» no tiene nada que un objetivo pueda seguir: \(valueKinds); \(habitKinds). Las pantallas de texto, correo electrónico, teléfono, dirección web, fecha, hora, color y foto no admiten objetivos"
            )
        case .notForValue(let name, let eligible):
            return l.pick(
                "\"\(name)\" cannot carry a value goal: \(valueKinds) (here: \(names(eligible)))",
                "«\(name)» no admite un objetivo de valor: \(valueKinds) (aquí: \(names(eligible)))")
        case .notForHabit(let name, let eligible):
            return l.pick(
                "\"\(name)\" cannot carry a habit goal: \(habitKinds) (here: \(names(eligible)))",
                "«\(name)» no admite un objetivo de hábito: \(habitKinds) (aquí: \(names(eligible)))")
        case .targetNotANumber(let text):
            return l.pick("the target \"\(text)\" is not a number", "la meta «\(text)» no es un número")
        case .targetOutOfRange(let target, let name, let range, let format):
            let (value, low, high) = (
                format.text(target, l), format.text(range.lowerBound, l), format.text(range.upperBound, l)
            )
            return l.pick(
                "the target \(value) is outside the range of \"\(name)\" (\(low) to \(high))",
                "la meta \(value) está fuera del rango de «\(name)» (de \(low) a \(high))")
        case .targetDecimals(let allowed):
            return allowed == 0
                ? l.pick("the target must be a whole number", "la meta debe ser un número entero")
                : allowed == 1
                    ? l.pick("the target takes at most 1 decimal", "la meta admite como mucho 1 decimal")
                    : l.pick(
                        "the target takes at most \(allowed) decimals", "la meta admite como mucho \(allowed) decimales"
                    )
        case .daysOutOfRange(let n):
            return l.pick(
                "a habit goal lasts 1 to \(GoalEvaluation.maxDays) days, not \(n)",
                "un objetivo de hábito dura de 1 a \(GoalEvaluation.maxDays) días, no \(n)")
        case .deadlineBeforeStart(let deadline, let start):
            return l.pick(
                "the deadline \(deadline.iso) is before the start day \(start.iso)",
                "la fecha límite \(deadline.iso) es anterior al día de inicio \(start.iso)")
        case .unknownAnswer(let text, let name, let choices):
            let list = choices == .yesNo ? l.pick("yes, no", "sí, no") : choices.values.joined(separator: ", ")
            return l.pick(
                "\"\(text)\" is not an answer of \"\(name)\" (answers: \(list))",
                "«\(text)» no es una respuesta de «\(name)» (respuestas: \(list))")
        case .notFound(let query, let known):
            let list = known.isEmpty ? l.pick("none", "ninguno") : known.map { $0.text(l) }.joined(separator: ", ")
            return l.pick(
                "no goal called \"\(query)\" (goals: \(list))", "no hay ningún objetivo «\(query)» (objetivos: \(list))"
            )
        case .ambiguous(let query, let goals):
            let list = goals.map { $0.text(l) }.joined(separator: ", ")
            return l.pick(
                "several goals follow \"\(query)\"; name one by its id: \(list)",
                "varios objetivos siguen «\(query)»; indica uno por su id: \(list)")
        }
    }
}
