import CSystemd
import Glibc

/// A D-Bus connection (an owned `sd_bus *`): calls, signals, matches, names.
///
/// Opened on the user's session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`) for
/// the daemon, or on an explicit address for tests, which must never touch the user's bus.
/// Attach it to the `EventLoop` before expecting any callback; synchronous calls work without.
public final class BusConnection {
    let handle: OpaquePointer

    /// How long a synchronous call waits for its reply by default (sd-bus would wait 25 s).
    public static let defaultTimeout: Duration = .seconds(5)

    private init(consuming handle: OpaquePointer) {
        self.handle = handle
    }

    /// The user's session bus (`sd_bus_open_user_with_description`).
    public static func userBus(description: String = "formanza-remind") throws(SystemdError) -> BusConnection {
        var bus: OpaquePointer?
        try checkSystemd("sd_bus_open_user", sd_bus_open_user_with_description(&bus, description))
        return BusConnection(consuming: bus!)
    }

    /// A bus at `address` (`unix:path=/tmp/x/bus`), as a bus client that says Hello.
    convenience init(address: String, description: String = "formanza-remind") throws(SystemdError) {
        var bus: OpaquePointer?
        try checkSystemd("sd_bus_new", sd_bus_new(&bus))
        do {
            try checkSystemd("sd_bus_set_address(\(address))", sd_bus_set_address(bus, address))
            try checkSystemd("sd_bus_set_bus_client", sd_bus_set_bus_client(bus, 1))
            try checkSystemd("sd_bus_set_description", sd_bus_set_description(bus, description))
            try checkSystemd("sd_bus_start(\(address))", sd_bus_start(bus))
        } catch {
            sd_bus_unref(bus)
            throw error
        }
        self.init(consuming: bus!)
    }

    deinit {
        sd_bus_flush_close_unref(handle)
    }

    /// Lets the event loop drive the connection (`sd_bus_attach_event`).
    public func attach(to loop: EventLoop, priority: Int32 = 0) throws(SystemdError) {
        try checkSystemd("sd_bus_attach_event", sd_bus_attach_event(handle, loop.handle, priority))
    }

    /// Our unique name on the bus (`:1.42`).
    public func uniqueName() throws(SystemdError) -> String {
        var name: UnsafePointer<CChar>?
        try checkSystemd("sd_bus_get_unique_name", sd_bus_get_unique_name(handle, &name))
        return String(cString: name!)
    }

    /// Whether the connection is still up.
    var isOpen: Bool { sd_bus_is_open(handle) > 0 }

    /// Writes out everything queued (`sd_bus_flush`), e.g. a signal just before exiting.
    func flush() throws(SystemdError) {
        try checkSystemd("sd_bus_flush", sd_bus_flush(handle))
    }

    // MARK: calls

    /// Builds a method call; `autoStart` false keeps the bus from activating a missing service.
    func makeCall(
        destination: String, path: String, interface: String, member: String,
        arguments: [BusValue] = [], autoStart: Bool = true
    ) throws(SystemdError) -> BusMessage {
        var message: OpaquePointer?
        try checkSystemd(
            "sd_bus_message_new_method_call(\(interface).\(member))",
            sd_bus_message_new_method_call(handle, &message, destination, path, interface, member))
        let call = BusMessage(consuming: message!)
        try call.append(arguments)
        if !autoStart {
            try checkSystemd("sd_bus_message_set_auto_start", sd_bus_message_set_auto_start(call.handle, 0))
        }
        return call
    }

    /// Calls a method and waits for the reply (`sd_bus_call`). A D-Bus error reply throws with
    /// its name and message. Other messages arriving meanwhile are queued for the loop.
    public func call(
        destination: String, path: String, interface: String, member: String,
        arguments: [BusValue] = [], autoStart: Bool = true,
        timeout: Duration = BusConnection.defaultTimeout
    ) throws(SystemdError) -> BusMessage {
        let message = try makeCall(
            destination: destination, path: path, interface: interface,
            member: member, arguments: arguments, autoStart: autoStart)
        var error = formanza_bus_error_null()
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        let result = sd_bus_call(handle, message.handle, EventLoop.microseconds(timeout), &error, &reply)
        if result < 0 {
            throw SystemdError(
                call: "sd_bus_call(\(interface).\(member))", errno: -result,
                busErrorName: error.name.map { String(cString: $0) },
                busErrorMessage: error.message.map { String(cString: $0) })
        }
        return BusMessage(consuming: reply!)
    }

