import FormanzaCommandLine
import FormanzaState
import FormanzaSystem

extension Command {
    /// `formanza photo show|compare`: a photo screen's answer drawn large, or two days side by side.
    static var photoCommand: Command {
        CommandGroup.make(
            name: "photo",
            summary: {
                $0.pick(
                    "Show a photo answer in the terminal, or two days side by side.",
                    "Muestra en la terminal la foto de una respuesta, o dos días de la misma foto lado a lado.")
            },
            subcommands: [Subcommand(PhotoShowCommand.self), Subcommand(PhotoCompareCommand.self)])
    }
}
