import Glibc

/// Waiting for a program a person works in (an editor) while this process may be told to end.
///
/// `system(3)` ignores SIGINT and SIGQUIT while it waits, and a SIGTERM or SIGHUP simply ends
/// the waiting process: the program it started runs on with nobody waiting for it, and what the
/// waiter meant to clean up (a temporary file) stays behind. Here those signals are blocked and
/// taken one at a time (`sigtimedwait`): SIGTERM, SIGHUP and a SIGINT sent by another process
/// are passed on to the program, which is waited for (and killed if it is still there after a
/// grace period), and the caller learns which signal it was, so it can clean up and end by it.
/// A SIGINT or SIGQUIT typed on the terminal (Ctrl-C, Ctrl-\) reaches the program itself, which
/// shares this process's group, and is left to it, as `system(3)` does: editors use Ctrl-C.
///
/// The program keeps this process's group, and so the terminal, as `git commit` and
/// `crontab -e` run an editor; a signal is passed to the program alone, not to the group, which
/// may also hold the rest of a pipeline the person typed.
public enum SignalForwarding {
    /// How the wait ended.
    public enum Outcome: Equatable, Sendable {
        /// The program ended by itself.
        case ended(ChildExit)
        /// This process was sent `signal`; the program was sent it too, and it is gone.
        case stopped(bySignal: Int32)
    }

    /// Why the program could not be run or waited for.
    public enum Failure: Error, Equatable {
        case start(Errno)
        case wait(Errno)
    }

    /// How long a program told to stop may take before it is killed.
    static let graceTenthsOfSecond = 30

    /// Starts `arguments` (with no signal blocked, whatever this process blocks) and waits for
    /// it to end or for this process to be told to stop.
    public static func run(_ arguments: [String], _ setup: ChildSetup) throws(Failure) -> Outcome {
        var taken = sigset_t()
        sigemptyset(&taken)
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGCHLD] { sigaddset(&taken, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &taken, &previous)
        defer {
            // What is still pending was answered already (a second SIGTERM, the child's SIGCHLD).
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&taken, nil, &none) > 0 {}
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var childSetup = setup
        childSetup.clearSignalMask = true
        let pid: Int32
        do { pid = try ChildProcess.spawn(arguments, childSetup) } catch { throw .start(error) }
        while true {
            if let exit = try reap(pid) {
                // A stop that arrived as the program ended is still a stop.
                var none = timespec(tv_sec: 0, tv_nsec: 0)
                var info = siginfo_t()
                while true {
                    let signal = sigtimedwait(&taken, &info, &none)
                    guard signal > 0 else { break }
                    if isStop(signal, info) { return .stopped(bySignal: signal) }
                }
                return .ended(exit)
            }
            var info = siginfo_t()
            var second = timespec(tv_sec: 1, tv_nsec: 0)
            let signal = sigtimedwait(&taken, &info, &second)
            guard signal > 0, isStop(signal, info) else { continue }
            try stop(pid, by: signal, waiting: &taken)
            return .stopped(bySignal: signal)
        }
    }

    /// SIGTERM and SIGHUP always; SIGINT only from another process (`si_code` 0 or below: kill,
    /// sigqueue, tkill), not from the terminal, whose Ctrl-C the program received as well.
    static func isStop(_ signal: Int32, _ info: siginfo_t) -> Bool {
        switch signal {
        case SIGTERM, SIGHUP: return true
        case SIGINT: return info.si_code <= 0
        default: return false
        }
    }

    /// Passes `signal` to the program and waits for it; kills it after the grace period.
    private static func stop(_ pid: Int32, by signal: Int32, waiting taken: inout sigset_t) throws(Failure) {
        kill(pid, signal)
        for _ in 0..<graceTenthsOfSecond {
            if try reap(pid) != nil { return }
            var tenth = timespec(tv_sec: 0, tv_nsec: 100_000_000)
            _ = sigtimedwait(&taken, nil, &tenth)
        }
        kill(pid, SIGKILL)
        do { _ = try ChildProcess.wait(pid) } catch { throw .wait(error) }
    }

    /// The program's exit when it has ended (reaped), nil while it runs.
    private static func reap(_ pid: Int32) throws(Failure) -> ChildExit? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == 0 { return nil }
            if result == pid { break }
            guard errno == EINTR else { throw .wait(Errno.current) }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
    }
}
