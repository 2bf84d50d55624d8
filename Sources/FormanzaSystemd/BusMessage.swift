import CSystemd
import Glibc

/// One D-Bus message (a call being built, a reply or signal being read): an owned
/// `sd_bus_message *` with typed appenders and readers.
///
/// Reading is sequential like sd-bus itself: each `read…` consumes the next argument and throws
/// when its type does not match, so a peer that sends the wrong signature is reported, not trusted.
public final class BusMessage {
    let handle: OpaquePointer

    /// Takes over one reference (a freshly created or returned message).
    init(consuming handle: OpaquePointer) {
        self.handle = handle
    }

    /// Adds a reference to a message lent to a callback, so it can be kept and read later.
    init(borrowing handle: OpaquePointer) {
        self.handle = sd_bus_message_ref(handle)
    }

    deinit {
        sd_bus_message_unref(handle)
    }

    // MARK: header

    var sender: String? { sd_bus_message_get_sender(handle).map { String(cString: $0) } }
    var destination: String? { sd_bus_message_get_destination(handle).map { String(cString: $0) } }
    var path: String? { sd_bus_message_get_path(handle).map { String(cString: $0) } }
    var interface: String? { sd_bus_message_get_interface(handle).map { String(cString: $0) } }
    var member: String? { sd_bus_message_get_member(handle).map { String(cString: $0) } }
    /// The signature of the whole body (`susssasa{sv}i` for Notify).
    var signature: String { sd_bus_message_get_signature(handle, 1).map { String(cString: $0) } ?? "" }

    var isMethodCall: Bool {
        var type: UInt8 = 0
        return sd_bus_message_get_type(handle, &type) >= 0 && Int(type) == SD_BUS_MESSAGE_METHOD_CALL
    }

    var isSignal: Bool {
        var type: UInt8 = 0
        return sd_bus_message_get_type(handle, &type) >= 0 && Int(type) == SD_BUS_MESSAGE_SIGNAL
    }

    /// The D-Bus error a method error reply carries, nil for anything else.
    var error: (name: String, message: String)? {
        guard let error = sd_bus_message_get_error(handle), let name = error.pointee.name else { return nil }
        return (String(cString: name), error.pointee.message.map { String(cString: $0) } ?? "")
    }

    // MARK: building

    func append(_ values: [BusValue]) throws(SystemdError) {
        for value in values { try append(value) }
    }

    func append(_ value: BusValue) throws(SystemdError) {
        switch value {
        case .string(let text): try appendString(text, type: "s")
        case .objectPath(let path): try appendString(path, type: "o")
        case .uint32(var number): try appendBasic("u", &number)
        case .int32(var number): try appendBasic("i", &number)
        case .uint64(var number): try appendBasic("t", &number)
        case .bool(let flag):
            var number: Int32 = flag ? 1 : 0
            try appendBasic("b", &number)
        case .byte(var number): try appendBasic("y", &number)
        case .stringArray(let items):
            try openContainer("a", "s")
            for item in items { try appendString(item, type: "s") }
            try closeContainer()
        case .dictionary(let entries):
            try openContainer("a", "{sv}")
            for key in entries.keys.sorted() {
                let entry = entries[key]!
                try openContainer("e", "sv")
                try appendString(key, type: "s")
                try openContainer("v", entry.signature)
                try append(entry)
                try closeContainer()
                try closeContainer()
            }
            try closeContainer()
        case .uint32Array(let items):
            try openContainer("a", "u")
            for var item in items { try appendBasic("u", &item) }
            try closeContainer()
        case .variant(let inner):
            try openContainer("v", inner.signature)
            try append(inner)
            try closeContainer()
        case .structArray(let fields, let items):
            try openContainer("a", "(\(fields))")
            for item in items {
                guard BusValue.signature(of: item) == fields else {
                    throw SystemdError(call: "sd_bus_message_append(a(\(fields)))", errno: EINVAL)
                }
                try openContainer("r", fields)
                try append(item)
                try closeContainer()
            }
            try closeContainer()
        }
    }

    private func appendString(_ text: String, type: Character) throws(SystemdError) {
        let code = CChar(type.asciiValue!)
        let result = text.withCString { sd_bus_message_append_basic(handle, code, $0) }
        try checkSystemd("sd_bus_message_append_basic(\(type))", result)
    }

    private func appendBasic<T>(_ type: Character, _ value: inout T) throws(SystemdError) {
        let code = CChar(type.asciiValue!)
        let result = withUnsafePointer(to: &value) { sd_bus_message_append_basic(handle, code, $0) }
        try checkSystemd("sd_bus_message_append_basic(\(type))", result)
    }

    private func openContainer(_ type: Character, _ contents: String) throws(SystemdError) {
        try checkSystemd(
            "sd_bus_message_open_container(\(type)\(contents))",
            sd_bus_message_open_container(handle, CChar(type.asciiValue!), contents))
    }

    private func closeContainer() throws(SystemdError) {
        try checkSystemd("sd_bus_message_close_container", sd_bus_message_close_container(handle))
    }

    // MARK: reading

