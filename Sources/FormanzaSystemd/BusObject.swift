import CSystemd
import Glibc

/// An error a method handler throws to answer the caller with a D-Bus error.
public struct BusMethodError: Error, Equatable {
    let name: String
    let message: String

    public static func failed(_ message: String) -> BusMethodError {
        BusMethodError(name: "org.freedesktop.DBus.Error.Failed", message: message)
    }

    static func invalidArguments(_ message: String) -> BusMethodError {
        BusMethodError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }
}

/// A method call addressed to an exported object, with its arguments already read.
public struct BusMethodCall: Sendable {
    let interface: String
    public let member: String
    let path: String
    /// The caller's unique name.
    let sender: String?
    let arguments: [BusValue]
}

/// An object the daemon exports at a path (`sd_bus_add_object`), answering its interfaces'
/// methods through one Swift handler.
///
/// sd-bus vtables are macro-built C arrays; a plain object callback plus our own dispatch keeps
/// the whole interface description in Swift (`BusInterface`). The object checks the interface,
/// member and argument signature before the handler runs, answers `Introspect` and `GetAll`
/// itself (sd-bus answers `org.freedesktop.DBus.Peer`), and turns handler errors into D-Bus error
/// replies. Dropping the object unexports it.
public final class BusObject {
    public typealias Handler = (BusMethodCall) throws -> [BusValue]

    let path: String
    let interfaces: [BusInterface]
    private let handler: Handler
    private var slot: OpaquePointer?

    init(connection: BusConnection, path: String, interfaces: [BusInterface], handler: @escaping Handler)
        throws(SystemdError)
    {
        self.path = path
        self.interfaces = interfaces
        self.handler = handler
        let callback: sd_bus_message_handler_t = { message, userdata, _ in
            let object = Unmanaged<BusObject>.fromOpaque(userdata!).takeUnretainedValue()
            return object.dispatch(BusMessage(borrowing: message!))
        }
        var created: OpaquePointer?
        try checkSystemd(
            "sd_bus_add_object(\(path))",
            sd_bus_add_object(
                connection.handle, &created, path, callback, Unmanaged.passUnretained(self).toOpaque()))
        slot = created
    }

    deinit {
        sd_bus_slot_unref(slot)
    }

    private static let introspectable = "org.freedesktop.DBus.Introspectable"
    private static let properties = "org.freedesktop.DBus.Properties"

    /// Returns 1 when the call was answered here, 0 to let sd-bus carry on (not a method call).
    private func dispatch(_ message: BusMessage) -> Int32 {
        guard message.isMethodCall, let member = message.member else { return 0 }
        let interfaceName = message.interface
        switch (interfaceName, member) {
        case (Self.introspectable, "Introspect"):
            return reply(to: message, [.string(IntrospectionXML.document(for: interfaces))])
        case (Self.properties, "GetAll"):
            return reply(to: message, [.dictionary([:])])
        case (Self.properties, _):
            return fail(
                message,
                BusMethodError(
                    name: "org.freedesktop.DBus.Error.UnknownProperty",
                    message: "\(path) has no properties"))
        default:
            break
        }
        let candidates = interfaces.filter { interfaceName == nil || $0.name == interfaceName }
        if candidates.isEmpty {
            return fail(
                message,
                BusMethodError(
                    name: "org.freedesktop.DBus.Error.UnknownInterface",
                    message: "\(path) has no interface \(interfaceName ?? "")"))
        }
        guard let interface = candidates.first(where: { $0.method(named: member) != nil }),
            let method = interface.method(named: member)
        else {
            return fail(
                message,
                BusMethodError(
                    name: "org.freedesktop.DBus.Error.UnknownMethod",
                    message: "\(path) has no method \(member)"))
        }
        if message.signature != method.inputSignature {
            return fail(
                message,
                .invalidArguments(
                    "\(member) takes '\(method.inputSignature)', got '\(message.signature)'"))
        }
        let arguments: [BusValue]
        do {
            arguments = try message.readAll()
        } catch {
            return fail(message, .invalidArguments("\(member): \(error)"))
        }
        let call = BusMethodCall(
            interface: interface.name, member: member, path: path,
            sender: message.sender, arguments: arguments)
        do {
            let results = try handler(call)
            precondition(
                BusValue.signature(of: results) == method.outputSignature,
                "\(interface.name).\(member) must return '\(method.outputSignature)'")
            return reply(to: message, results)
        } catch let error as BusMethodError {
            return fail(message, error)
        } catch {
            return fail(message, .failed("\(error)"))
        }
    }

    private func reply(to call: BusMessage, _ values: [BusValue]) -> Int32 {
        if sd_bus_message_get_expect_reply(call.handle) == 0 { return 1 }
        var created: OpaquePointer?
        guard sd_bus_message_new_method_return(call.handle, &created) >= 0, let created else { return -ENOMEM }
        let reply = BusMessage(consuming: created)
        do {
            try reply.append(values)
        } catch {
            return fail(call, .failed("\(error)"))
        }
        let result = sd_bus_send(nil, reply.handle, nil)
        return result < 0 ? result : 1
    }

    private func fail(_ call: BusMessage, _ error: BusMethodError) -> Int32 {
        var busError = formanza_bus_error_null()
        defer { sd_bus_error_free(&busError) }
        sd_bus_error_set(&busError, error.name, error.message)
        let result = sd_bus_reply_method_error(call.handle, &busError)
        return result < 0 ? result : 1
    }
}

extension BusConnection {
    /// Exports an object at `path`; keep the returned object for as long as it should answer.
    public func exportObject(
        path: String, interfaces: [BusInterface],
        handler: @escaping BusObject.Handler
    ) throws(SystemdError) -> BusObject {
        try BusObject(connection: self, path: path, interfaces: interfaces, handler: handler)
    }
}