    /// Calls a method without waiting; `completion` runs on the loop with the reply or the error
    /// (also a timeout or the connection closing). Nothing needs to be kept alive by the caller.
    func callAsync(
        destination: String, path: String, interface: String, member: String,
        arguments: [BusValue] = [], autoStart: Bool = true,
        timeout: Duration = BusConnection.defaultTimeout,
        completion: @escaping (Result<BusMessage, SystemdError>) -> Void
    ) throws(SystemdError) {
        let message = try makeCall(
            destination: destination, path: path, interface: interface,
            member: member, arguments: arguments, autoStart: autoStart)
        let pending = PendingCall(description: "\(interface).\(member)", completion: completion)
        let userdata = Unmanaged.passRetained(pending).toOpaque()
        var slot: OpaquePointer?
        let result = sd_bus_call_async(
            handle, &slot, message.handle, PendingCall.replyCallback, userdata,
            EventLoop.microseconds(timeout))
        if result < 0 {
            Unmanaged<PendingCall>.fromOpaque(userdata).release()
            throw SystemdError(call: "sd_bus_call_async(\(interface).\(member))", errno: -result)
        }
        sd_bus_slot_set_destroy_callback(slot, PendingCall.destroyCallback)
        sd_bus_slot_set_floating(slot, 1)
        sd_bus_slot_unref(slot)
    }

    // MARK: signals and matches

    /// Broadcasts a signal from `path`.
    func emitSignal(
        path: String, interface: String, member: String, arguments: [BusValue] = [],
        destination: String? = nil
    ) throws(SystemdError) {
        var message: OpaquePointer?
        try checkSystemd(
            "sd_bus_message_new_signal(\(interface).\(member))",
            sd_bus_message_new_signal(handle, &message, path, interface, member))
        let signal = BusMessage(consuming: message!)
        if let destination {
            try checkSystemd(
                "sd_bus_message_set_destination",
                sd_bus_message_set_destination(signal.handle, destination))
        }
        try signal.append(arguments)
        try checkSystemd("sd_bus_send(\(interface).\(member))", sd_bus_send(handle, signal.handle, nil))
    }

    /// Installs a match rule (`type='signal',sender='…',…`) on the bus and locally; `handler` runs
    /// for every matching message until the returned slot is dropped.
    ///
    /// Beware: a match on a well-known `sender` is enforced by the bus only for broadcasts. A
    /// signal sent directly to us reaches the handler whoever sent it, so handlers that act on a
    /// peer's signals must check `message.sender` themselves (see `NameOwnerTracker`).
    func addMatch(_ rule: String, handler: @escaping (BusMessage) -> Void) throws(SystemdError) -> BusSlot {
        let slot = BusSlot(handler: handler)
        var created: OpaquePointer?
        try checkSystemd(
            "sd_bus_add_match(\(rule))",
            sd_bus_add_match(handle, &created, rule, BusSlot.messageCallback, slot.userdata))
        slot.adopt(created)
        return slot
    }

    /// Sees every incoming message before matches and objects do (`sd_bus_add_filter`).
    func addFilter(handler: @escaping (BusMessage) -> Void) throws(SystemdError) -> BusSlot {
        let slot = BusSlot(handler: handler)
        var created: OpaquePointer?
        try checkSystemd(
            "sd_bus_add_filter", sd_bus_add_filter(handle, &created, BusSlot.messageCallback, slot.userdata))
        slot.adopt(created)
        return slot
    }

    /// Calls `handler` once when the connection is lost (the bus died or kicked us out).
    ///
    /// sd-bus reports that as a local `org.freedesktop.DBus.Local.Disconnected` message; without
    /// this the loop would just stop hearing from the bus. The daemon exits non-zero here so that
    /// `Restart=on-failure` brings it back on a new bus.
    public func onDisconnect(_ handler: @escaping () -> Void) throws(SystemdError) -> BusSlot {
        try addFilter { message in
            if message.isSignal, message.interface == "org.freedesktop.DBus.Local", message.member == "Disconnected" {
                handler()
            }
        }
    }

    // MARK: names

    /// Takes a well-known name; throws EEXIST when another connection owns it (so a second daemon
    /// can say "already running" instead of queueing behind the first).
    public func requestName(_ name: String) throws(SystemdError) {
        try checkSystemd("sd_bus_request_name(\(name))", sd_bus_request_name(handle, name, 0))
    }
}
