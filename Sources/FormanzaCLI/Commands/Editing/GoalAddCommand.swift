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

    let formQuery: String
    /// True for a habit goal, false for a value goal.
    let isHabit: Bool
    let request: GoalRequest

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        formQuery = try arguments.expect(1, "FORM", l)[0]
        isHabit = try GoalRequest.kind(arguments, l)
        request = try GoalRequest(arguments)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(formQuery)
        try GoalRules.requireEligibleSource(in: form)
        guard let source = try request.source(in: form, context) else {
            throw CommandError(
                usage: l.tr(
                    "name what the goal follows: --screen SCREEN or --calc NAME"))
        }
        let start = request.start?.day(today: context.today) ?? context.today
        let id = GoalRules.newID(in: form)
        let goal: Goal
        if isHabit {
            guard let days = request.days else {
                throw CommandError(
                    usage: l.tr("a habit goal needs --days N"))
            }
            goal = try GoalRules.habitGoal(
                id: id, source: source, answer: request.habit ?? "", days: days, start: start, in: form)
        } else {
            goal = try GoalRules.valueGoal(
                id: id, source: source, target: request.target ?? "", start: start,
                deadline: request.deadline?.day(today: context.today), in: form)
        }
        var new = form
        new.goals.append(goal)
        try DefinitionUpdate(context: context, store: store, yes: false).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(l.tr("Added to \"{0}\":", form.title))
        try Command.printGoal(goal.id, of: new, store: store, context)
    }
}
