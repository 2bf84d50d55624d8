import FormanzaTestSupport
import Foundation
import Glibc

/// A private desktop for integration tests: its own `dbus-daemon`, a headless X server (`Xvfb`)
/// and a real notification server (`dunst`), all in a temporary directory, none of them the
/// user's. Everything it starts is stopped by PID in `stop()`, which `withDesktopSession` calls on
/// every exit path and `deinit` calls as a safety net.
///
/// Deviations from the plain recipe in DESIGN.md, and why:
/// - `dbus-daemon --config-file=DIR/bus.conf --nofork` instead of `--session --fork`: the stock
///   session config lists the system's service directories, and dunst ships a D-Bus activation
///   file for `org.freedesktop.Notifications`, so any call while our dunst is stopped would make
///   the bus spawn a second, untracked dunst (which crashes without `$DISPLAY`). Our config is the
///   session policy without service directories. `--nofork` keeps the daemon our child, so it is
///   reaped: PID 1 on this machine does not reap orphans, a forked daemon stays a zombie.
/// - `Xvfb -displayfd 1` picks a free display itself (it scans `/tmp/.X11-unix` and takes the
///   lock atomically), so parallel sessions never race for a number.
///
/// Children get an explicit environment (`environment`) built from scratch: the test process's
/// `DBUS_SESSION_BUS_ADDRESS`, `DISPLAY` and `HOME` never leak into them.
final class DesktopSession {
    let directory: String
    private(set) var busAddress = ""
    private(set) var display = ""
    private var bus: ChildProcess?
    private var xServer: ChildProcess?
    private(set) var notificationServer: ChildProcess?
    /// Further processes (monitors) that must die with the session.
    private var helpers: [ChildProcess] = []
    private var serverStarts = 0
    private var stopped = false

    static let notificationsName = "org.freedesktop.Notifications"

    /// A directory of D-Bus service files the bus may activate (only ours: see above).
    let serviceDirectory: String?

