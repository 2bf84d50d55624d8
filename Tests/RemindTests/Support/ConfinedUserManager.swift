import Foundation
import Glibc

/// A real systemd user manager (`systemd --user`) for one desktop session, confined so that it
/// manages nothing else on the machine.
///
/// A user manager takes the cgroup it starts in as its own and moves every process it finds
/// there into `init.scope`: started plainly on a machine whose processes share the root cgroup, it
/// would take all of them. So it starts in a cgroup made for it (`formanza-test-<random>` in the
/// named `systemd` hierarchy and the unified one), inside its own cgroup namespace with those two
/// hierarchies mounted afresh, where that cgroup is the root, and inside its own mount namespace
/// with a `/run/systemd/system` of its own (the manager refuses to start without one). It talks
/// to the session's bus (see `standInForTheBusUnits`) and uses the session's runtime folder. It
/// starts without DISPLAY, as a user manager starts before the graphical session: what it gives
/// its services is then only what `systemctl --user set-environment` (or `import-environment`)
/// adds, which `unset-environment` can take away again. `stop()` ends it (it stops its
/// units and scopes) and removes its cgroups.
///
/// Needs root and writable cgroup hierarchies; it throws, naming why, where that is not so.
final class ConfinedUserManager {
    let session: DesktopSession
    let cgroup: String
    private var process: ChildProcess?

    static let hierarchies = ["/sys/fs/cgroup/systemd", "/sys/fs/cgroup/unified"]

    init(session: DesktopSession) throws {
        self.session = session
        cgroup = "formanza-test-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
        let script = session.directory + "/user-manager.sh"
        try """
        #!/bin/sh
        set -e
        for hierarchy in \(Self.hierarchies.joined(separator: " ")); do
            mkdir "$hierarchy/\(cgroup)"
            echo $$ > "$hierarchy/\(cgroup)/cgroup.procs"
        done
        exec unshare --mount --cgroup --propagation private sh -ec '
            mount -t tmpfs tmpfs /sys/fs/cgroup
            mkdir /sys/fs/cgroup/systemd /sys/fs/cgroup/unified
            mount -t cgroup -o none,name=systemd cgroup /sys/fs/cgroup/systemd
            mount -t cgroup2 cgroup2 /sys/fs/cgroup/unified
            mkdir -p /run/systemd
            mount -t tmpfs tmpfs /run/systemd
            mkdir /run/systemd/system
            exec /lib/systemd/systemd --user --log-target=console'
        """.write(toFile: script, atomically: true, encoding: .utf8)
        try Self.standInForTheBusUnits(configHome: session.environment["XDG_CONFIG_HOME"]!)
        let child = try ChildProcess(
            "/bin/sh", [script], environment: session.environment.filter { $0.key != "DISPLAY" },
            stdout: session.directory + "/user-manager.out",
            stderr: session.directory + "/user-manager.err")
        process = child
        do {
            try session.waitUntil("systemd --user to own org.freedesktop.systemd1", timeout: .seconds(15)) {
                guard child.isRunning else {
                    throw HarnessError("systemd --user ended (\(child.status!)): \(child.stderrText)")
                }
                return try session.busctl(["status", "org.freedesktop.systemd1"]).succeeded
            }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// The manager joins the session bus only while its `dbus.socket` and `dbus.service` run, and
    /// would start a bus of its own at `$XDG_RUNTIME_DIR/bus` for them. The session has its bus
    /// already (DBUS_SESSION_BUS_ADDRESS, which the manager then joins), so these two units are
    /// replaced, in the session's own configuration folder, by a socket nobody uses and a
    /// service that only waits, both started with the manager.
    static func standInForTheBusUnits(configHome: String) throws {
        let folder = configHome + "/systemd/user"
        for wants in ["sockets.target.wants", "default.target.wants"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(wants)", withIntermediateDirectories: true)
        }
        try "[Socket]\nListenStream=%t/formanza-unused-bus\n".write(
            toFile: folder + "/dbus.socket", atomically: true, encoding: .utf8)
        try "[Service]\nExecStart=/bin/sleep infinity\n".write(
            toFile: folder + "/dbus.service", atomically: true, encoding: .utf8)
        try? FileManager.default.createSymbolicLink(
            atPath: folder + "/sockets.target.wants/dbus.socket", withDestinationPath: "../dbus.socket")
        try? FileManager.default.createSymbolicLink(
            atPath: folder + "/default.target.wants/dbus.service", withDestinationPath: "../dbus.service")
    }

    /// Runs `systemctl --user ARGS…` against this manager.
    func systemctl(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(
            "systemctl", ["--user"] + arguments, environment: session.environment, timeout: .seconds(15),
            scratch: session.directory)
    }

    /// Runs `systemd-run --user ARGS…` against this manager.
    func systemdRun(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(
            "systemd-run", ["--user"] + arguments, environment: session.environment, timeout: .seconds(15),
            scratch: session.directory)
    }

    /// The unit of a process as the manager's cgroup tree says (the last path component of its
    /// `name=systemd` cgroup), nil when it is gone.
    static func unit(of pid: pid_t) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/cgroup", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.contains(":name=systemd:") }
        return line.flatMap { $0.split(separator: "/").last.map(String.init) }
    }

    /// Ends the manager and removes its cgroups, deepest first, after killing what is left in
    /// them (only what was started under this manager: the cgroups are the test's own). Idempotent.
    func stop() {
        guard let child = process else { return }
        process = nil
        child.stop(grace: .seconds(10))
        for hierarchy in Self.hierarchies {
            let root = "\(hierarchy)/\(cgroup)"
            let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            let folders =
                [""]
                + found.filter { path in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder)
                        && isFolder.boolValue
                }
            for folder in folders.sorted(by: { $0.count > $1.count }) {
                let procs = (try? String(contentsOfFile: "\(root)/\(folder)/cgroup.procs", encoding: .utf8)) ?? ""
                for pid in procs.split(separator: "\n").compactMap({ pid_t($0) }) { kill(pid, SIGKILL) }
                for _ in 0..<100 where rmdir("\(root)/\(folder)") != 0 && errno == EBUSY { usleep(10_000) }
            }
        }
    }
}
