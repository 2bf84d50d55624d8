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

    let formQuery: String
    let screenQuery: String
    let title: String?
    let shortTitle: String?
    /// Each flag pair: true, false, or nil to keep the screen's setting.
    let required: Bool?
    let prefill: Bool?
    let showInProgress: Bool?
    let highlight: Bool?
    /// `--type`, or nil to keep the screen's type.
    let typeName: String?
    let kindChanges: ScreenKindRequest
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        let words = try arguments.expect(2, "FORM SCREEN", l)
        formQuery = words[0]
        screenQuery = words[1]
        title = arguments[ScreenOptions.title]?.trimmingWhitespace
        shortTitle = arguments[ScreenOptions.short]?.trimmingWhitespace
        required = try ScreenOptions.pair(arguments, ScreenOptions.required, ScreenOptions.optional, l)
        prefill = try ScreenOptions.pair(arguments, ScreenOptions.prefill, ScreenOptions.noPrefill, l)
        showInProgress = try ScreenOptions.pair(
            arguments, ScreenOptions.showInProgress, ScreenOptions.hideInProgress, l)
        typeName = arguments[ScreenOptions.typeToEdit]
        kindChanges = try ScreenKindRequest(arguments, typeName: typeName, l)
        highlight = try ScreenOptions.highlightChoice(arguments, l)
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(formQuery)
        let screen = try context.screen(screenQuery, in: form)
        var edited = screen
        if let title { edited.title = title }
        if let shortTitle { edited.shortTitle = shortTitle }
        if let required { edited.required = required }
        if let prefill { edited.prefill = prefill }
        if let showInProgress { edited.showInProgress = showInProgress }
        edited.kind = try ScreenKindOptions.build(
            typeName ?? screen.kind.typeName, base: screen.kind, kindChanges, l)
        var new = form
        try new.replaceScreen(edited, highlight: highlight)
        let update = DefinitionUpdate(context: context, store: store, yes: yes)
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
