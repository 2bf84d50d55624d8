import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// What one run of `formanza` printed and how it ended.
struct CheckinRun: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// `formanza summary --json` as scripts read it (formanza(1), JSON OUTPUT).
struct SummaryReport: Decodable {
    struct Row: Decodable {
        let screen: String
        let title: String
        let answered: Bool
        let value: StoredText?
        let display: String?
    }

    /// A typed JSON value written back the way `answer` takes it: 72.5, yes/no, a,b.
    struct StoredText: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                text = flag ? "yes" : "no"
            } else if let whole = try? container.decode(Int.self) {
                text = String(whole)
            } else if let number = try? container.decode(Double.self) {
                text = String(number)
            } else if let list = try? container.decode([String].self) {
                text = list.joined(separator: ",")
            } else if let named = try? container.decode([String: String].self) {
                text = named.keys.sorted().map { "\($0)=\(named[$0]!)" }.joined(separator: ",")
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    struct Calculated: Decodable {
        let title: String
        let display: String?
    }

    let form: String
    let formId: String
    let date: String
    let state: String
    let missing: Int
    let answers: [Row]
    let calculated: [Calculated]

    func row(_ screen: String) -> Row? { answers.first { $0.screen == screen } }
    func value(_ screen: String) -> String? { row(screen)?.value?.text }
}

/// A private store for running the built `formanza` the way a person or a script does: its
/// own `XDG_*` and `HOME`, `TZ=UTC0` and a clock frozen at Wednesday 2 December 2026, 10:00
/// (`FORMANZA_NOW`), so every test starts from the starter form on the same day.
final class CheckinSandbox: @unchecked Sendable {
    let base: String
    var environment: [String: String]

    /// The built `formanza`, found as the forms tests find it.
    static var binary: String { FormsSandbox.binary }

    init(language: String = "C.UTF-8", now: String = "2026-12-02T10:00:00Z") throws {
        base = try TemporaryDirectory.make(prefix: "checkin")
        for dir in ["data", "run", "config"] {
            try FileManager.default.createDirectory(atPath: base + "/" + dir, withIntermediateDirectories: true)
        }
        environment = SandboxEnvironment.make(base: base, language: language, now: now)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }

    /// Runs `formanza ARGUMENTS` with `input` on a pipe (never a terminal: the line mode).
    @discardableResult
    func run(_ arguments: [String], input: String = "", env: [String: String] = [:]) throws -> CheckinRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.environment = environment.merging(env) { $1 }
        let outPath = base + "/stdout-\(UUID().uuidString)"
        let errPath = base + "/stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        ChildInput.send(Data(input.utf8), to: stdin)
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        return CheckinRun(
            status: process.terminationStatus,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    @discardableResult
    func run(_ arguments: String..., input: String = "", env: [String: String] = [:]) throws -> CheckinRun {
        try run(arguments, input: input, env: env)
    }

    /// The store's view of a day, through `formanza summary --json`.
    func summary(form: String? = nil, date: String? = nil) throws -> SummaryReport {
        var arguments = ["summary", "--json"]
        if let form { arguments += ["--form", form] }
        if let date { arguments += ["--date", date] }
        let result = try run(arguments)
        try #require(result.status == 0, "\(result)")
        return try JSONDecoder().decode(SummaryReport.self, from: Data(result.stdout.utf8))
    }

    /// Creates the store (with its starter form) the way a first run does.
    func createStore() throws {
        let result = try run("forms")
        try #require(result.status == 0, "\(result)")
    }

    /// Adds a form to the store, as `formanza form import` would leave it.
    func writeForm(_ json: String, id: String) throws {
        try StoreReading.writeForm(root: base + "/data/formanza", id: id, json: json)
    }

    /// The open-check-in markers left in the runtime directory.
    var checkinMarkers: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: base + "/run/formanza/checkins")) ?? []
    }
}

