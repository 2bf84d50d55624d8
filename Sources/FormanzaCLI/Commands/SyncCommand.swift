import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaSync
import FormanzaSystem

extension Command {
    /// `formanza sync …`: keep the store on several machines through a folder that Syncthing
    /// (or any folder-sync tool) replicates; Formanza merges what the tool moves.
    static let syncCommand = CommandGroup.make(
        name: "sync",
        summary: {
            $0.pick(
                "Keep this store in step with your other machines through a folder Syncthing replicates.",
                "Mantén este almacén al día con tus otras máquinas a través de una carpeta que Syncthing replica.")
        },
        subcommands: [syncSetup, syncStatus, syncLeave],
        notes: { l in
            [
                "",
                l.pick(
                    "Each machine writes its changes into its own folder under FOLDER/devices and merges the others': the latest change of each answer, screen, goal, calculated value, data value and setting wins. Everything goes into the folder in clear; for a relay or cloud folder use Syncthing's untrusted-device encryption.",
                    "Cada máquina escribe sus cambios en su propia carpeta dentro de FOLDER/devices y combina los de las demás: gana el último cambio de cada respuesta, pantalla, objetivo, valor calculado, dato y ajuste. Todo va a la carpeta sin cifrar; para una carpeta en un relé o en la nube usa el cifrado de dispositivos no fiables de Syncthing."
                ),
            ]
        })

    static let syncSetup = Subcommand(
        name: "setup", usage: "sync setup FOLDER [--name NAME]",
        summary: {
            $0.pick(
                "Join this machine to the sync folder FOLDER (made when missing) and merge what is already there.",
                "Une esta máquina a la carpeta de sincronización FOLDER (se crea si falta) y combina lo que ya haya.")
        },
        options: { l in
            [
                OptionSpec(
                    name: "name", value: "NAME",
                    help: l.pick(
                        "this machine's name in the folder (default its host name)",
                        "el nombre de esta máquina en la carpeta (por defecto su nombre de host)"))
            ]
        },
        run: { args, context in
            let l = context.language
            let given = try args.expect(1, "FOLDER", l)[0]
            let folder = try SyncPaths.absolute(given, context)
            let name = args.value("name") ?? AppendOnlyFiles.hostName()
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
        })

    static let syncStatus = Subcommand(
        name: "status", usage: "sync status [--json]",
        summary: {
            $0.pick(
                "Show this device, every device merged here with its latest change, and what was refused.",
                "Muestra este dispositivo, cada dispositivo combinado aquí con su último cambio y lo rechazado.")
        },
        options: { l in [CommonOptions.json(l)] },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.pick("nothing", "nada"), l)
            let store = try context.openStore()
            let status = try SyncStatus.read(store)
            if args.has("json") {
                return Console.exact(bytes: try SyncStatusText.json(status))
            }
            Console.out(SyncStatusText.text(status, l))
        })

    static let syncLeave = Subcommand(
        name: "leave", usage: "sync leave",
        summary: {
            $0.pick(
                "Stop syncing this machine; its store stays as it is, and the folder keeps what it wrote.",
                "Deja de sincronizar esta máquina; su almacén sigue como está y la carpeta guarda lo que escribió.")
        },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.pick("nothing", "nada"), l)
            let store = try context.openStore()
            guard try SyncEngine(store: store).leave() else {
                throw CommandError(refused: l.pick("This machine does not sync.", "Esta máquina no se sincroniza."))
            }
            Console.out(
                l.pick(
                    "This machine no longer syncs; its store is kept as it is.",
                    "Esta máquina ya no se sincroniza; su almacén se queda como está."))
        })
}

/// The folder given to `sync setup` as an absolute path: a relative one is taken from the
/// directory the shell was in (`PWD`), as the person typed it there.
enum SyncPaths {
    static func absolute(_ path: String, _ context: CLIContext) throws -> String {
        if path.hasPrefix("/") { return path }
        guard let here = context.environment["PWD"], here.hasPrefix("/"), !path.isEmpty else {
            throw CommandError(
                usage: context.language.pick(
                    "FOLDER wants an absolute path, not \"\(path)\"", "FOLDER espera una ruta absoluta, no «\(path)»"))
        }
        return (here.hasSuffix("/") ? here : here + "/") + path
    }
}
