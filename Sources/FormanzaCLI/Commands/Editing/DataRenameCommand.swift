import FormanzaCommandLine
import FormanzaState

/// `formanza data rename NAME NEW-NAME`.
struct DataRenameCommand: FormanzaCommand {
    static let name = "rename"
    static let usage = "data rename NAME NEW-NAME"

    static func summary(_ l: Language) -> String {
        l.pick(
            "Rename a data value; formulas keep reading it.", "Renombra un dato; las fórmulas lo siguen usando.")
    }

    /// The command line, read through the declarations above as the work needs it.
    let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let words = try arguments.expect(2, "NAME NEW-NAME", l)
        let store = try context.openStore()
        var renamed: String?
        try store.updateDataValues { values in
            let value = try Command.found(words[0], values, l)
            try DataValueRules.rename(value.id, to: words[1], in: &values)
            renamed = value.name
        }
        Console.out(
            l.pick(
                "Renamed \"\(renamed ?? words[0])\" to \"\(words[1].trimmingWhitespace)\".",
                "«\(renamed ?? words[0])» ahora se llama «\(words[1].trimmingWhitespace)»."))
    }
}