/// `formanza` running in a tmux pane of 80×24, read the way a person reads the screen
/// (`capture-pane`). The pane's script records `stty -a` before and after the program and its
/// exit status, then stays open so the last screen can still be read.
final class TmuxPane: @unchecked Sendable {
    let sandbox: CheckinSandbox
    let socket: String

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    /// `program` replaces `formanza ARGUMENTS` (a shell, for the completion tests).
    init(
        _ sandbox: CheckinSandbox, arguments: [String] = [], program: [String]? = nil, env: [String: String] = [:],
        columns: Int = 80, rows: Int = 24
    ) throws {
        self.sandbox = sandbox
        socket = sandbox.base + "/tmux.sock"
        let base = sandbox.base
        var script = ["#!/bin/sh"]
        for (key, value) in sandbox.environment.merging(env, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            script.append("export \(key)=\(Self.quote(value))")
        }
        script.append("stty -a > \(Self.quote(base + "/stty-before"))")
        script.append((program ?? [CheckinSandbox.binary] + arguments).map(Self.quote).joined(separator: " "))
        script.append("status=$?")
        script.append("stty -a > \(Self.quote(base + "/stty-after"))")
        script.append("echo \"EXIT=$status\"")
        script.append("echo $status > \(Self.quote(base + "/exit-status"))")
        script.append("exec sleep 120")
        let path = base + "/pane.sh"
        try script.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        // The server forks from this first client and keeps its descriptors: it must not get a
        // pipe we read to the end, or the read would last as long as the server.
        try tmux(
            ["-f", "/dev/null", "new-session", "-d", "-s", "checkin", "-x", "\(columns)", "-y", "\(rows)", path],
            capture: false)
    }

    deinit {
        _ = try? tmux(["kill-server"], capture: false)
    }

    /// Runs one tmux client and returns what it printed. Spawned directly (not with
    /// Foundation's `Process`) with every descriptor above stderr closed: the first client
    /// forks the server, and a server holding one of this process's pipes would keep a reader
    /// — `Process` waiting for its child, or `swift test` reading our output — waiting for as
    /// long as it runs.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = true, errors: Bool = false) throws -> String {
        let output = capture ? sandbox.base + "/tmux-out-\(UUID().uuidString)" : "/dev/null"
        defer { if capture { unlink(output) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if errors {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        _ = Self.closeFrom(&actions, 3)
        let environment = ["PATH=/usr/bin:/bin", "HOME=\(sandbox.base)", "TMUX_TMPDIR=\(sandbox.base)", "LANG=C.UTF-8"]
        let argv = (["/usr/bin/tmux", "-S", socket] + arguments).map { strdup($0) }
        let envp = environment.map { strdup($0) }
        defer { (argv + envp).forEach { free($0) } }
        // Signals as a fresh process has them: the runner's threads block or ignore some, and
        // a server (and its panes) inheriting that would not die on kill-server or SIGHUP.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        var noMask = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&noMask)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGWINCH, SIGTSTP, SIGCONT] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv + [nil], envp + [nil])
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return capture ? ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "") : ""
    }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "checkin", "-l", text]) }

    /// Presses named keys: `Enter`, `Escape`, `C-s`, `Down`…
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "checkin"] + keys) }

    /// What the pane shows; with `escapes`, with its SGR styles.
    func screen(escapes: Bool = false) -> String {
        (try? tmux(["capture-pane", "-p", "-t", "checkin"] + (escapes ? ["-e"] : []))) ?? ""
    }

    /// Waits until the screen shows `text`; records an issue with the screen if it never does.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if screen().contains(text) { return true }
            usleep(20_000)
        }
        let shown = screen()
        if shown.contains(text) { return true }
        let sessions = (try? tmux(["list-sessions"], errors: true)) ?? "?"
        let ended = (try? String(contentsOfFile: sandbox.base + "/exit-status", encoding: .utf8)) ?? "running"
        Issue.record(
            "the screen never showed \"\(text)\":\n\(shown)\n[tmux: \(sessions); program: \(ended)]",
            sourceLocation: sourceLocation)
        return false
    }

    /// The program's exit status once it has ended, nil if it is still running after `seconds`.
    func exitStatus(seconds: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: sandbox.base + "/exit-status", encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return status
            }
            usleep(20_000)
        }
        return nil
    }

    /// `stty -a` as the pane's shell saw it before and after the program.
    var sttyBefore: String { (try? String(contentsOfFile: sandbox.base + "/stty-before", encoding: .utf8)) ?? "" }
    var sttyAfter: String { (try? String(contentsOfFile: sandbox.base + "/stty-after", encoding: .utf8)) ?? "" }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift's Glibc module
    /// does not declare, looked up at run time.
    private static let closeFrom: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32 = {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else {
            fatalError("posix_spawn_file_actions_addclosefrom_np is missing from the C library")
        }
        return unsafeBitCast(
            address, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
    }()

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
