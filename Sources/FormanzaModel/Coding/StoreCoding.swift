import FoundationEssentials

/// JSON reading and writing of store files, turning decoding failures into a short reason a
/// person can act on.
package enum StoreCoding {
    package static func encode<T: Encodable>(_ value: T, sortedKeys: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            sortedKeys
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0a)
        return data
    }

    /// A one-line explanation of a decoding error: where in the file and what.
    package static func reason(_ error: DecodingError, size: Int) -> String {
        func at(_ path: [any CodingKey]) -> String {
            let keys = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return size == 0 ? "the file is empty" : "not valid JSON (truncated or garbled)"
            }
            return context.debugDescription + at(context.codingPath)
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"" + at(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong kind of value" + at(context.codingPath)
        @unknown default:
            return "\(error)"
        }
    }
}

extension StoreCoding {
    /// The JSON text the database keeps for a form, a data value or the settings: the same
    /// pretty-printed export format the file store wrote.
    package static func text<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }
}

/// The text the store keeps for a definition, for code outside the model (sync) that writes a
/// form or a data value it assembled: the model's own pretty-printed format with its keys
/// sorted, so the same definition is the same bytes on every device (`form export` prints the
/// stored text as it is).
public enum StoredDefinition {
    public static func text<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try StoreCoding.encode(value, sortedKeys: true), as: UTF8.self)
    }
}
