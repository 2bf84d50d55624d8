import Glibc

/// How a child process ended.
public enum ChildExit: Equatable, Sendable {
    case exited(Int32)
    case killed(signal: Int32)
}

/// Where one of a child's standard streams goes.
public enum ChildStream: Sendable {
    /// This process's own stream.
    case inherited
    /// `/dev/null`: nothing to read, what is written goes nowhere.
    case null
    /// A descriptor this process holds (dup'ed onto the stream in the child).
    case descriptor(Int32)
}

/// How a child is started, beyond its arguments.
public struct ChildSetup: Sendable {
    /// Exactly the child's environment; nil passes this process's own.
    public var environment: [String: String]?
    public var input: ChildStream
    public var output: ChildStream
    public var errorOutput: ChildStream
    /// Signals whose action is reset to the default in the child: one this process ignores
    /// (or that its parent made it ignore) would otherwise stay ignored across exec. SIGPIPE
    /// is always reset, since both programs ignore it for themselves.
    public var defaultSignals: [Int32]
    /// Starts the child with no signal blocked: a blocked mask (the daemon blocks its signals
    /// for sd-event) is inherited across exec and would leave a program deaf to Ctrl-C.
    public var clearSignalMask: Bool
    /// Starts the child in a session of its own (`setsid`), so the end of this one does not
    /// take it down.
    public var newSession: Bool
    /// Looks a program name without a slash up in `PATH` (`posix_spawnp`); false runs the
    /// path given (`posix_spawn`).
    public var searchPath: Bool

    public init(
        environment: [String: String]? = nil, input: ChildStream = .inherited, output: ChildStream = .inherited,
        errorOutput: ChildStream = .inherited, defaultSignals: [Int32] = [], clearSignalMask: Bool = false,
        newSession: Bool = false, searchPath: Bool = true
    ) {
        self.environment = environment
        self.input = input
        self.output = output
        self.errorOutput = errorOutput
        self.defaultSignals = defaultSignals
        self.clearSignalMask = clearSignalMask
        self.newSession = newSession
        self.searchPath = searchPath
    }
}

/// Starting programs and waiting for them, without a shell: the arguments reach the program
/// as they are, so a form title full of quotes, `$(…)` or `;` is just an argument.
public enum ChildProcess {
    /// The spawn flag `POSIX_SPAWN_SETSID` (glibc ≥ 2.26; a GNU extension Swift does not import).
    private static let setSessionFlag: Int32 = 0x80

    /// Starts `arguments[0]` with `arguments` as its argv and returns its process id; the
    /// error is the one `posix_spawn` reports (`ENOENT` for a program that is not there).
    public static func spawn(_ arguments: [String], _ setup: ChildSetup = ChildSetup()) throws(Errno) -> Int32 {
        precondition(!arguments.isEmpty, "spawn needs a program")
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int32 = 0
        if setup.clearSignalMask {
            var empty = sigset_t()
            sigemptyset(&empty)
            posix_spawnattr_setsigmask(&attributes, &empty)
            flags |= Int32(POSIX_SPAWN_SETSIGMASK)
        }
        // SIGPIPE as well: this process ignores it to report EPIPE itself, and a child must
        // not inherit that (an editor or a pager expects to end on a closed pipe).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in setup.defaultSignals + [SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        flags |= Int32(POSIX_SPAWN_SETSIGDEF)
        if setup.newSession { flags |= setSessionFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target, mode) in [
            (setup.input, STDIN_FILENO, O_RDONLY), (setup.output, STDOUT_FILENO, O_WRONLY),
            (setup.errorOutput, STDERR_FILENO, O_WRONLY),
        ] {
            switch stream {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let variables = setup.environment.map { environment in
            environment.keys.sorted().map { strdup("\($0)=\(environment[$0]!)") } + [nil]
        }
        defer {
            argv.forEach { free($0) }
            variables?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result =
            if let variables {
                start(&pid, arguments[0], &actions, &attributes, argv, variables, searchPath: setup.searchPath)
            } else {
                start(&pid, arguments[0], &actions, &attributes, argv, environ, searchPath: setup.searchPath)
            }
        guard result == 0 else { throw Errno(result) }
        return pid
    }

    private static func start(
        _ pid: inout pid_t, _ program: String, _ actions: inout posix_spawn_file_actions_t,
        _ attributes: inout posix_spawnattr_t, _ argv: [UnsafeMutablePointer<CChar>?],
        _ environment: UnsafePointer<UnsafeMutablePointer<CChar>?>, searchPath: Bool
    ) -> Int32 {
        searchPath
            ? posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
            : posix_spawn(&pid, program, &actions, &attributes, argv, environment)
    }

    /// Waits for the child `pid` to end and reaps it, retrying after signals.
    public static func wait(_ pid: Int32) throws(Errno) -> ChildExit {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Errno.current }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
    }

    /// Runs a program and collects at most `limit` bytes of what it writes on standard output
    /// (the reply of a helper), then waits for it. A child that writes more than `limit` finds
    /// the pipe closed (and ends by SIGPIPE unless it ignores it) rather than blocking forever.
    public static func output(
        of arguments: [String], _ setup: ChildSetup, limit: Int
    ) throws(Errno) -> (bytes: [UInt8], exit: ChildExit) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Errno.current }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var withPipe = setup
        withPipe.output = .descriptor(ends[1])
        let pid: Int32
        do {
            pid = try spawn(arguments, withPipe)
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        var bytes: [UInt8] = []
        reading: while bytes.count < limit {
            switch DescriptorIO.read(ends[0], maximum: min(4096, limit - bytes.count)) {
            case .bytes(let chunk): bytes += chunk
            case .nothing: continue  // a signal interrupted the read
            case .endOfFile: break reading
            }
        }
        close(ends[0])
        return (bytes, try wait(pid))
    }
}
