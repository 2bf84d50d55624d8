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
            $0.tr(
                "Keep this store in step with your other machines through a folder Syncthing replicates.")
        },
        subcommands: [
            Subcommand(SyncSetupCommand.self), Subcommand(SyncStatusCommand.self), Subcommand(SyncLeaveCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "Each machine writes its changes into its own folder under FOLDER/devices and merges the others': the latest change of each answer, screen, goal, calculated value, data value and setting wins. Everything goes into the folder in clear; for a relay or cloud folder use Syncthing's untrusted-device encryption."
                ),
            ]
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
