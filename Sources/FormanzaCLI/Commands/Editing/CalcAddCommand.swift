import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza calc add FORM …`.
struct CalcAddCommand: FormanzaCommand {
    static let name = "add"
    static let usage =
        "calc add FORM --title TITLE (--formula EXPR [--unit U] [--decimals N] | --age DATA | --ranges SOURCE (--preset clothing-sizes | BAND...))"
    static let options: [any OptionDeclaration] = CalcOptions.all

    static func summary(_ l: Language) -> String {
        l.tr(
            "Add a calculated value and show it with the latest record.")
    }

    let formQuery: String
    let title: String
    let request: CalcRequest

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        guard let name = arguments.positionals.first else {
            throw CommandError(usage: l.tr("name the FORM"))
        }
        guard let title = arguments[CalcOptions.title] else {
            throw CommandError(usage: l.tr("--title is required"))
        }
        formQuery = name
        self.title = title
        request = try CalcRequest(arguments, bands: Array(arguments.positionals.dropFirst()))
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(formQuery)
        let dataValues = try store.loadDataValues()
        var id = Identifier.make(prefix: "c")
        while form.calculatedValue(id: id) != nil || form.screen(id: id) != nil {
            id = Identifier.make(prefix: "c")
        }
        let kind = try Command.calcKind(request, old: nil, form: form, dataValues: dataValues, l)
        let value = CalculatedValue(id: id, title: try CalculatedRules.title(title, in: form), kind: kind)
        var new = form
        new.calculated.append(value)
        try DefinitionUpdate(context: context, store: store, yes: false).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(l.tr("Added to \"{0}\":", form.title))
        try Command.printCalc(value, form: new, store: store, dataValues: dataValues, context)
    }
}
