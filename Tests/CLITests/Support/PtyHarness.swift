import Glibc
import Testing

@testable import FormanzaCLI
@testable import FormanzaSystem

/// A pseudo-terminal pair for tests: the test holds the master side (what a terminal emulator
/// would), a child process gets the slave side as its stdin, stdout and stderr.
///
/// The only test file that uses C pointers, kept apart like `FormanzaSystem` is in the sources.
final class PtyPair {
    let master: Int32
    let slave: Int32
    private(set) var output: [UInt8] = []

    init() throws {
        master = Self.posixOpenpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0, "posix_openpt: errno \(errno)")
        try #require(Self.grantpt(master) == 0 && Self.unlockpt(master) == 0, "grantpt/unlockpt: errno \(errno)")
        var buffer = [CChar](repeating: 0, count: 256)
        try #require(Self.ptsnameR(master, &buffer, buffer.count) == 0, "ptsname_r: errno \(errno)")
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(name, O_RDWR | O_NOCTTY)
        try #require(slave >= 0, "open \(name): errno \(errno)")
        TerminalWindow.setSize(columns: 80, rows: 24, of: master)
    }

    deinit {
        close(master)
        close(slave)
    }

    // Glibc declares these only with _XOPEN_SOURCE, which Swift's Glibc module does not set, so
    // they are looked up at run time.
    private typealias DescriptorCall = @convention(c) (Int32) -> Int32
    private static let posixOpenpt = symbol("posix_openpt", as: DescriptorCall.self)
    private static let grantpt = symbol("grantpt", as: DescriptorCall.self)
    private static let unlockpt = symbol("unlockpt", as: DescriptorCall.self)
    private static let ptsnameR = symbol(
        "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            fatalError("\(name) not found in the C library")
        }
        return unsafeBitCast(address, to: type)
    }

    /// The slave side's current settings, as the program on it sees them.
    func settings() throws -> TerminalSettings {
        try TerminalSettings.of(slave)
    }

    /// Types `text` as a person at the terminal would.
    func type(_ text: String) {
        DescriptorIO.write(Array(text.utf8), to: master)
    }

    /// Reads what the program wrote until `marker` appears or `seconds` pass; true if it did.
    @discardableResult
    func readUntil(_ marker: String, seconds: Double) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while ContinuousClock.now < deadline {
            if text.contains(marker) { return true }
            readAvailable(milliseconds: 20)
        }
        return text.contains(marker)
    }

    /// Reads whatever is there within `milliseconds`.
    func readAvailable(milliseconds: Int) {
        guard !DescriptorIO.waitForInput([master], timeoutMilliseconds: milliseconds).isEmpty else { return }
        if case .bytes(let bytes) = DescriptorIO.read(master, maximum: 65536) { output += bytes }
    }

    var text: String { String(decoding: output, as: UTF8.self) }
}

/// How a child process ended.
enum PtyChildEnd: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    var description: String {
        switch self {
        case .exited(let code): return "exit \(code)"
        case .signaled(let signal): return "signal \(signal)"
        }
    }
}

/// A child started with `posix_spawn`, its standard descriptors on a terminal, its signals at
/// their defaults (a test runner started with SIGHUP or SIGINT ignored must not pass that on,
/// or the child could not be killed by them), in a process group of its own.
struct PtyChild {
    let pid: pid_t

    static func spawn(
        _ path: String, arguments: [String], environment: [String: String],
        terminal: Int32
    ) throws -> PtyChild {
        try spawn(path, arguments: arguments, environment: environment, descriptors: [terminal, terminal, terminal])
    }

    /// The same with standard input, output and error on `descriptors` (pipes, say).
    static func spawn(
        _ path: String, arguments: [String], environment: [String: String],
        descriptors: [Int32]
    ) throws -> PtyChild {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (source, target) in zip(descriptors, [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]) {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        // A process group of its own whose parent (this runner) is outside it: not orphaned, so
        // the kernel lets a SIGTSTP stop it.
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil])
        try #require(result == 0, "posix_spawn \(path): \(result)")
        return PtyChild(pid: pid)
    }

    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Whether the child has stopped (SIGTSTP), waiting up to `seconds`.
    func waitUntilStopped(seconds: Double) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WUNTRACED | WNOHANG) == pid, status & 0xFF == 0x7F { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits for the child to end, reading the terminal meanwhile so it never blocks on a full
    /// buffer; kills it and returns nil after `seconds`.
    func wait(seconds: Double, reading terminal: PtyPair) -> PtyChildEnd? {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                terminal.readAvailable(milliseconds: 0)
                let signal = status & 0x7F
                return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
            terminal.readAvailable(milliseconds: 10)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }

    /// This test binary, to run one of its own tests as the child.
    static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }
}
