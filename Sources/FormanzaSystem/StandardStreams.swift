import Glibc

/// The three standard streams by descriptor, written without stdio's buffer so prompts,
/// results and errors appear in the order they happen.
public enum StandardStreams {
    public static let input: Int32 = STDIN_FILENO
    public static let output: Int32 = STDOUT_FILENO
    public static let error: Int32 = STDERR_FILENO

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes.
    /// False when the stream is gone (a closed pipe, a full disk): the caller has nowhere left
    /// to say so, and the program goes on quietly.
    @discardableResult
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        do {
            try FileDescriptor.writeAll(bytes, to: descriptor)
            return true
        } catch {
            return false
        }
    }

    /// Whether `descriptor` is a terminal: decides full-screen views, colour and prompts.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
