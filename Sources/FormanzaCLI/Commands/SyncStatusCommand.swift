import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSync
import FormanzaSystem

/// `formanza sync status [--json]`.
struct SyncStatusCommand: FormanzaCommand {
    static let name = "status"
    static let usage = "sync status [--json]"
    static let options: [any OptionDeclaration] = [CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show this device, every device merged here with its latest change, and what was refused.")
    }

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        _ = try arguments.expect(0, arguments.language.tr("nothing"), arguments.language)
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let status = try SyncStatus.read(store)
        if json {
            return Console.exact(bytes: try SyncStatusText.json(status))
        }
        Console.out(SyncStatusText.text(status, l))
    }
}
