import CSystemd
import FormanzaSystem
import Glibc

/// A libsystemd (or Linux) call that failed, named so the log says what broke.
///
/// libsystemd reports failure as `-errno`; every wrapper in this folder turns that into one of
/// these, carrying the call's name (and, for D-Bus, the error name and message the peer sent), so a
/// journal line reads `sd_bus_call(org.freedesktop.Notifications.Notify): Connection reset by
/// peer` instead of a bare number.
public struct SystemdError: Error, Equatable, CustomStringConvertible {
    /// The C function (with a short context, e.g. the D-Bus member) that failed.
    let call: String
    /// The positive errno value.
    let errno: Int32
    /// The D-Bus error name a peer replied with (`org.freedesktop.DBus.Error.ServiceUnknown`), if any.
    public let busErrorName: String?
    /// The human-readable text of that D-Bus error, if any.
    let busErrorMessage: String?

    init(call: String, errno: Int32, busErrorName: String? = nil, busErrorMessage: String? = nil) {
        self.call = call
        self.errno = errno < 0 ? -errno : errno
        self.busErrorName = busErrorName
        self.busErrorMessage = busErrorMessage
    }

    /// The C library's text for the errno, e.g. "No such file or directory".
    var reason: String { Errno(errno).text }

    /// The call found already there what it was to create (`EEXIST`): a bus name another
    /// process owns, an object path already exported.
    public var isAlreadyExists: Bool { errno == EEXIST }

    public var description: String {
        var text = "\(call): \(reason)"
        if let busErrorName {
            text += " [\(busErrorName)"
            if let busErrorMessage, !busErrorMessage.isEmpty { text += ": \(busErrorMessage)" }
            text += "]"
        }
        return text
    }
}

/// Checks a libsystemd-style return value: negative is `-errno` and throws, anything else is
/// returned so callers can use the positive result (a boolean, a count).
@discardableResult
func checkSystemd(_ call: @autoclosure () -> String, _ result: Int32) throws(SystemdError) -> Int32 {
    if result < 0 { throw SystemdError(call: call(), errno: -result) }
    return result
}
