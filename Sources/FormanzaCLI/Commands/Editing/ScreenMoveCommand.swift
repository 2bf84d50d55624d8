import FormanzaCommandLine
import FormanzaState

/// `formanza screen move FORM SCREEN --to N`.
struct ScreenMoveCommand: FormanzaCommand {
    static let name = "move"
    static let usage = "screen move FORM SCREEN --to N"
    static let options: [any OptionDeclaration] = [ScreenOptions.to]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Move a screen to position N; its answers follow it.",
            "Mueve una pantalla a la posición N; sus respuestas la siguen.")
    }

    /// The command line, read through the declarations above as the work needs it.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let words = try arguments.expect(2, "FORM SCREEN", l)
        guard let position = try arguments[ScreenOptions.to] else {
            throw CommandError(usage: l.pick("--to is required", "falta --to"))
        }
        let (store, snapshot, form) = try context.openForm(words[0])
        let screen = try context.screen(words[1], in: form)
        var new = form
        try new.moveScreen(id: screen.id, to: position)
        try DefinitionUpdate(context: context, store: store, yes: false).apply(
            new, replacing: form, others: snapshot.forms)
        FormShowText.screenLines(new, l).forEach { Console.out($0) }
    }
}
