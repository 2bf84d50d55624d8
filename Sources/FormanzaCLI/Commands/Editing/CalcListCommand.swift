import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza calc list FORM [--json]`.
struct CalcListCommand: FormanzaCommand {
    static let name = "list"
    static let usage = "calc list FORM [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "List a form's calculated values with their value on the latest record.")
    }

    let name: String
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "FORM", arguments.language)[0]
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(name)
        let dataValues = try store.loadDataValues()
        if json {
            let rows = try form.calculated.map { value in
                let latest = try CalculatedRules.latest(
                    value, form: form, store: store, dataValues: dataValues, today: context.today)
                return CalcListJSON(value, form: form, dataValues: dataValues, latest: latest, l)
            }
            return Console.exact(bytes: try JSONText.array(of: rows))
        }
        if form.calculated.isEmpty {
            Console.out(
                l.tr(
                    "\"{0}\" has no calculated values.", form.title))
        }
        for value in form.calculated {
            try Command.printCalc(value, form: form, store: store, dataValues: dataValues, context)
        }
    }
}
