/// The D-Bus values the daemon sends and receives, as plain Swift data.
///
/// Only what the Notifications API and the daemon's own interface need: basic strings and
/// integers, a string array and the `a{sv}` dictionary of variants (notification hints).
/// Dictionary values may be any of these, wrapped in a variant on the wire.
enum BusValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case objectPath(String)
    case uint32(UInt32)
    case int32(Int32)
    case uint64(UInt64)
    case bool(Bool)
    case byte(UInt8)
    case stringArray([String])
    /// `a{sv}`; entries are written in key order so messages are reproducible.
    case dictionary([String: BusValue])

    /// The D-Bus type signature of this value (`s`, `u`, `as`, `a{sv}`, …).
    var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .uint32: "u"
        case .int32: "i"
        case .uint64: "t"
        case .bool: "b"
        case .byte: "y"
        case .stringArray: "as"
        case .dictionary: "a{sv}"
        }
    }

    /// The signature of several values in a row, as a method's arguments.
    static func signature(of values: [BusValue]) -> String {
        values.map(\.signature).joined()
    }

    var description: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .objectPath(let path): "o\"\(path)\""
        case .uint32(let value): "u\(value)"
        case .int32(let value): "i\(value)"
        case .uint64(let value): "t\(value)"
        case .bool(let value): "\(value)"
        case .byte(let value): "y\(value)"
        case .stringArray(let items): "\(items)"
        case .dictionary(let entries):
            "{" + entries.keys.sorted().map { "\($0): \(entries[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    /// The text of a string or object path, nil otherwise (for terse reply handling).
    var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text): text
        default: nil
        }
    }

    var uint32Value: UInt32? {
        if case .uint32(let value) = self { return value }
        return nil
    }
}
