import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza data rename NAME NEW-NAME`.
struct DataRenameCommand: FormanzaCommand {
    static let name = "rename"
    static let usage = "data rename NAME NEW-NAME"

    static func summary(_ l: Language) -> String {
        l.tr(
            "Rename a data value; formulas keep reading it.")
    }

    let words: [String]

    init(_ arguments: ParsedArguments) throws {
        words = try arguments.expect(2, "NAME NEW-NAME", arguments.language)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        var renamed: String?
        try store.updateDataValues { values in
            let value = try Command.found(words[0], values, l)
            try DataValueRules.rename(value.id, to: words[1], in: &values)
            renamed = value.name
        }
        Console.out(
            l.tr(
                "Renamed \"{0}\" to \"{1}\".", renamed ?? words[0], words[1].trimmingWhitespace))
    }
}
