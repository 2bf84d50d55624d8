import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSystem

extension Command {
    /// `formanza photo show|compare`: a photo screen's answer drawn large, or two days side by side.
    static var photoCommand: Command {
        CommandGroup.make(
            name: "photo",
            summary: {
                $0.tr(
                    "Show a photo answer in the terminal, or two days side by side.")
            },
            subcommands: [Subcommand(PhotoShowCommand.self), Subcommand(PhotoCompareCommand.self)])
    }
}