    public func readString() throws(SystemdError) -> String {
        var pointer: UnsafePointer<CChar>?
        try readBasic("s", &pointer)
        return String(cString: pointer!)
    }

    func readUInt32() throws(SystemdError) -> UInt32 {
        var number: UInt32 = 0
        try readBasic("u", &number)
        return number
    }

    func readStringArray() throws(SystemdError) -> [String] {
        try checkSystemd(
            "sd_bus_message_enter_container(as)", sd_bus_message_enter_container(handle, CChar(UInt8(ascii: "a")), "s"))
        var items: [String] = []
        while true {
            var pointer: UnsafePointer<CChar>?
            let result = try checkSystemd(
                "sd_bus_message_read_basic(s)", sd_bus_message_read_basic(handle, CChar(UInt8(ascii: "s")), &pointer))
            if result == 0 { break }
            items.append(String(cString: pointer!))
        }
        try checkSystemd("sd_bus_message_exit_container", sd_bus_message_exit_container(handle))
        return items
    }

    /// Reads `count` consecutive strings (GetServerInformation's `ssss`).
    func readStrings(_ count: Int) throws(SystemdError) -> [String] {
        var strings: [String] = []
        for _ in 0..<count { strings.append(try readString()) }
        return strings
    }

    /// Reads the next argument whatever its type, nil at the end of the body.
    ///
    /// Understands the types of `BusValue`; anything else (a struct, a nested array of other
    /// types) throws EBADMSG so it is reported rather than misread.
    func readValue() throws(SystemdError) -> BusValue? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let more = try checkSystemd("sd_bus_message_peek_type", sd_bus_message_peek_type(handle, &type, &contents))
        if more == 0 { return nil }
        switch UInt8(bitPattern: type) {
        case UInt8(ascii: "s"): return .string(try readString())
        case UInt8(ascii: "o"):
            var pointer: UnsafePointer<CChar>?
            try readBasic("o", &pointer)
            return .objectPath(String(cString: pointer!))
        case UInt8(ascii: "u"): return .uint32(try readUInt32())
        case UInt8(ascii: "i"):
            var number: Int32 = 0
            try readBasic("i", &number)
            return .int32(number)
        case UInt8(ascii: "t"):
            var number: UInt64 = 0
            try readBasic("t", &number)
            return .uint64(number)
        case UInt8(ascii: "b"):
            var number: Int32 = 0
            try readBasic("b", &number)
            return .bool(number != 0)
        case UInt8(ascii: "y"):
            var number: UInt8 = 0
            try readBasic("y", &number)
            return .byte(number)
        case UInt8(ascii: "v"):
            let inner = String(cString: contents!)
            try checkSystemd("sd_bus_message_enter_container(v)", sd_bus_message_enter_container(handle, type, inner))
            let value = try readValue()
            try checkSystemd("sd_bus_message_exit_container", sd_bus_message_exit_container(handle))
            guard let value else { throw SystemdError(call: "sd_bus_message_read(v)", errno: EBADMSG) }
            return value
        case UInt8(ascii: "a"):
            let inner = String(cString: contents!)
            if inner == "s" { return .stringArray(try readStringArray()) }
            if inner == "{sv}" { return .dictionary(try readDictionary()) }
            throw SystemdError(call: "sd_bus_message_read(a\(inner))", errno: EBADMSG)
        default:
            throw SystemdError(
                call: "sd_bus_message_read(\(Character(Unicode.Scalar(UInt8(bitPattern: type)))))", errno: EBADMSG)
        }
    }

    /// Reads every remaining argument.
    func readAll() throws(SystemdError) -> [BusValue] {
        var values: [BusValue] = []
        while let value = try readValue() { values.append(value) }
        return values
    }

    private func readDictionary() throws(SystemdError) -> [String: BusValue] {
        let array = CChar(UInt8(ascii: "a"))
        let entry = CChar(UInt8(ascii: "e"))
        try checkSystemd("sd_bus_message_enter_container(a{sv})", sd_bus_message_enter_container(handle, array, "{sv}"))
        var entries: [String: BusValue] = [:]
        while try checkSystemd(
            "sd_bus_message_enter_container({sv})", sd_bus_message_enter_container(handle, entry, "sv")) > 0
        {
            let key = try readString()
            guard let value = try readValue() else {
                throw SystemdError(call: "sd_bus_message_read({sv})", errno: EBADMSG)
            }
            entries[key] = value
            try checkSystemd("sd_bus_message_exit_container", sd_bus_message_exit_container(handle))
        }
        try checkSystemd("sd_bus_message_exit_container", sd_bus_message_exit_container(handle))
        return entries
    }

    private func readBasic<T>(_ type: Character, _ value: inout T) throws(SystemdError) {
        let result = withUnsafeMutablePointer(to: &value) {
            sd_bus_message_read_basic(handle, CChar(type.asciiValue!), $0)
        }
        if try checkSystemd("sd_bus_message_read_basic(\(type))", result) == 0 {
            throw SystemdError(call: "sd_bus_message_read_basic(\(type)): no more arguments", errno: ENXIO)
        }
    }
}
