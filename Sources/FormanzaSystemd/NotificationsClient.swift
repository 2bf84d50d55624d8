/// The daemon's side of `org.freedesktop.Notifications`: posting, withdrawing, and hearing back
/// about clicks and closes — only from the real server.
///
/// Every signal handler checks that the sender is the current owner of the server's name
/// (`NameOwnerTracker`). The server sends `ActionInvoked` directly to the notification's sender,
/// and the bus delivers any directly addressed signal whatever the match rule says, so without
/// that check any program on the session bus could fake a click and make the daemon open a
/// terminal. The owner is followed across restarts: `onServerChange` reports a server appearing
/// (none at start, one later) or going away, so the daemon can post once one is there.
///
/// Calls are synchronous with a short timeout (the server answers in milliseconds, and a reminder
/// that cannot be posted is logged, not retried in a loop). They are sent with auto-start off:
/// the daemon waits for a running server instead of having the bus spawn one without a display.
public final class NotificationsClient {
    public static let busName = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"
    static let interface = "org.freedesktop.Notifications"

    /// A click: the notification's id and the action's id (`default` for the body).
    public var onActionInvoked: ((_ id: UInt32, _ action: String) -> Void)?
    /// The XDG activation token the server sends just before `ActionInvoked` (spec 1.2).
    public var onActivationToken: ((_ id: UInt32, _ token: String) -> Void)?
    public var onClosed: ((_ id: UInt32, _ reason: NotificationCloseReason) -> Void)?
    /// The server's unique name changed: nil when it went away.
    public var onServerChange: ((_ owner: String?) -> Void)?
    /// A signal on the interface that came from someone else and was dropped (for the log).
    public var onIgnoredSignal: ((_ sender: String?, _ member: String) -> Void)?

    let connection: BusConnection
    /// Whether calls may ask the bus to start a server by D-Bus activation.
    let allowActivation: Bool
    let timeout: Duration
    private let owner: NameOwnerTracker
    private var signals: BusSlot?

    public init(
        connection: BusConnection, allowActivation: Bool = false,
        timeout: Duration = BusConnection.defaultTimeout
    ) throws(SystemdError) {
        self.connection = connection
        self.allowActivation = allowActivation
        self.timeout = timeout
        owner = try NameOwnerTracker(connection: connection, name: Self.busName)
        let rule = "type='signal',sender='\(Self.busName)',path='\(Self.objectPath)',interface='\(Self.interface)'"
        signals = try connection.addMatch(rule) { [weak self] message in
            self?.handleSignal(message)
        }
        owner.onChange = { [weak self] _, newOwner in
            self?.onServerChange?(newOwner)
        }
    }

    /// The notification server's unique name now, nil when none runs.
    public var serverOwner: String? { owner.owner }

    // MARK: methods

    /// The server's capabilities (`actions`, `body`, `body-markup`, `persistence`, …).
    public func capabilities() throws(SystemdError) -> [String] {
        try call("GetCapabilities").readStringArray()
    }

    public func serverInformation() throws(SystemdError) -> NotificationServerInformation {
        let strings = try call("GetServerInformation").readStrings(4)
        return NotificationServerInformation(
            name: strings[0], vendor: strings[1], version: strings[2], specVersion: strings[3])
    }

    /// Shows (or replaces) a notification and returns the id the server gave it.
    @discardableResult
    public func notify(_ notification: DesktopNotification) throws(SystemdError) -> UInt32 {
        try call("Notify", notification.arguments).readUInt32()
    }

    /// Withdraws a notification (`CloseNotification`); the server answers with `NotificationClosed`.
    public func close(id: UInt32) throws(SystemdError) {
        _ = try call("CloseNotification", [.uint32(id)])
    }

    private func call(_ member: String, _ arguments: [BusValue] = []) throws(SystemdError) -> BusMessage {
        try connection.call(
            destination: Self.busName, path: Self.objectPath, interface: Self.interface,
            member: member, arguments: arguments, autoStart: allowActivation, timeout: timeout)
    }

    // MARK: signals

    private func handleSignal(_ message: BusMessage) {
        guard message.isSignal, let member = message.member else { return }
        guard owner.isOwner(message.sender) else {
            onIgnoredSignal?(message.sender, member)
            return
        }
        guard let arguments = try? message.readAll(), arguments.count == 2,
            let id = arguments[0].uint32Value
        else { return }
        switch (member, arguments[1]) {
        case ("ActionInvoked", .string(let action)):
            onActionInvoked?(id, action)
        case ("ActivationToken", .string(let token)):
            onActivationToken?(id, token)
        case ("NotificationClosed", .uint32(let reason)):
            onClosed?(id, NotificationCloseReason(code: reason))
        default:
            break
        }
    }
}
