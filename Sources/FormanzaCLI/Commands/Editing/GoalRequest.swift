import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// What `goal add` or `goal edit` asks, read from the command line once, before the form is
/// opened: a day or a number of the wrong kind is a usage error there.
struct GoalRequest: Sendable {
    let screen: String?
    let calc: String?
    let target: String?
    let deadline: GoalDay?
    let noDeadline: Bool
    let habit: String?
    let days: Int?
    let start: GoalDay?

    init(_ args: ParsedArguments) throws {
        screen = args[GoalOptions.screen]
        calc = args[GoalOptions.calc]
        target = args[GoalOptions.target]
        noDeadline = args[GoalOptions.noDeadline]
        habit = args[GoalOptions.habit]
        start = try args[GoalOptions.start]
        days = try args[GoalOptions.days]
        deadline = try args[GoalOptions.deadline]
    }

    /// True for a habit goal, false for a value goal; a mix of their options is a usage error.
    static func kind(_ args: ParsedArguments, _ l: Language) throws -> Bool {
        let value = args.gave(GoalOptions.target) || args.gave(GoalOptions.deadline)
        let habit = args.gave(GoalOptions.habit) || args.gave(GoalOptions.days)
        if value && habit {
            throw CommandError(
                usage: l.tr(
                    "a value goal takes --target (and --deadline), a habit goal --habit and --days; not both"))
        }
        if habit && !args.gave(GoalOptions.habit) {
            throw CommandError(
                usage: l.tr("a habit goal needs --habit ANSWER"))
        }
        if !value && !habit {
            throw CommandError(
                usage: l.tr(
                    "give --target VALUE (a value goal) or --habit ANSWER --days N (a habit goal)"))
        }
        return habit
    }

    /// The source `--screen` or `--calc` names, nil when neither is given; both is a usage error.
    func source(in form: Form, _ context: CLIContext) throws -> ValueSource? {
        let l = context.language
        switch (screen, calc) {
        case (let screen?, nil): return .screen(try context.screen(screen, in: form).id)
        case (nil, let calc?): return .calculated(try Command.calculated(calc, in: form, l).id)
        case (nil, nil): return nil
        default:
            throw CommandError(
                usage: l.tr(
                    "a goal follows either --screen or --calc, not both"))
        }
    }
}

/// A day as a goal's `--start` or `--deadline` names it: a date, or a day counted from today
/// (today, yesterday, tomorrow), which only the clock turns into a date. Past and future days
/// are both fine.
enum GoalDay: Sendable, Equatable {
    case fromToday(Int)
    case date(CivilDate)

    /// `text` as the option `option` reads it (YYYY-MM-DD, today, yesterday or tomorrow, in
    /// English or Spanish), or its usage error.
    init(_ text: String, option: String, _ l: Language) throws {
        switch text.trimmingWhitespace.lowercased() {
        case "today", "hoy": self = .fromToday(0)
        case "yesterday", "ayer": self = .fromToday(-1)
        case "tomorrow", "mañana", "manana": self = .fromToday(1)
        default:
            guard let day = CivilDate(iso: text.trimmingWhitespace) else {
                throw CommandError(
                    usage: l.tr(
                        "--{0} wants YYYY-MM-DD, today, yesterday or tomorrow, not \"{1}\"", option, text))
            }
            self = .date(day)
        }
    }

    /// The date it names when today is `today`.
    func day(today: CivilDate) -> CivilDate {
        switch self {
        case .fromToday(0): return today
        case .fromToday(let days): return today.adding(days: days)
        case .date(let day): return day
        }
    }
}
