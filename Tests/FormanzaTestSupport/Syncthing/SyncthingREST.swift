import Foundation

/// Syncthing's REST API on the instance's loopback GUI port, called through `curl` (the way a
/// person scripts it), with the API key the harness set.
extension SyncthingInstance {
    /// Calls `method path` and returns the body; an error naming the call when the HTTP status
    /// is not 200 or Syncthing does not answer within five seconds.
    @discardableResult
    public func request(_ method: String, _ path: String, timeout: Duration = .seconds(5)) throws -> String {
        let curl = try ToolCommand.locate("curl", package: "curl")
        let seconds = String(timeout.components.seconds)
        let result = try ToolCommand.run(
            curl,
            [
                "--silent", "--show-error", "--max-time", seconds, "--request", method, "--header",
                "X-API-Key: \(apiKey)",
                "--write-out", "\n%{http_code}", "http://127.0.0.1:\(guiPort)\(path)",
            ], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], scratch: home, timeout: timeout + .seconds(5))
        guard result.succeeded, let newline = result.stdout.lastIndex(of: "\n") else {
            throw TestSupportError("Syncthing \(name): \(method) \(path) failed: \(result)")
        }
        let status = result.stdout[result.stdout.index(after: newline)...]
        let body = String(result.stdout[..<newline])
        guard status == "200" else {
            throw TestSupportError("Syncthing \(name): \(method) \(path) → HTTP \(status): \(body)")
        }
        return body
    }

    /// `GET path` decoded as a JSON object.
    public func object(_ path: String) throws -> [String: Any] {
        let body = try request("GET", path)
        guard let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else {
            throw TestSupportError("Syncthing \(name): GET \(path) gave no JSON object: \(body)")
        }
        return object
    }

    /// True once the REST API answers `/rest/system/ping` with pong.
    public func ping() -> Bool {
        guard let body = try? request("GET", "/rest/system/ping", timeout: .seconds(2)) else { return false }
        return body.contains("\"pong\"")
    }

    /// Whether this instance has a live connection to `peer` now.
    public func isConnected(to peer: SyncthingInstance) throws -> Bool {
        let connections = try object("/rest/system/connections")["connections"] as? [String: Any]
        let entry = connections?[peer.deviceID] as? [String: Any]
        return entry?["connected"] as? Bool ?? false
    }

    /// Stops exchanging with `peer` (the device is marked paused in this instance's config).
    public func pause(_ peer: SyncthingInstance) throws {
        try request("POST", "/rest/system/pause?device=\(peer.deviceID)")
    }

    /// Exchanges with `peer` again; it is dialled within a second or so.
    public func resume(_ peer: SyncthingInstance) throws {
        try request("POST", "/rest/system/resume?device=\(peer.deviceID)")
    }

    /// Rescans `folderID` now; returns when the scan is done (the call waits for it).
    public func scan(_ folderID: String) throws {
        try request("POST", "/rest/db/scan?folder=\(folderID)", timeout: .seconds(20))
    }

    /// `/rest/db/status` of `folderID`: this device's state, what it has and what it needs.
    public func folderStatus(_ folderID: String) throws -> [String: Any] {
        try object("/rest/db/status?folder=\(folderID)")
    }

    /// How complete `peer`'s copy of `folderID` is, in percent, as far as this instance knows.
    public func completion(of peer: SyncthingInstance, folderID: String) throws -> Double {
        let object = try object("/rest/db/completion?folder=\(folderID)&device=\(peer.deviceID)")
        return (object["completion"] as? NSNumber)?.doubleValue ?? 0
    }

    /// Whether this instance has the whole folder as it knows it: idle, nothing needed.
    public func isIdleWithNothingNeeded(_ folderID: String) throws -> Bool {
        let status = try folderStatus(folderID)
        return status["state"] as? String == "idle" && (status["needTotalItems"] as? NSNumber)?.intValue == 0
    }
}
