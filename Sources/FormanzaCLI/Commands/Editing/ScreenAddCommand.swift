import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza screen add FORM --type TYPE --title TITLE …`.
struct ScreenAddCommand: FormanzaCommand {
    static let name = "add"
    static let usage = "screen add FORM --type TYPE --title TITLE [OPTIONS] [--at N]"
    static let options: [any OptionDeclaration] =
        ScreenOptions.common(editing: false) + ScreenKindOptions.declarations(editing: false) + [ScreenOptions.at]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Add a screen (at the end, or at position N). The first number screen of a form without a highlighted value is highlighted."
        )
    }

    let formQuery: String
    let title: String
    let shortTitle: String
    let required: Bool
    let prefill: Bool
    let showInProgress: Bool
    /// The new screen's kind: with `--type` given, the command line alone decides it.
    let kind: FieldKind
    let position: Int?
    let highlight: Bool?

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        formQuery = try arguments.expect(1, "FORM", l)[0]
        guard let type = arguments[ScreenOptions.typeToAdd] else {
            throw CommandError(usage: l.tr("--type is required"))
        }
        guard let title = arguments[ScreenOptions.title] else {
            throw CommandError(usage: l.tr("--title is required"))
        }
        self.title = title.trimmingWhitespace
        kind = try ScreenKindOptions.build(type, base: nil, ScreenKindRequest(arguments, typeName: type, l), l)
        shortTitle = arguments[ScreenOptions.short]?.trimmingWhitespace ?? ""
        required = arguments[ScreenOptions.required]
        prefill = !arguments[ScreenOptions.noPrefill]
        showInProgress = !arguments[ScreenOptions.hideInProgress]
        position = try arguments[ScreenOptions.at]
        highlight = try ScreenOptions.highlightChoice(arguments, l)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(formQuery)
        var id = Identifier.make(prefix: "s")
        while form.screen(id: id) != nil || form.calculatedValue(id: id) != nil {
            id = Identifier.make(prefix: "s")
        }
        let screen = Screen(
            id: id, title: title, shortTitle: shortTitle, required: required, prefill: prefill,
            showInProgress: showInProgress, kind: kind)
        var new = form
        try new.addScreen(screen, at: position, highlight: highlight)
        try DefinitionUpdate(context: context, store: store, yes: false).apply(
            new, replacing: form, others: snapshot.forms)
        let position = new.screens.firstIndex { $0.id == id }! + 1
        Console.out(
            l.tr(
                "Added screen {0} of {1} to \"{2}\":", position, new.screens.count, form.title))
        Console.out(FormShowText.screenLines(new, l)[position - 1])
    }
}
