import FormanzaBase
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
///
/// Every write to stdout is checked, here and nowhere else: the first that fails (ENOSPC,
/// EPIPE, EIO, EBADF) is kept, nothing more is written after it, a command that prints much
/// asks `checkOutput()` between pieces to stop early, and the entry points end through
/// `finish`, which reports it and exits 1. A result cut short never ends with status 0.
public enum Console {
    private static let programName = Mutex("formanza")
    /// Why stdout stopped taking writes; nil while everything went out.
    private static let failedOutput = Mutex<Errno?>(nil)

    /// The name in front of errors and warnings (`formanza: error: …`); each program's entry
    /// point sets it once, before anything is written.
    public static var program: String {
        get { programName.withLock { $0 } }
        set { programName.withLock { $0 = newValue } }
    }

    public static func out(_ text: String, terminator: String = "\n") {
        writeOutput(VisibleText.escape(text, keepingLineBreaks: true) + terminator)
    }

    /// JSON output, exported documents and pictures, byte for byte: their own escaping keeps
    /// them safe.
    public static func exact(_ text: String, terminator: String = "\n") {
        writeOutput(text + terminator)
    }

    /// Why standard output failed, nil while every write went out whole.
    public static var outputFailure: OutputFailure? {
        failedOutput.withLock { $0.map(OutputFailure.init) }
    }

    /// Throws once a write to stdout has failed: a command that prints a lot (an export) calls
    /// it between pieces, so it stops reading the store for a reader that is gone.
    public static func checkOutput() throws(OutputFailure) {
        if let failure = outputFailure { throw failure }
    }

    /// The status a program exits with: `status`, unless stdout failed, which is said on
    /// stderr and turns a 0 into 1 (a failed command keeps its own status). Both programs'
    /// entry points end through here.
    public static func finish(_ status: Int32, language l: Language) -> Int32 {
        guard let failure = outputFailure else { return status }
        error(failure.message(in: l), language: l)
        return status == 0 ? 1 : status
    }

    /// Writes to stdout unless an earlier write failed; the first failure is kept.
    /// JSON already made as UTF-8 bytes (`JSONText`, from Swift strings and ASCII), then a line
    /// break: what `exact` writes of the same text, without first turning megabytes of output
    /// into a `String` (its UTF-8 check was a sixth of `progress --json` over ten years).
    public static func exact(bytes: [UInt8]) {
        var line = bytes
        line.append(UInt8(ascii: "\n"))
        writeOutput(bytes: line)
    }

    private static func writeOutput(_ text: String) {
        writeOutput(bytes: Array(text.utf8))
    }

    private static func writeOutput(bytes: [UInt8]) {
        failedOutput.withLock { failure in
            guard failure == nil else { return }
            do throws(Errno) { try StandardStreams.writeAll(bytes, to: StandardStreams.output) } catch {
                failure = error
            }
        }
    }

    public static func error(_ text: String, language l: Language) {
        let label = program + ": " + l.tr("error: ")
        write(label + VisibleText.escape(text, keepingLineBreaks: true) + "\n", to: StandardStreams.error)
    }

    public static func warn(_ text: String, language l: Language) {
        let label = program + ": " + l.tr("warning: ")
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

    /// Writes all of `text`, retrying after interruptions; a closed pipe ends it quietly. For
    /// stderr and descriptors of a command's own; stdout goes through `out` and `exact`.
    public static func write(_ text: String, to descriptor: Int32) {
        StandardStreams.write(Array(text.utf8), to: descriptor)
    }
}
