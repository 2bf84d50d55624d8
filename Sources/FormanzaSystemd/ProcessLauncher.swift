import FormanzaSystem

/// How a launched program ended.
public enum LaunchedExit: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case killed(signal: Int32)

    public var description: String {
        switch self {
        case .exited(let code): "exited with status \(code)"
        case .killed(let signal): "killed by signal \(signal)"
        }
    }
}

/// Starts a program the way a click on a reminder must: no shell, arguments passed as they
/// are, detached from the daemon, and reaped by the event loop.
///
/// - argv goes to `posix_spawnp` (through `ChildProcess`) unchanged, so a form title full of
///   quotes, `$(…)` or `;` is just an argument; an executable without a slash is looked up in the
///   daemon's own `PATH`.
/// - The child gets a clean signal state: the daemon blocks TERM/INT/HUP/CHLD for sd-event, and a
///   blocked mask is inherited across exec, which would leave a terminal that ignores Ctrl-C.
/// - It starts a new session (`setsid`), so a daemon started outside systemd does not take the
///   terminal down when it stops. Under systemd a unit's stop kills its whole cgroup, session or
///   not, so the daemon then also moves the child into a scope of its own
///   (`UserManager.moveToScope`).
/// - The loop reaps it with an sd-event child source (`sd_event_add_child`, pidfd-based) and
///   reports the exit to `onExit` (to log a terminal command that failed). SIGCHLD must be blocked
///   for that, which `launch` does for the calling thread. The source floats: the caller keeps
///   nothing, the loop owns it until the child is gone.
public enum ProcessLauncher {
    @discardableResult
    public static func launch(
        _ argv: [String], environment: [String: String], loop: EventLoop,
        onExit: ((LaunchedExit) -> Void)? = nil
    ) throws(SystemdError) -> Int32 {
        precondition(!argv.isEmpty, "launch needs a program")
        try SignalWatch.block([ProcessSignal.child])
        let setup = ChildSetup(
            environment: environment, input: .null,
            defaultSignals: [
                ProcessSignal.terminate, ProcessSignal.interrupt, ProcessSignal.hangUp, ProcessSignal.child,
                ProcessSignal.brokenPipe,
            ],
            clearSignalMask: true, newSession: true)
        let pid: Int32
        do {
            pid = try ChildProcess.spawn(argv, setup)
        } catch {
            throw SystemdError(call: "posix_spawnp(\(argv[0]))", errno: error.code)
        }
        try ChildReaper.watch(pid: pid, loop: loop, onExit: onExit)
        return pid
    }
}
