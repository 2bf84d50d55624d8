import FormanzaState
import Glibc

/// Writing to the terminal: results on stdout, errors and warnings on stderr, prefixed with
/// the program's name as Unix tools do.
enum Console {
    static func out(_ text: String, terminator: String = "\n") {
        write(to: STDOUT_FILENO, text + terminator)
    }

    static func error(_ text: String, language l: Language) {
        write(to: STDERR_FILENO, "formanza: " + l.pick("error: ", "error: ") + text + "\n")
    }

    static func warn(_ text: String, language l: Language) {
        write(to: STDERR_FILENO, "formanza: " + l.pick("warning: ", "aviso: ") + text + "\n")
    }

    /// Whether standard input and output are both terminals (the interactive check-in).
    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    private static func write(to descriptor: Int32, _ text: String) {
        StandardStreams.write(text, to: descriptor)
    }
}
