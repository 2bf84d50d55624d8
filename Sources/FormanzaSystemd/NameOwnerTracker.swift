/// Follows which connection currently owns a well-known name (`org.freedesktop.Notifications`).
///
/// Signals on D-Bus carry the sender's *unique* name; whether that sender is the real
/// notification server can only be answered by knowing the name's current owner. The tracker
/// subscribes to the bus driver's `NameOwnerChanged` for the name first and then asks
/// `GetNameOwner`, so no change between the two is missed; later changes arrive as signals. Only
/// `NameOwnerChanged` sent by the bus driver itself is believed — a peer could send one too.
public final class NameOwnerTracker {
    let name: String
    /// The unique name owning `name` now, nil while nobody does.
    private(set) var owner: String?
    /// Called on the loop whenever the owner changes (appears, disappears, is replaced).
    var onChange: ((_ oldOwner: String?, _ newOwner: String?) -> Void)?
    private var match: BusSlot?

    public static let busDriver = "org.freedesktop.DBus"

    init(connection: BusConnection, name: String) throws(SystemdError) {
        self.name = name
        let rule =
            "type='signal',sender='\(Self.busDriver)',path='/org/freedesktop/DBus',"
            + "interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(name)'"
        match = try connection.addMatch(rule) { [weak self] message in
            self?.handleNameOwnerChanged(message)
        }
        do {
            let reply = try connection.call(
                destination: Self.busDriver, path: "/org/freedesktop/DBus",
                interface: "org.freedesktop.DBus", member: "GetNameOwner",
                arguments: [.string(name)])
            owner = try reply.readString()
        } catch  where error.busErrorName == "org.freedesktop.DBus.Error.NameHasNoOwner" {
            owner = nil
        }
    }

    /// Whether `sender` (a message's unique sender name) is the name's current owner.
    func isOwner(_ sender: String?) -> Bool {
        guard let sender, let owner else { return false }
        return sender == owner
    }

    private func handleNameOwnerChanged(_ message: BusMessage) {
        guard message.sender == Self.busDriver,
            let arguments = try? message.readAll(), arguments.count == 3,
            arguments[0].stringValue == name, let new = arguments[2].stringValue
        else { return }
        let newOwner: String? = new.isEmpty ? nil : new
        guard newOwner != owner else { return }
        let oldOwner = owner
        owner = newOwner
        onChange?(oldOwner, newOwner)
    }
}
