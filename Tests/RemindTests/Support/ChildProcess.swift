import Foundation
import Glibc

/// A failure of the test harness itself (a helper that could not start, a wait that ran out),
/// with a message that says what to look at.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How a child ended.
enum ExitStatus: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    var description: String {
        switch self {
        case .exited(let code): "exit \(code)"
        case .signaled(let signal): "signal \(signal)"
        }
    }
}

/// A process the harness started with `posix_spawn`: explicit argv and environment (never the
/// test process's own, so nothing reaches the user's session bus or display), output to files,
/// a reset signal mask, and stopped by PID in `stop()` or, as a safety net, in `deinit`.
///
/// posix_spawn rather than Foundation's `Process` because the harness must own reaping (it
/// waits on exactly its PIDs), must reset the signal mask (a test that blocked SIGTERM for an
/// sd-event signal source would otherwise hand an unkillable mask to dbus-daemon), and must not
/// pass the parent's environment by accident.
final class ChildProcess {
    let pid: pid_t
    let executable: String
    let arguments: [String]
    let stdoutPath: String
    let stderrPath: String
    private(set) var status: ExitStatus?

    /// The search path for executables named without a slash.
    static let systemPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

    init(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdout: String, stderr: String, stdin: String = "/dev/null"
    ) throws {
        let path = try Self.resolve(executable, searchPath: environment["PATH"] ?? Self.systemPath)
        self.executable = path
        self.arguments = arguments
        stdoutPath = stdout
        stderrPath = stderr

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        if result != 0 {
            throw HarnessError("posix_spawn \(path): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit {
        stop()
    }

    /// Finds `name` on `searchPath` unless it already contains a slash.
    static func resolve(_ name: String, searchPath: String) throws -> String {
        if name.contains("/") { return name }
        for directory in searchPath.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw HarnessError("\(name) not found on PATH \(searchPath); is its Debian package installed?")
    }

    /// Reaps the child if it has ended; true once it has.
    @discardableResult
    func poll() -> Bool {
        if status != nil { return true }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid {
            status = Self.decode(raw)
        } else if result < 0 && errno == ECHILD {
            status = .exited(-1)  // reaped elsewhere; nothing left to wait for
        }
        return status != nil
    }

    /// Waits up to `timeout` for the child to end; nil if it is still running.
    @discardableResult
    func wait(timeout: Duration) -> ExitStatus? {
        let deadline = ContinuousClock.now + timeout
        while !poll() {
            if ContinuousClock.now >= deadline { return nil }
            usleep(2_000)
        }
        return status
    }

    /// Sends `signal`, waits `grace` for the end, then SIGKILLs and reaps. Idempotent.
    func stop(signal: Int32 = SIGTERM, grace: Duration = .seconds(3)) {
        if poll() { return }
        kill(pid, signal)
        if wait(timeout: grace) == nil {
            kill(pid, SIGKILL)
            _ = wait(timeout: .seconds(5))
        }
    }

    var isRunning: Bool { !poll() }

    var stdoutText: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    var stderrText: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    private static func decode(_ raw: Int32) -> ExitStatus {
        let signal = raw & 0x7f
        return signal == 0 ? .exited((raw >> 8) & 0xff) : .signaled(signal)
    }
}

/// What a finished command printed and how it ended.
struct ProcessResult: CustomStringConvertible {
    let status: ExitStatus?
    let stdout: String
    let stderr: String
    /// True when the command was killed for running past its timeout.
    var timedOut: Bool { status == nil }
    var exitCode: Int32? {
        if case .exited(let code) = status { return code }
        return nil
    }
    var succeeded: Bool { exitCode == 0 }

    var description: String {
        "\(status.map(\.description) ?? "timed out"); stdout: \(stdout.debugDescription); stderr: \(stderr.debugDescription)"
    }
}

/// Runs a command to completion (or `timeout`) in a scratch directory and returns its output.
func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String],
    timeout: Duration = .seconds(10), scratch: String = NSTemporaryDirectory()
) throws -> ProcessResult {
    let base = "\(scratch)/run-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    defer {
        unlink(base + ".out")
        unlink(base + ".err")
    }
    let child = try ChildProcess(
        executable, arguments, environment: environment, stdout: base + ".out", stderr: base + ".err")
    let status = child.wait(timeout: timeout)
    if status == nil { child.stop(signal: SIGKILL, grace: .seconds(1)) }
    return ProcessResult(status: status, stdout: child.stdoutText, stderr: child.stderrText)
}
