import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza screen move FORM SCREEN --to N`.
struct ScreenMoveCommand: FormanzaCommand {
    static let name = "move"
    static let usage = "screen move FORM SCREEN --to N"
    static let options: [any OptionDeclaration] = [ScreenOptions.to]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Move a screen to position N; its answers follow it.")
    }

    let words: [String]
    /// The new position, checked to be given when the work starts.
    let position: Int?

    init(_ arguments: ParsedArguments) throws {
        words = try arguments.expect(2, "FORM SCREEN", arguments.language)
        position = try arguments[ScreenOptions.to]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        guard let position else {
            throw CommandError(usage: l.tr("--to is required"))
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
