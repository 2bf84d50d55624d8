import Glibc

/// Reading, writing and waiting on descriptors the caller does not own (a terminal, standard
/// input, a pipe's end), in the shapes an interactive reader needs: one read at a time, writes
/// that give up quietly once the other end is gone, and `poll` for several at once.
public enum DescriptorIO {
    /// What one `read(2)` brought.
    public enum ReadOutcome: Equatable, Sendable {
        case bytes([UInt8])
        /// The other end is gone: end of file on a pipe, or EIO on a terminal that was closed.
        case endOfFile
        /// Interrupted by a signal or nothing there yet on a non-blocking descriptor; try again.
        case nothing
    }

    /// One read of at most `maximum` bytes (at least one is asked for).
    public static func read(_ descriptor: Int32, maximum: Int = 1024) -> ReadOutcome {
        let wanted = max(1, maximum)
        var buffer = [UInt8](repeating: 0, count: wanted)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
        if count > 0 { return .bytes(Array(buffer.prefix(count))) }
        if count == 0 { return .endOfFile }
        return errno == EINTR || errno == EAGAIN ? .nothing : .endOfFile
    }

    /// Writes all of `bytes` (`StandardStreams.write`: retries after signals, waits while a
    /// non-blocking descriptor is full); false when the other end is gone or the write failed.
    @discardableResult
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        StandardStreams.write(bytes, to: descriptor)
    }

    /// The descriptors among `descriptors` that have input (or hung up), waiting at most
    /// `timeoutMilliseconds` (nil: without limit). Empty on timeout and when a signal
    /// interrupts. A negative descriptor is a placeholder that `poll` skips.
    public static func waitForInput(_ descriptors: [Int32], timeoutMilliseconds: Int?) -> [Int32] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = Int32(clamping: timeoutMilliseconds.map { max(0, $0) } ?? -1)
        guard poll(&polled, nfds_t(polled.count), timeout) > 0 else { return [] }
        let ready = Int16(POLLIN | POLLHUP | POLLERR)
        return polled.filter { $0.fd >= 0 && $0.revents & ready != 0 }.map(\.fd)
    }
}
