import FormanzaState
import FormanzaSystem
import Synchronization

/// The one writer of both programs' standard streams: results on stdout, errors and warnings on
/// stderr prefixed with the program's name as Unix tools do.
///
/// Writes are unbuffered, so prompts, results and errors appear in the order they happen and
/// nothing waits in a stdio buffer. Text goes through `VisibleText` (control characters shown as
/// escapes, line breaks kept): titles, answers, zone and file names inside it come from people
/// and files, and must never act on the terminal. Only JSON, exported files and pictures
/// (`exact`), and lines already made of escaped spans, are written as they are.
public enum Console {
    private static let programName = Mutex("formanza")

    /// The name in front of errors and warnings (`formanza: error: …`); each program's entry
    /// point sets it once, before anything is written.
    public static var program: String {
        get { programName.withLock { $0 } }
        set { programName.withLock { $0 = newValue } }
    }

    public static func out(_ text: String, terminator: String = "\n") {
        write(VisibleText.escape(text, keepingLineBreaks: true) + terminator, to: StandardStreams.output)
    }

    /// JSON output, exported documents and pictures, byte for byte: their own escaping keeps
    /// them safe.
    public static func exact(_ text: String, terminator: String = "\n") {
        write(text + terminator, to: StandardStreams.output)
    }

    public static func error(_ text: String, language l: Language) {
        let label = program + ": " + l.pick("error: ", "error: ")
        write(label + VisibleText.escape(text, keepingLineBreaks: true) + "\n", to: StandardStreams.error)
    }

    public static func warn(_ text: String, language l: Language) {
        let label = program + ": " + l.pick("warning: ", "aviso: ")
        write(label + VisibleText.escape(text, keepingLineBreaks: true) + "\n", to: StandardStreams.error)
    }

    /// Text on stderr without the program's prefix: a question asked there so that stdout
    /// stays the command's result. Control characters are escaped as in `out`.
    public static func prompt(_ text: String) {
        write(VisibleText.escape(text, keepingLineBreaks: true), to: StandardStreams.error)
    }

    /// Whether the descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { StandardStreams.isTerminal(descriptor) }

    /// Whether standard input and output (or the descriptors given) are both terminals: the
    /// full-screen views can run; otherwise the line mode and plain output are used.
    public static func isInteractive(
        input: Int32 = StandardStreams.input, output: Int32 = StandardStreams.output
    ) -> Bool {
        isTerminal(input) && isTerminal(output)
    }

    /// Writes all of `text`, retrying after interruptions; a closed pipe ends it quietly.
    public static func write(_ text: String, to descriptor: Int32) {
        StandardStreams.write(Array(text.utf8), to: descriptor)
    }
}
