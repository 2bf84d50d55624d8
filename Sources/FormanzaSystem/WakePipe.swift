import Glibc

/// A pipe whose write end a signal handler pokes so that `poll` on the read end wakes up: the
/// self-pipe way of turning SIGWINCH or SIGCONT into input for a loop that waits on the
/// terminal. Both ends are non-blocking (a full pipe drops the poke instead of blocking the
/// handler; a drain stops when it is empty) and close on exec. Closed once, when let go.
public final class WakePipe {
    public let readEnd: Int32
    public let writeEnd: Int32

    public init() throws(Errno) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw Errno.current }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// Reads every poke there is, so the next `poll` waits again.
    public func drain() {
        while case .bytes = DescriptorIO.read(readEnd) {}
    }

}
