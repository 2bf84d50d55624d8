import Foundation
import Glibc

/// One real Syncthing process of a `SyncthingPair`, with its own home (keys, config, database),
/// its share of the folder, and its REST API on 127.0.0.1 with an API key the harness set.
///
/// It runs as a single process we own: Syncthing normally starts a monitor that re-executes it
/// as a child, and a test that SIGKILLs the monitor would leave that child running. The
/// environment variable the monitor gives its child (`STMONITORED`) makes the program we start
/// be that inner process itself.
public final class SyncthingInstance: @unchecked Sendable {
    /// "A" or "B": names the device in Syncthing and in failure messages.
    public let name: String
    /// Syncthing's home: keys, config.xml, index database and `syncthing.log`.
    public let home: String
    /// This device's copy of the shared folder.
    public let folder: String
    public let deviceID: String
    public let apiKey: String
    let executable: String
    private(set) var guiPort: UInt16 = 0
    private(set) var listenPort: UInt16 = 0
    private var process: Process?

    /// Makes the home with `syncthing generate` (a fresh key pair, hence a new device id).
    init(name: String, home: String, folder: String) throws {
        self.name = name
        self.home = home
        self.folder = folder
        executable = try ToolCommand.locate("syncthing", package: "syncthing")
        apiKey = "formanza-test-" + UUID().uuidString
        let generated = try ToolCommand.run(
            executable, ["generate", "--home", home, "--no-default-folder", "--skip-port-probing"],
            environment: Self.environment(home: home), scratch: home)
        guard generated.succeeded else { throw TestSupportError("syncthing generate for \(name) failed: \(generated)") }
        let shown = try ToolCommand.run(
            executable, ["serve", "--home", home, "--device-id"], environment: Self.environment(home: home),
            scratch: home)
        deviceID = shown.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard shown.succeeded, deviceID.count == 63 else {
            throw TestSupportError("syncthing --device-id for \(name) printed no device id: \(shown)")
        }
    }

    deinit { stop() }

    /// A plain environment built from scratch: the test process's HOME, proxies and Syncthing
    /// variables never reach the instance.
    static func environment(home: String) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "STMONITORED": "yes", "STNORESTART": "1",
            "STNOUPGRADE": "1", "STNODEFAULTFOLDER": "1",
        ]
    }

    /// The config format version `syncthing generate` wrote into the home.
    func generatedConfigVersion() throws -> String {
        let text = try String(contentsOfFile: home + "/config.xml", encoding: .utf8)
        guard let start = text.range(of: "<configuration version=\"") else {
            throw TestSupportError("no configuration version in \(home)/config.xml")
        }
        return String(text[start.upperBound...].prefix { $0.isNumber })
    }

    /// Writes this instance's config.xml: it shares `folderID` with `peer`, listens on
    /// `listenPort` and serves its REST API on `guiPort`.
    func configure(
        peer: SyncthingInstance, listenPort: UInt16, peerPort: UInt16, guiPort: UInt16, folderID: String
    ) throws {
        self.listenPort = listenPort
        self.guiPort = guiPort
        let configuration = SyncthingConfiguration(
            version: try generatedConfigVersion(), ownID: deviceID, ownName: name, peerID: peer.deviceID,
            peerName: peer.name, peerPort: peerPort, listenPort: listenPort, guiPort: guiPort, apiKey: apiKey,
            folderID: folderID, folderPath: folder)
        try configuration.xml.write(toFile: home + "/config.xml", atomically: true, encoding: .utf8)
    }

    // MARK: the process

    public var logPath: String { home + "/syncthing.log" }
    /// What Syncthing logged so far (for failure messages).
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
    public var processID: Int32? { process?.processIdentifier }
    public var isRunning: Bool { process?.isRunning ?? false }

    /// Starts `syncthing serve` and waits (at most `timeout`) until its REST API answers a ping.
    func start(timeout: Duration = .seconds(20)) throws {
        precondition(process == nil, "\(name) is already started")
        guard FileManager.default.createFile(atPath: logPath, contents: nil) else {
            throw TestSupportError("cannot create \(logPath)")
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["serve", "--home", home, "--no-browser", "--no-restart", "--no-upgrade", "--logflags=3"]
        child.environment = Self.environment(home: home)
        child.standardInput = FileHandle.nullDevice
        child.standardOutput = output
        child.standardError = output
        try child.run()
        try? output.close()
        process = child
        try Polling.waitUntil("Syncthing \(name) to answer on 127.0.0.1:\(guiPort) (log: \(logPath))", timeout: timeout)
        {
            guard child.isRunning else { throw TestSupportError("Syncthing \(name) ended at start:\n\(log)") }
            return ping()
        }
    }

    /// Stops the process: SIGTERM, up to `grace` to exit, then SIGKILL; waits until it is reaped.
    /// Idempotent.
    public func stop(grace: Duration = .seconds(5)) {
        guard let child = process else { return }
        if child.isRunning {
            kill(child.processIdentifier, SIGTERM)
            let deadline = ContinuousClock.now + grace
            while child.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
            if child.isRunning { kill(child.processIdentifier, SIGKILL) }
        }
        child.waitUntilExit()
        process = nil
    }
}
