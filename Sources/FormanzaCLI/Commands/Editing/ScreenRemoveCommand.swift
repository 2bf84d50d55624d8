import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza screen remove FORM SCREEN [--yes]`.
struct ScreenRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "screen remove FORM SCREEN [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Remove a screen after a confirmation, with the calculated values and goals that read it; its answers stay stored."
        )
    }

    let words: [String]
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        words = try arguments.expect(2, "FORM SCREEN", arguments.language)
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(words[0])
        let screen = try context.screen(words[1], in: form)
        let plan = RemovalPlan.screen(screen.id, in: form)
        var question = l.tr(
            "Remove the screen \"{0}\" from \"{1}\"? Its answers stay stored but stop showing.", screen.title,
            form.title
        )
        let along = Confirm.takenAlong(plan, in: form, l)
        if let along { question += l.tr(" This also removes {0}.", along) }
        try Confirm.ask(question, yes: yes, context)
        var new = form
        plan.apply(to: &new)
        try DefinitionUpdate(context: context, store: store, yes: true).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(
            l.trc("ScreenRemoveCommand", "Removed \"{0}\"", screen.title)
                + (along.map { l.tr(" and {0}", $0) } ?? "") + ".")
        if new.screens.isEmpty {
            Console.out(
                l.tr(
                    "\"{0}\" has no screens now, so it waits outside check-in and reminders.", form.title
                ))
        }
    }
}
