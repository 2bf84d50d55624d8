/// The D-Bus values the daemon sends and receives, as plain Swift data.
///
/// Only what the Notifications API, systemd's manager and the daemon's own interface need: basic
/// strings and integers, string and `u` arrays, the `a{sv}` dictionary of variants (notification
/// hints), and for `StartTransientUnit` a variant and arrays of structs (`a(sv)`, `a(sa(sv))`).
/// Dictionary values may be any of these, wrapped in a variant on the wire.
public enum BusValue: Equatable, Sendable, CustomStringConvertible {
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
    /// `au` (a unit's `PIDs` property).
    case uint32Array([UInt32])
    /// `v`: the value with its own signature inside.
    indirect case variant(BusValue)
    /// An array of structs whose fields have the signature `fields` (`sv` makes `a(sv)`); every
    /// element must hold values of exactly that signature. Sent only, never read.
    case structArray(fields: String, [[BusValue]])

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
        case .uint32Array: "au"
        case .variant: "v"
        case .structArray(let fields, _): "a(\(fields))"
        }
    }

    /// The signature of several values in a row, as a method's arguments.
    static func signature(of values: [BusValue]) -> String {
        values.map(\.signature).joined()
    }

    public var description: String {
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
        case .uint32Array(let items): "au\(items)"
        case .variant(let inner): "v(\(inner))"
        case .structArray(_, let items):
            "[" + items.map { "(" + $0.map(\.description).joined(separator: ", ") + ")" }.joined(separator: ", ") + "]"
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
