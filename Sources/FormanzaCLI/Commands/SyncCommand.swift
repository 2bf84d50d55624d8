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
            $0.pick(
                "Keep this store in step with your other machines through a folder Syncthing replicates.",
                "Mantén este almacén al día con tus otras máquinas a través de una carpeta que Syncthing replica.")
        },
        subcommands: [
            Subcommand(SyncSetupCommand.self), Subcommand(SyncStatusCommand.self), Subcommand(SyncLeaveCommand.self),
        ],
        notes: { l in
            [
                "",
                l.pick(
                    "Each machine writes its changes into its own folder under FOLDER/devices and merges the others': the latest change of each answer, screen, goal, calculated value, data value and setting wins. Everything goes into the folder in clear; for a relay or cloud folder use Syncthing's untrusted-device encryption.",
                    "Cada máquina escribe sus cambios en su propia carpeta dentro de FOLDER/devices y combina los de las demás: gana el último cambio de cada respuesta, pantalla, objetivo, valor calculado, dato y ajuste. Todo va a la carpeta sin cifrar; para una carpeta en un relé o en la nube usa el cifrado de dispositivos no fiables de Syncthing."
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
                usage: context.language.pick(
                    "FOLDER wants an absolute path, not \"\(path)\"", "FOLDER espera una ruta absoluta, no «\(path)»"))
        }
        return (here.hasSuffix("/") ? here : here + "/") + path
    }
}
