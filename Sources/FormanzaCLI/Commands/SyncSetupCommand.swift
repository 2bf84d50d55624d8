import FormanzaCommandLine
import FormanzaState
import FormanzaSync
import FormanzaSystem

/// `formanza sync setup FOLDER [--name NAME]`.
struct SyncSetupCommand: FormanzaCommand {
    static let name = "setup"
    static let usage = "sync setup FOLDER [--name NAME]"
    static let options: [any OptionDeclaration] = [machine]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Join this machine to the sync folder FOLDER (made when missing) and merge what is already there.",
            "Une esta máquina a la carpeta de sincronización FOLDER (se crea si falta) y combina lo que ya haya.")
    }

    static let machine = Option<String>(
        "name", placeholder: "NAME",
        help: { l in
            l.pick(
                "this machine's name in the folder (default its host name)",
                "el nombre de esta máquina en la carpeta (por defecto su nombre de host)")
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
                usage: l.pick(
                    "--name wants 1 to 100 visible characters", "--name espera de 1 a 100 caracteres visibles"))
        }
        let store = try context.openStore()
        let report = try SyncEngine(store: store).setup(folder: folder, name: name)
        let status = try SyncStatus.read(store)
        Console.out(
            l.pick(
                "This machine syncs through \(RecordImportError.shown(folder, limit: 200)) as \(RecordImportError.shown(name)) (device \(status.device ?? "")).",
                "Esta máquina se sincroniza a través de \(RecordImportError.shown(folder, limit: 200)) como \(RecordImportError.shown(name)) (dispositivo \(status.device ?? ""))."
            )
        )
        Console.out(
            l.pick(
                "Merged \(report.applied) of \(report.read) changes from \(status.devices.count) other devices.",
                "Se combinaron \(report.applied) de \(report.read) cambios de \(status.devices.count == 1 ? "otro dispositivo" : "otros \(status.devices.count) dispositivos")."
            ))
        if report.refused > 0 {
            Console.out(
                report.refused == 1
                    ? l.pick(
                        "1 entry was refused; see `formanza sync status`.",
                        "Se rechazó 1 entrada; mira `formanza sync status`.")
                    : l.pick(
                        "\(report.refused) entries were refused; see `formanza sync status`.",
                        "Se rechazaron \(report.refused) entradas; mira `formanza sync status`."))
        }
    }
}
