import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza goal edit FORM GOAL …`.
struct GoalEditCommand: FormanzaCommand {
    static let name = "edit"
    static let usage =
        "goal edit FORM GOAL [--screen SCREEN | --calc NAME] [--target VALUE] [--deadline DAY | --no-deadline] [--habit ANSWER] [--days N] [--start DAY]"
    static let options: [any OptionDeclaration] = GoalOptions.all(editing: true)

    static func summary(_ l: Language) -> String {
        l.tr(
            "Change a goal: what it follows, its target or answer, its days, start day or deadline.")
    }

    let formQuery: String
    let goalQuery: String
    let request: GoalRequest

    init(_ arguments: ParsedArguments) throws {
        let words = try arguments.expect(2, "FORM GOAL", arguments.language)
        formQuery = words[0]
        goalQuery = words[1]
        request = try GoalRequest(arguments)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(formQuery)
        let old = try GoalRules.find(goalQuery, in: form)
        let goal = try Command.editedGoal(old, request, in: form, context)
        var new = form
        new.goals[new.goals.firstIndex { $0.id == old.id }!] = goal
        let update = DefinitionUpdate(context: context, store: store, yes: false)
        if case .unchanged = try update.apply(new, replacing: form, others: snapshot.forms) {
            Console.out(
                l.tr("The goal is already like that; nothing changed."))
        }
        try Command.printGoal(goal.id, of: new, store: store, context)
    }
}
