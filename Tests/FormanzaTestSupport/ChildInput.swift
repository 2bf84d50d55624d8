import Foundation
import Glibc

/// Hands a child process its standard input.
///
/// A child may exit before reading all of it (a hostile 20 MB answer is refused at once); the
/// write then meets a closed pipe, and SIGPIPE would kill the whole test run. Ignoring SIGPIPE
/// process-wide is no cure: every child started afterwards would inherit the ignored signal and
/// behave unlike a program a person runs. So SIGPIPE is blocked on the writing thread only, for
/// the length of the write, and one it raised is taken off that thread before it is unblocked.
public enum ChildInput {
    /// Writes `bytes` to `pipe` and closes it; a child that stopped reading early is not an error.
    public static func send(_ bytes: Data, to pipe: Pipe) {
        withBrokenPipeAsError {
            try? pipe.fileHandleForWriting.write(contentsOf: bytes)
            try? pipe.fileHandleForWriting.close()
        }
    }

    /// Runs `body` with SIGPIPE blocked on this thread, so a write to a closed pipe fails with
    /// EPIPE instead of killing the process.
    public static func withBrokenPipeAsError<T>(_ body: () throws -> T) rethrows -> T {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        defer {
            // A write's SIGPIPE goes to the thread that wrote: take it back before unblocking.
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&brokenPipe, nil, &now) == SIGPIPE {}
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }
}
