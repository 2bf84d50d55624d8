import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSync
import FormanzaSystem

/// `formanza sync setup FOLDER [--name NAME]`.
struct SyncSetupCommand: FormanzaCommand {
    static let name = "setup"
    static let usage = "sync setup FOLDER [--name NAME]"
    static let options: [any OptionDeclaration] = [machine]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Join this machine to the sync folder FOLDER (made when missing) and merge what is already there.")
    }

    static let machine = Option<String>(
        "name", placeholder: "NAME",
        help: { l in
            l.tr(
                "this machine's name in the folder (default its host name)")
        })

    let folder: String
    /// The machine's name in the folder, when not its host name.
    let name: String?

    init(_ arguments: ParsedArguments) throws {
        folder = try arguments.expect(1, "FOLDER", arguments.language)[0]
        name = arguments[Self.machine]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let folder = try SyncPaths.absolute(self.folder, context)
        let name = self.name ?? AppendOnlyFiles.hostName()
        guard !name.isEmpty, name.count <= 100, !name.unicodeScalars.contains(where: HiddenCharacters.contains)
        else {
            throw CommandError(
                usage: l.tr(
                    "--name wants 1 to 100 visible characters"))
        }
        let store = try context.openStore()
        let report = try SyncEngine(store: store).setup(folder: folder, name: name)
        let status = try SyncStatus.read(store)
        Console.out(
            l.tr(
                "This machine syncs through {0} as {1} (device {2}).", RecordImportError.shown(folder, limit: 200),
                RecordImportError.shown(name), status.device ?? ""
            )
        )
        Console.out(
            l.trn(
                "Merged {1} of {2} changes from {0} other devices.",
                "Merged {1} of {2} changes from {0} other devices.", status.devices.count,
                status.devices.count, report.applied, report.read))
        if report.refused > 0 {
            Console.out(
                report.refused == 1
                    ? l.tr(
                        "1 entry was refused; see `formanza sync status`.")
                    : l.tr(
                        "{0} entries were refused; see `formanza sync status`.", report.refused))
        }
    }
}
