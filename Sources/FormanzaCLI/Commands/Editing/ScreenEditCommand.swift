import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza screen edit FORM SCREEN …`.
struct ScreenEditCommand: FormanzaCommand {
    static let name = "edit"
    static let usage = "screen edit FORM SCREEN [OPTIONS] [--yes]"
    static let options: [any OptionDeclaration] =
        ScreenOptions.common(editing: true) + ScreenKindOptions.declarations(editing: true) + [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Change a screen's titles, flags, type or settings. Type and unit are locked while a calculated value reads the screen."
        )
    }

    /// The command line, read through the declarations above as the work needs it.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let words = try arguments.expect(2, "FORM SCREEN", l)
        let (store, snapshot, form) = try context.openForm(words[0])
        let screen = try context.screen(words[1], in: form)
        var edited = screen
        if let title = arguments[ScreenOptions.title] { edited.title = title.trimmingWhitespace }
        if let short = arguments[ScreenOptions.short] { edited.shortTitle = short.trimmingWhitespace }
        try ScreenOptions.pair(arguments, ScreenOptions.required, ScreenOptions.optional, l).map {
            edited.required = $0
        }
        try ScreenOptions.pair(arguments, ScreenOptions.prefill, ScreenOptions.noPrefill, l).map { edited.prefill = $0 }
        try ScreenOptions.pair(arguments, ScreenOptions.showInProgress, ScreenOptions.hideInProgress, l).map {
            edited.showInProgress = $0
        }
        edited.kind = try ScreenKindOptions.build(
            arguments[ScreenOptions.typeToEdit] ?? screen.kind.typeName, base: screen.kind, arguments, l)
        var new = form
        try new.replaceScreen(edited, highlight: try ScreenOptions.highlightChoice(arguments, l))
        let update = DefinitionUpdate(context: context, store: store, yes: arguments[CommonOptions.yes])
        switch try update.apply(new, replacing: form, others: snapshot.forms) {
        case .unchanged:
            Console.out(
                l.tr(
                    "\"{0}\" is already like that; nothing changed.", screen.title))
        case .saved(let saved):
            let position = saved.screens.firstIndex { $0.id == screen.id }!
            Console.out(l.tr("Changed:"))
            Console.out(FormShowText.screenLines(saved, l)[position])
        }
    }
}
