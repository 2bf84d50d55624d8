import CSystemd
import Glibc

/// A registration on the bus (a match, a filter, an exported object): an owned `sd_bus_slot *`
/// plus the Swift handler it calls.
///
/// Dropping the slot unregisters it, so a handler can never run after its owner is gone. The C
/// callback gets the slot itself as `Unmanaged` userdata (unretained: the slot is alive for as long
/// as sd-bus can call it, because unreferencing it is the only way to end the registration).
public final class BusSlot {
    fileprivate(set) var handle: OpaquePointer?
    let handler: (BusMessage) -> Void

    init(handler: @escaping (BusMessage) -> Void) {
        self.handler = handler
    }

    deinit {
        sd_bus_slot_unref(handle)
    }

    /// The pointer sd-bus hands back to `messageCallback`.
    var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Stores the slot sd-bus created for this registration.
    func adopt(_ slot: OpaquePointer?) {
        handle = slot
    }

    /// The C entry point shared by matches and filters: wraps the message and calls the handler;
    /// returns 0 so other handlers of the same message still run.
    static let messageCallback: sd_bus_message_handler_t = { message, userdata, _ in
        let slot = Unmanaged<BusSlot>.fromOpaque(userdata!).takeUnretainedValue()
        slot.handler(BusMessage(borrowing: message!))
        return 0
    }
}

/// The one-shot reply handler of `BusConnection.callAsync`: retained until sd-bus destroys the
/// (floating) slot, which happens after the reply, a timeout, or the connection closing.
final class PendingCall {
    let completion: (Result<BusMessage, SystemdError>) -> Void
    let description: String

    init(description: String, completion: @escaping (Result<BusMessage, SystemdError>) -> Void) {
        self.description = description
        self.completion = completion
    }

    static let replyCallback: sd_bus_message_handler_t = { message, userdata, _ in
        let call = Unmanaged<PendingCall>.fromOpaque(userdata!).takeUnretainedValue()
        let reply = BusMessage(borrowing: message!)
        if let error = reply.error {
            let errno = sd_bus_message_get_errno(message)
            call.completion(
                .failure(
                    SystemdError(
                        call: "sd_bus_call_async(\(call.description))", errno: errno == 0 ? EIO : errno,
                        busErrorName: error.name, busErrorMessage: error.message)))
        } else {
            call.completion(.success(reply))
        }
        return 0
    }

    static let destroyCallback: sd_bus_destroy_t = { userdata in
        Unmanaged<PendingCall>.fromOpaque(userdata!).release()
    }
}
