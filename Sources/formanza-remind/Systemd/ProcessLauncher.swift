import CSystemd
import Glibc

/// How a launched program ended.
enum LaunchedExit: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case killed(signal: Int32)

    var description: String {
        switch self {
        case .exited(let code): "exited with status \(code)"
        case .killed(let signal): "killed by signal \(signal)"
        }
    }
}

/// Starts a program the way a click on a reminder must: no shell, arguments passed as they
/// are, detached from the daemon, and reaped by the event loop.
///
/// - argv goes to `posix_spawnp` unchanged, so a form title full of quotes, `$(…)` or `;` is just
///   an argument; an executable without a slash is looked up in the daemon's own `PATH`.
/// - The child gets a clean signal state: the daemon blocks TERM/INT/HUP/CHLD for sd-event, and a
///   blocked mask is inherited across exec, which would leave a terminal that ignores Ctrl-C.
/// - It starts a new session (`setsid`), so stopping the daemon does not take the terminal down.
/// - The loop reaps it with an sd-event child source (`sd_event_add_child`, pidfd-based) and
///   reports the exit to `onExit` (to log a terminal command that failed). SIGCHLD must be blocked
///   for that, which `launch` does for the calling thread. The source floats: the caller keeps
///   nothing, the loop owns it until the child is gone.
enum ProcessLauncher {
    /// The spawn flag `POSIX_SPAWN_SETSID` (glibc ≥ 2.26; a GNU extension Swift does not import).
    private static let setSessionFlag: Int32 = 0x80

    @discardableResult
    static func launch(
        _ argv: [String], environment: [String: String], loop: EventLoop,
        onExit: ((LaunchedExit) -> Void)? = nil
    ) throws(SystemdError) -> pid_t {
        precondition(!argv.isEmpty, "launch needs a program")
        try SignalWatch.block([SIGCHLD])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGCHLD, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(
            &attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | setSessionFlag))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        let arguments = argv.map { strdup($0) } + [nil]
        let variables = environment.keys.sorted().map { strdup("\($0)=\(environment[$0]!)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, argv[0], &actions, &attributes, arguments, variables)
        if result != 0 { throw SystemdError(call: "posix_spawnp(\(argv[0]))", errno: result) }
        try ChildReaper.watch(pid: pid, loop: loop, onExit: onExit)
        return pid
    }
}

/// The floating sd-event child source behind `ProcessLauncher`: retained by itself until sd-event
/// destroys the source after the child was reaped (or the loop goes away).
private final class ChildReaper {
    let onExit: ((LaunchedExit) -> Void)?

    private init(onExit: ((LaunchedExit) -> Void)?) {
        self.onExit = onExit
    }

    static func watch(pid: pid_t, loop: EventLoop, onExit: ((LaunchedExit) -> Void)?) throws(SystemdError) {
        let reaper = ChildReaper(onExit: onExit)
        let userdata = Unmanaged.passRetained(reaper).toOpaque()
        let callback: sd_event_child_handler_t = { _, info, userdata in
            let reaper = Unmanaged<ChildReaper>.fromOpaque(userdata!).takeUnretainedValue()
            let code = formanza_siginfo_code(info)
            let status = formanza_siginfo_status(info)
            reaper.onExit?(code == Int32(CLD_EXITED) ? .exited(status) : .killed(signal: status))
            return 0
        }
        var source: OpaquePointer?
        let result = sd_event_add_child(loop.handle, &source, pid, WEXITED, callback, userdata)
        if result < 0 {
            Unmanaged<ChildReaper>.fromOpaque(userdata).release()
            throw SystemdError(call: "sd_event_add_child(\(pid))", errno: -result)
        }
        sd_event_source_set_destroy_callback(source, { Unmanaged<ChildReaper>.fromOpaque($0!).release() })
        sd_event_source_set_floating(source, 1)
        sd_event_source_unref(source)
    }
}
