import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza goal add FORM …`.
struct GoalAddCommand: FormanzaCommand {
    static let name = "add"
    static let usage =
        "goal add FORM (--screen SCREEN | --calc NAME) (--target VALUE [--deadline DAY] | --habit ANSWER --days N) [--start DAY]"
    static let options: [any OptionDeclaration] = GoalOptions.all(editing: false)

    static func summary(_ l: Language) -> String {
        l.tr(
            "Add a value goal (--target) or a habit goal (--habit and --days) and show where it stands.")
    }

    /// The command line, read through the declarations above as the work needs it.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let name = try arguments.expect(1, "FORM", l)[0]
        let isHabit = try Command.goalKind(arguments, l)
        let (store, snapshot, form) = try context.openForm(name)
        try GoalRules.requireEligibleSource(in: form)
        guard let source = try Command.goalSource(arguments, in: form, context) else {
            throw CommandError(
                usage: l.tr(
                    "name what the goal follows: --screen SCREEN or --calc NAME"))
        }
        let start = try Command.goalDay(arguments, GoalOptions.start, context) ?? context.today
        let id = GoalRules.newID(in: form)
        let goal: Goal
        if isHabit {
            guard let days = try arguments[GoalOptions.days] else {
                throw CommandError(
                    usage: l.tr("a habit goal needs --days N"))
            }
            goal = try GoalRules.habitGoal(
                id: id, source: source, answer: arguments[GoalOptions.habit] ?? "", days: days, start: start, in: form)
        } else {
            goal = try GoalRules.valueGoal(
                id: id, source: source, target: arguments[GoalOptions.target] ?? "", start: start,
                deadline: try Command.goalDay(arguments, GoalOptions.deadline, context), in: form)
        }
        var new = form
        new.goals.append(goal)
        try DefinitionUpdate(context: context, store: store, yes: false).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(l.tr("Added to \"{0}\":", form.title))
        try Command.printGoal(goal.id, of: new, store: store, context)
    }
}
