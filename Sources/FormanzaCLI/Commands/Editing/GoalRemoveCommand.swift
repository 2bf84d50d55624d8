import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza goal remove FORM GOAL [--yes]`.
struct GoalRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "goal remove FORM GOAL [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Remove a goal after a confirmation; the records it counted stay.")
    }

    let words: [String]
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        words = try arguments.expect(2, "FORM GOAL", arguments.language)
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(words[0])
        let goal = try GoalRules.find(words[1], in: form)
        let title = GoalText.title(goal, in: form, l)
        try Confirm.ask(
            l.tr(
                "Remove the goal \"{0}\" from \"{1}\"? The records it counted stay.", title, form.title),
            yes: yes, context)
        var new = form
        new.goals.removeAll { $0.id == goal.id }
        try DefinitionUpdate(context: context, store: store, yes: true).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(l.tr("Removed the goal \"{0}\".", title))
    }
}
