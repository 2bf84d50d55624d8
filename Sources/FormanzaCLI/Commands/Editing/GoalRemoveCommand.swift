import FormanzaCommandLine
import FormanzaState

/// `formanza goal remove FORM GOAL [--yes]`.
struct GoalRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "goal remove FORM GOAL [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Remove a goal after a confirmation; the records it counted stay.",
            "Quita un objetivo tras confirmarlo; los registros que contaba se conservan.")
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
            l.pick(
                "Remove the goal \"\(title)\" from \"\(form.title)\"? The records it counted stay.",
                "¿Quitar el objetivo «\(title)» de «\(form.title)»? Los registros que contaba se conservan."),
            yes: yes, context)
        var new = form
        new.goals.removeAll { $0.id == goal.id }
        try DefinitionUpdate(context: context, store: store, yes: true).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(l.pick("Removed the goal \"\(title)\".", "Se quitó el objetivo «\(title)»."))
    }
}
