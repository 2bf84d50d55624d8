import Foundation

/// Two real Syncthing instances on this machine sharing one folder, as a person's two machines
/// would: each with its own home and device id, listening and serving its REST API on
/// 127.0.0.1 only, each knowing the other's device id and address, nothing else reachable (see
/// `SyncthingConfiguration`). `init` returns once both are up and connected; `stop()` (called
/// by `withSyncthingPair` on every exit path, and by `deinit` as a safety net) stops both and
/// removes the directory, unless `FORMANZA_KEEP_TEST_SESSION` is set.
public final class SyncthingPair: @unchecked Sendable {
    public let a: SyncthingInstance
    public let b: SyncthingInstance
    /// The id both instances know the shared folder by.
    public let folderID = "formanza-sync"
    /// Holds both homes, and both folders unless the caller placed them elsewhere.
    public let directory: String
    private var stopped = false

    /// Starts the pair. `folderA`/`folderB` place each device's copy of the folder (made when
    /// missing); by default both sit in the pair's own directory.
    public init(folderA: String? = nil, folderB: String? = nil, timeout: Duration = .seconds(30)) throws {
        directory = try TemporaryDirectory.make(prefix: "syncthing")
        do {
            let folders = [folderA ?? directory + "/A-folder", folderB ?? directory + "/B-folder"]
            for path in [directory + "/A-home", directory + "/B-home"] + folders {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            // Syncthing refuses a folder without its marker (it takes a missing one for an unmounted disk).
            for folder in folders {
                try FileManager.default.createDirectory(
                    atPath: folder + "/.stfolder", withIntermediateDirectories: true)
            }
            a = try SyncthingInstance(name: "A", home: directory + "/A-home", folder: folders[0])
            b = try SyncthingInstance(name: "B", home: directory + "/B-home", folder: folders[1])
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        do {
            try startBoth(timeout: timeout)
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Picks ports, writes both configs and starts both; a start that fails because another
    /// process took a picked port in between is tried again with new ports.
    private func startBoth(timeout: Duration) throws {
        var attempt = 0
        while true {
            attempt += 1
            let ports = try LoopbackPorts.pick(4)
            try a.configure(peer: b, listenPort: ports[0], peerPort: ports[1], guiPort: ports[2], folderID: folderID)
            try b.configure(peer: a, listenPort: ports[1], peerPort: ports[0], guiPort: ports[3], folderID: folderID)
            do {
                try a.start()
                try b.start()
                try waitUntilConnected(timeout: timeout)
                return
            } catch  where attempt < 3 {
                a.stop()
                b.stop()
            }
        }
    }

    /// Both instances, for loops that act on each.
    public var instances: [SyncthingInstance] { [a, b] }

    /// Stops both instances (SIGTERM, then SIGKILL) and removes the directory. Idempotent.
    public func stop() {
        if stopped { return }
        stopped = true
        a.stop()
        b.stop()
        if ProcessInfo.processInfo.environment["FORMANZA_KEEP_TEST_SESSION"] == nil {
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    // MARK: connection

    /// Waits until each instance reports a live connection to the other.
    public func waitUntilConnected(timeout: Duration = .seconds(30)) throws {
        try Polling.waitUntil("A and B to connect (logs: \(a.logPath), \(b.logPath))", timeout: timeout) {
            try a.isConnected(to: b) && b.isConnected(to: a)
        }
    }

    /// Takes both devices offline from each other, as two machines without a network: each
    /// pauses the other, and this returns once neither reports a connection.
    public func pause(timeout: Duration = .seconds(10)) throws {
        try a.pause(b)
        try b.pause(a)
        try Polling.waitUntil("A and B to disconnect", timeout: timeout) {
            try !a.isConnected(to: b) && !b.isConnected(to: a)
        }
    }

    /// Brings both devices back online and waits until they are connected again.
    public func resume(timeout: Duration = .seconds(30)) throws {
        try a.resume(b)
        try b.resume(a)
        try waitUntilConnected(timeout: timeout)
    }

    /// Waits until both copies of the folder hold the same files: each instance rescans now (so
    /// a change written a moment ago is known), then both must be idle, need nothing, and see
    /// the other complete.
    public func waitUntilInSync(timeout: Duration = .seconds(30)) throws {
        try a.scan(folderID)
        try b.scan(folderID)
        try Polling.waitUntil("A and B to hold the same folder (logs: \(a.logPath), \(b.logPath))", timeout: timeout) {
            try a.isIdleWithNothingNeeded(folderID) && b.isIdleWithNothingNeeded(folderID)
                && a.completion(of: b, folderID: folderID) >= 100 && b.completion(of: a, folderID: folderID) >= 100
        }
    }
}

/// Runs `body` with a started `SyncthingPair` and stops both instances afterwards, also when
/// `body` throws or an expectation fails.
public func withSyncthingPair<T>(
    folderA: String? = nil, folderB: String? = nil, _ body: (SyncthingPair) throws -> T
) throws -> T {
    let pair = try SyncthingPair(folderA: folderA, folderB: folderB)
    defer { pair.stop() }
    return try body(pair)
}
