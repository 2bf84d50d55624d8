import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza data list [--json]`.
struct DataListCommand: FormanzaCommand {
    static let name = "list"
    static let usage = "data list [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "List the data values and which calculated values read them.")
    }

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.tr("nothing"), arguments.language)
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let values = try store.loadDataValues()
        let forms = try context.loadForms(store).forms
        let rows = values.map { DataValueJSON($0, readers: Command.readers(of: $0.id, in: forms)) }
        if json { return Console.exact(bytes: try JSONText.array(of: rows)) }
        if values.isEmpty {
            Console.out(
                l.tr(
                    "No data values yet. Add one: formanza data set Height 1.80 --unit m"))
        }
        let width = min(42, (values.map(\.name.cells).max() ?? 0) + 2)
        for (value, row) in zip(values, rows) {
            var line = "  " + value.name.padding(to: width) + Command.display(value, l).padding(to: 18)
            if !row.readBy.isEmpty {
                line += l.tr("read by ") + row.readBy.map { l.quote($0) }.joined(separator: ", ")
            }
            Console.out(line + "   [\(value.id)]")
        }
    }
}
