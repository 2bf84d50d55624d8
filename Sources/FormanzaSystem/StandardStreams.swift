import Glibc

/// The three standard streams by descriptor, written without stdio's buffer so prompts,
/// results and errors appear in the order they happen.
public enum StandardStreams {
    public static let input: Int32 = STDIN_FILENO
    public static let output: Int32 = STDOUT_FILENO
    public static let error: Int32 = STDERR_FILENO

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes.
    /// False when the stream is gone (a closed pipe, a full disk); for streams with nowhere
    /// left to report it (standard error). Standard output uses `writeAll`, which says why.
    @discardableResult
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        do {
            try writeAll(bytes, to: descriptor)
            return true
        } catch {
            return false
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes,
    /// and waiting when a non-blocking descriptor (a pipe another program set so) is full. The
    /// error is why it stopped: ENOSPC, EPIPE (SIGPIPE is ignored), EIO, EBADF for a closed one.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            if written == 0 { throw Errno(EIO) }  // nothing taken and no reason: never loop on it
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            default: throw Errno.current
            }
        }
    }

    /// Whether `descriptor` is a terminal: decides full-screen views, colour and prompts.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
