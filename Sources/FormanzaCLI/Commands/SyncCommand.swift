import FormanzaCommandLine
import FormanzaSchedule
import FormanzaState
import FormanzaSync
import FormanzaSystem

extension Command {
    /// `formanza sync …`: keep the store on several machines through a folder that Syncthing
    /// (or any folder-sync tool) replicates; Formanza merges what the tool moves.
    static let syncCommand = CommandGroup.make(
        name: "sync",
        summary: {
            $0.tr(
                "Keep this store in step with your other machines through a folder Syncthing replicates.")
        },
        subcommands: [syncSetup, syncStatus, syncLeave],
        notes: { l in
            [
                "",
                l.tr(
                    "Each machine writes its changes into its own folder under FOLDER/devices and merges the others': the latest change of each answer, screen, goal, calculated value, data value and setting wins. Everything goes into the folder in clear; for a relay or cloud folder use Syncthing's untrusted-device encryption."
                ),
            ]
        })

    static let syncSetup = Subcommand(
        name: "setup", usage: "sync setup FOLDER [--name NAME]",
        summary: {
            $0.tr(
                "Join this machine to the sync folder FOLDER (made when missing) and merge what is already there.")
        },
        options: { l in
            [
                OptionSpec(
                    name: "name", value: "NAME",
                    help: l.tr(
                        "this machine's name in the folder (default its host name)"))
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
        })

    static let syncStatus = Subcommand(
        name: "status", usage: "sync status [--json]",
        summary: {
            $0.tr(
                "Show this device, every device merged here with its latest change, and what was refused.")
        },
        options: { l in [CommonOptions.json(l)] },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.tr("nothing"), l)
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
            $0.tr(
                "Stop syncing this machine; its store stays as it is, and the folder keeps what it wrote.")
        },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.tr("nothing"), l)
            let store = try context.openStore()
            guard try SyncEngine(store: store).leave() else {
                throw CommandError(refused: l.tr("This machine does not sync."))
            }
            Console.out(
                l.tr(
                    "This machine no longer syncs; its store is kept as it is."))
        })
}

/// The folder given to `sync setup` as an absolute path: a relative one is taken from the
/// directory the shell was in (`PWD`), as the person typed it there.
enum SyncPaths {
    static func absolute(_ path: String, _ context: CLIContext) throws -> String {
        if path.hasPrefix("/") { return path }
        guard let here = context.environment["PWD"], here.hasPrefix("/"), !path.isEmpty else {
            throw CommandError(
                usage: context.language.tr(
                    "FOLDER wants an absolute path, not \"{0}\"", path))
        }
        return (here.hasSuffix("/") ? here : here + "/") + path
    }
}
