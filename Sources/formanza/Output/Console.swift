import FormanzaState
import Glibc

/// Writing to the terminal: results on stdout, errors and warnings on stderr, prefixed with
/// the program's name as Unix tools do.
///
/// Text goes through `VisibleText` (control characters shown as escapes, line breaks kept):
/// titles, answers and file names inside it come from people and files, and must never act on
/// the terminal. Only JSON and exported files (`exact`) and lines already made of escaped
/// spans (`out(styled:)`) are written as they are.
enum Console {
    static func out(_ text: String, terminator: String = "\n") {
        write(to: STDOUT_FILENO, VisibleText.escape(text, keepingLineBreaks: true) + terminator)
    }

    /// JSON output and exported documents, byte for byte: their own escaping keeps them safe.
    static func exact(_ text: String, terminator: String = "\n") {
        write(to: STDOUT_FILENO, text + terminator)
    }

    static func error(_ text: String, language l: Language) {
        write(to: STDERR_FILENO, "formanza: " + l.pick("error: ", "error: ") + VisibleText.escape(text, keepingLineBreaks: true) + "\n")
    }

    static func warn(_ text: String, language l: Language) {
        write(to: STDERR_FILENO, "formanza: " + l.pick("warning: ", "aviso: ") + VisibleText.escape(text, keepingLineBreaks: true) + "\n")
    }

    /// Styled lines, whose spans were escaped when they were made (`StyledSpan`), with the
    /// SGR sequences of their styles.
    static func outEncoded(_ lines: [StyledLine], colors: Bool) {
        for line in lines { write(to: STDOUT_FILENO, line.encoded(colors: colors) + "\n") }
    }

    /// Whether standard input and output are both terminals (the interactive check-in).
    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    private static func write(to descriptor: Int32, _ text: String) {
        StandardStreams.write(text, to: descriptor)
    }
}
