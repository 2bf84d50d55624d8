import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza calc edit FORM CALC …`.
struct CalcEditCommand: FormanzaCommand {
    static let name = "edit"
    static let usage =
        "calc edit FORM CALC [--title T] [--formula EXPR] [--unit U] [--decimals N] [--age DATA] [--ranges SOURCE] [--preset P | BAND...]"
    static let options: [any OptionDeclaration] = CalcOptions.all

    static func summary(_ l: Language) -> String {
        l.tr(
            "Change a calculated value's title or definition.")
    }

    let formQuery: String
    let calcQuery: String
    let request: CalcRequest

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count >= 2 else {
            throw CommandError(usage: arguments.language.tr("name the FORM and the CALC"))
        }
        formQuery = arguments.positionals[0]
        calcQuery = arguments.positionals[1]
        request = try CalcRequest(arguments, bands: Array(arguments.positionals.dropFirst(2)))
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(formQuery)
        let old = try Command.calculated(calcQuery, in: form, l)
        let dataValues = try store.loadDataValues()
        var value = old
        if let title = request.title {
            value.title = try CalculatedRules.title(title, in: form, excluding: old.id)
        }
        value.kind = try Command.calcKind(request, old: old.kind, form: form, dataValues: dataValues, l)
        var new = form
        new.calculated[new.calculated.firstIndex { $0.id == old.id }!] = value
        try DefinitionUpdate(context: context, store: store, yes: false).apply(
            new, replacing: form, others: snapshot.forms)
        try Command.printCalc(value, form: new, store: store, dataValues: dataValues, context)
    }
}
