import Foundation

@testable import FormanzaRemind
@testable import FormanzaSystemd

/// One message seen on the private bus by `busctl monitor --json=short`.
struct CapturedMessage {
    let type: String
    let sender: String?
    let destination: String?
    let path: String?
    let interface: String?
    let member: String?
    let signature: String
    /// The arguments as JSON values (strings, numbers, arrays, `{"type","data"}` for variants).
    let data: [Any]
}

/// A `Notify` call exactly as it went over the wire.
///
/// Proves what the client sent, including what dunst does not show or report back: the
/// `replaces_id`, the icon, the hint types (urgency must be a byte), the actions array and the
/// expire timeout.
struct CapturedNotify {
    let sender: String?
    let appName: String
    let replacesID: UInt32
    let appIcon: String
    let summary: String
    let body: String
    let actions: [String]
    let hints: [String: BusValue]
    let expireTimeout: Int32
}

/// Records every message on a session's bus with `busctl monitor` (the bus allows monitoring in
/// the harness's configuration). `sync()` emits a marker signal and waits to see it, so everything
/// sent before the call is in `messages()` afterwards.
final class BusCapture {
    private let session: DesktopSession
    private let child: ChildProcess
    private var markers = 0

    init(session: DesktopSession) throws {
        self.session = session
        let out = "\(session.directory)/monitor-\(UInt32.random(in: 0...UInt32.max))"
        child = try ChildProcess(
            "busctl", ["--address=\(session.busAddress)", "monitor", "--json=short"],
            environment: session.environment, stdout: out + ".json", stderr: out + ".err")
        session.adopt(child)
        try sync()
    }

    func stop() {
        child.stop()
    }

    /// Emits a marker signal and waits until the monitor has written it out.
    func sync(timeout: Duration = .seconds(5)) throws {
        markers += 1
        let token = "marker-\(markers)-\(getpid())"
        try session.waitUntil("busctl monitor to see \(token)", timeout: timeout) {
            if !child.isRunning { throw HarnessError("busctl monitor ended: \(child.stderrText)") }
            _ = try session.busctl(["emit", "/com/formanza/Harness", "com.formanza.Harness", "Marker", "s", token])
            return child.stdoutText.contains(token)
        }
    }

    func messages() -> [CapturedMessage] {
        child.stdoutText.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            let payload = object["payload"] as? [String: Any]
            return CapturedMessage(
                type: object["type"] as? String ?? "", sender: object["sender"] as? String,
                destination: object["destination"] as? String, path: object["path"] as? String,
                interface: object["interface"] as? String, member: object["member"] as? String,
                signature: payload?["type"] as? String ?? "", data: payload?["data"] as? [Any] ?? [])
        }
    }

    /// The `Notify` calls sent so far (call `sync()` first).
    func notifyCalls() -> [CapturedNotify] {
        messages().compactMap { message in
            guard message.type == "method_call", message.interface == "org.freedesktop.Notifications",
                message.member == "Notify", message.signature == "susssasa{sv}i", message.data.count == 8
            else { return nil }
            let d = message.data
            let rawHints = d[6] as? [String: Any] ?? [:]
            var hints: [String: BusValue] = [:]
            for (key, value) in rawHints {
                if let variant = value as? [String: Any], let type = variant["type"] as? String,
                    let converted = Self.busValue(type: type, json: variant["data"])
                {
                    hints[key] = converted
                }
            }
            return CapturedNotify(
                sender: message.sender, appName: d[0] as? String ?? "",
                replacesID: (d[1] as? NSNumber)?.uint32Value ?? 0,
                appIcon: d[2] as? String ?? "", summary: d[3] as? String ?? "", body: d[4] as? String ?? "",
                actions: d[5] as? [String] ?? [], hints: hints, expireTimeout: (d[7] as? NSNumber)?.int32Value ?? 0)
        }
    }

    /// Signals seen with the given member (`ActionInvoked`, `NotificationClosed`…).
    func signals(named member: String) -> [CapturedMessage] {
        messages().filter { $0.type == "signal" && $0.member == member }
    }

    private static func busValue(type: String, json: Any?) -> BusValue? {
        switch type {
        case "s": (json as? String).map(BusValue.string)
        case "y": (json as? NSNumber).map { .byte($0.uint8Value) }
        case "u": (json as? NSNumber).map { .uint32($0.uint32Value) }
        case "i": (json as? NSNumber).map { .int32($0.int32Value) }
        case "b": (json as? Bool).map(BusValue.bool)
        case "as": (json as? [String]).map(BusValue.stringArray)
        default: nil
        }
    }
}