    init(startNotificationServer: Bool = true, serviceDirectory: String? = nil) throws {
        self.serviceDirectory = serviceDirectory
        directory = try TemporaryDirectory.make(prefix: "desktop")
        do {
            for sub in ["home", "runtime", "config", "data", "shown", "menu"] {
                try FileManager.default.createDirectory(
                    atPath: "\(directory)/\(sub)", withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            }
            try writeConfiguration()
            try startBus()
            try startXServer()
            if startNotificationServer { try self.startNotificationServer() }
        } catch {
            stop()
            throw error
        }
    }

    deinit {
        stop()
    }

    /// The environment for every child: a fixed PATH, per-session HOME and XDG directories, the
    /// private bus and display, a UTF-8 C locale.
    var environment: [String: String] {
        [
            "PATH": ChildProcess.systemPath,
            "HOME": "\(directory)/home",
            "LANG": "C.UTF-8",
            "XDG_RUNTIME_DIR": "\(directory)/runtime",
            "XDG_CONFIG_HOME": "\(directory)/config",
            "XDG_DATA_HOME": "\(directory)/data",
            "DISPLAY": display,
            "DBUS_SESSION_BUS_ADDRESS": busAddress,
        ].filter { !$0.value.isEmpty }
    }

    /// Stops every process of the session (helpers, dunst, Xvfb, the bus) and removes the
    /// directory unless `FORMANZA_KEEP_TEST_SESSION` is set. Idempotent.
    func stop() {
        if stopped { return }
        stopped = true
        for helper in helpers { helper.stop() }
        helpers = []
        notificationServer?.stop()
        xServer?.stop()
        bus?.stop()
        if ProcessInfo.processInfo.environment["FORMANZA_KEEP_TEST_SESSION"] == nil {
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    /// Keeps `child` alive no longer than the session.
    func adopt(_ child: ChildProcess) {
        helpers.append(child)
    }

    // MARK: start-up

    private func writeConfiguration() throws {
        let busConfig = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <keep_umask/>
              <listen>unix:path=\(directory)/bus</listen>
              <auth>EXTERNAL</auth>
            \(serviceDirectory.map { "  <servicedir>\($0)</servicedir>" } ?? "")
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        try busConfig.write(toFile: "\(directory)/bus.conf", atomically: true, encoding: .utf8)
        // timeout = 0 for every urgency keeps notifications on screen until the test acts.
        // markup = full as in Debian's stock dunstrc: without it dunst 1.9 does not advertise
        // body-markup, and the daemon's escaping path would go untested.
        let dunstConfig = """
            [global]
                markup = full
                dmenu = \(directory)/dmenu.sh
                browser = /bin/true
                always_run_script = true
                startup_notification = false
                notification_limit = 0
                history_length = 100
                show_indicators = false
            [urgency_low]
                timeout = 0
            [urgency_normal]
                timeout = 0
            [urgency_critical]
                timeout = 0
            [formanza_harness_record]
                script = \(directory)/record.sh
            """
        try dunstConfig.write(toFile: "\(directory)/dunstrc", atomically: true, encoding: .utf8)
        // Runs for every notification dunst shows: its DUNST_* view of it, NUL-separated.
        let record = """
            #!/bin/sh
            f="\(directory)/shown/$(date +%s%N)-$$"
            env -0 | grep -z '^DUNST_' > "$f.tmp" && mv "$f.tmp" "$f.rec"
            """
        // Stands in for dmenu in dunst's context menu: records the offered actions, and picks the
        // line containing the text in menu-choice if a test asked for one.
        let dmenu = """
            #!/bin/sh
            f="\(directory)/menu/$(date +%s%N)-$$"
            cat > "$f.tmp"
            choice=""
            if [ -f "\(directory)/menu-choice" ]; then
                choice=$(grep -F -- "$(cat "\(directory)/menu-choice")" "$f.tmp" | head -n 1)
                rm -f "\(directory)/menu-choice"
            fi
            mv "$f.tmp" "$f.menu"
            printf '%s\\n' "$choice"
            """
        for (name, text) in [("record.sh", record), ("dmenu.sh", dmenu)] {
            try text.write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
            chmod("\(directory)/\(name)", 0o755)
        }
    }

    private func startBus() throws {
        let child = try ChildProcess(
            "dbus-daemon",
            [
                "--config-file=\(directory)/bus.conf", "--nofork", "--nopidfile",
                "--address=unix:path=\(directory)/bus", "--print-address=1", "--print-pid=1",
            ], environment: environment, stdout: "\(directory)/dbus.out", stderr: "\(directory)/dbus.err")
        bus = child
        try waitUntil("dbus-daemon to print its address (\(directory)/dbus.err)", timeout: .seconds(10)) {
            if !child.isRunning { throw HarnessError("dbus-daemon ended (\(child.status!)): \(child.stderrText)") }
            let lines = child.stdoutText.split(separator: "\n")
            guard lines.count >= 2 else { return false }
            busAddress = String(lines[0])
            return true
        }
    }

    private func startXServer() throws {
        let child = try ChildProcess(
            "Xvfb", ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"],
            environment: environment, stdout: "\(directory)/xvfb.out", stderr: "\(directory)/xvfb.err")
        xServer = child
        try waitUntil("Xvfb to report its display (\(directory)/xvfb.err)", timeout: .seconds(10)) {
            if !child.isRunning { throw HarnessError("Xvfb ended (\(child.status!)): \(child.stderrText)") }
            let text = child.stdoutText
            guard text.hasSuffix("\n"), let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                return false
            }
            display = ":\(number)"
            return true
        }
    }

    // MARK: the notification server

    /// Starts dunst and waits (at most 10 s) until `org.freedesktop.Notifications` has an owner.
    func startNotificationServer() throws {
        precondition(notificationServer?.isRunning != true, "dunst is already running")
        serverStarts += 1
        let log = "\(directory)/dunst.\(serverStarts).log"
        let child = try ChildProcess(
            "dunst", ["-config", "\(directory)/dunstrc"], environment: environment, stdout: log, stderr: log + ".err")
        notificationServer = child
        try waitUntil("dunst to own \(Self.notificationsName) (log: \(log).err)", timeout: .seconds(10)) {
            if !child.isRunning { throw HarnessError("dunst ended (\(child.status!)): \(child.stderrText)") }
            return try notificationServerIsUp()
        }
    }

    /// Stops dunst alone (SIGTERM, by PID) and waits until its name is released.
    func stopNotificationServer() throws {
        guard let child = notificationServer else { return }
        child.stop()
        notificationServer = nil
        try waitUntil("\(Self.notificationsName) to lose its owner", timeout: .seconds(5)) {
            try !notificationServerIsUp()
        }
    }

    func restartNotificationServer() throws {
        try stopNotificationServer()
        try startNotificationServer()
    }

    /// Asks the bus driver whether anyone owns `org.freedesktop.Notifications` now.
    func notificationServerIsUp() throws -> Bool {
        let result = try busctl([
            "call", "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "NameHasOwner", "s", Self.notificationsName,
        ])
        guard result.succeeded else { throw HarnessError("busctl NameHasOwner failed: \(result)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "b true"
    }

    /// The PIDs of every process the session started and has not stopped yet.
    var processIDs: [pid_t] {
        ([bus, xServer, notificationServer].compactMap { $0 } + helpers).filter(\.isRunning).map(\.pid)
    }

    /// Stops the message bus itself (every connection on it is cut), for disconnect tests.
    func stopBus() {
        bus?.stop()
    }

    // MARK: tools

    /// Starts `busctl --address=<private bus> ARGS…` in the background (for calls into an object
    /// the test's own event loop serves: pump the loop until it ends). Stopped with the session.
    func spawnBusctl(_ arguments: [String]) throws -> ChildProcess {
        let base = "\(directory)/busctl-\(UInt32.random(in: 0...UInt32.max))"
        let child = try ChildProcess(
            "busctl", ["--address=\(busAddress)"] + arguments, environment: environment,
            stdout: base + ".out", stderr: base + ".err")
        adopt(child)
        return child
    }

    /// Runs `busctl --address=<private bus> ARGS…`.
    func busctl(_ arguments: [String], timeout: Duration = .seconds(10)) throws -> ProcessResult {
        try runProcess(
            "busctl", ["--address=\(busAddress)"] + arguments, environment: environment,
            timeout: timeout, scratch: directory)
    }

    /// Runs `dunstctl ARGS…` against this session's dunst (it talks to DBUS_SESSION_BUS_ADDRESS).
    func dunstctl(_ arguments: [String], timeout: Duration = .seconds(10)) throws -> ProcessResult {
        let result = try runProcess(
            "dunstctl", arguments, environment: environment, timeout: timeout, scratch: directory)
        guard result.succeeded else { throw HarnessError("dunstctl \(arguments.joined(separator: " ")): \(result)") }
        return result
    }

    /// Polls `condition` every 10 ms until it holds; fails after `timeout`, naming what it waited for.
    func waitUntil(_ what: String, timeout: Duration = .seconds(5), _ condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + timeout
        while try !condition() {
            if ContinuousClock.now >= deadline { throw HarnessError("timed out after \(timeout) waiting for \(what)") }
            usleep(10_000)
        }
    }
}

/// Runs `body` with a fresh desktop session and stops every process of it afterwards, also when
/// `body` throws or an expectation fails.
func withDesktopSession<T>(
    notificationServer: Bool = true, serviceDirectory: String? = nil,
    _ body: (DesktopSession) throws -> T
) throws -> T {
    let session = try DesktopSession(startNotificationServer: notificationServer, serviceDirectory: serviceDirectory)
    defer { session.stop() }
    return try body(session)
}
