import FormanzaCommandLine
import FormanzaState

/// `formanza screen remove FORM SCREEN [--yes]`.
struct ScreenRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "screen remove FORM SCREEN [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Remove a screen after a confirmation, with the calculated values and goals that read it; its answers stay stored.",
            "Quita una pantalla tras confirmarlo, con los valores calculados y objetivos que la usan; sus respuestas quedan guardadas."
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
        var question = l.pick(
            "Remove the screen \"\(screen.title)\" from \"\(form.title)\"? Its answers stay stored but stop showing.",
            "¿Quitar la pantalla «\(screen.title)» de «\(form.title)»? Sus respuestas quedan guardadas pero dejan de mostrarse."
        )
        let along = Confirm.takenAlong(plan, in: form, l)
        if let along { question += l.pick(" This also removes \(along).", " También quita \(along).") }
        try Confirm.ask(question, yes: yes, context)
        var new = form
        plan.apply(to: &new)
        try DefinitionUpdate(context: context, store: store, yes: true).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(
            l.pick("Removed \"\(screen.title)\"", "Se quitó la pantalla «\(screen.title)»")
                + (along.map { l.pick(" and \($0)", " y \($0)") } ?? "") + ".")
        if new.screens.isEmpty {
            Console.out(
                l.pick(
                    "\"\(form.title)\" has no screens now, so it waits outside check-in and reminders.",
                    "«\(form.title)» ya no tiene pantallas, así que queda fuera del registro y de los recordatorios."
                ))
        }
    }
}
