import FormanzaBase
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

    /// What a decoding error found wrong, and where in the file: data a person's language words.
    package static func problem(_ error: DecodingError, size: Int) -> DecodeProblem {
        func at(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return DecodeProblem(size == 0 ? .empty : .notJSON) }
            return DecodeProblem(fault(context), at: at(context.codingPath))
        case .keyNotFound(let key, let context):
            return DecodeProblem(.missing(key: key.stringValue), at: at(context.codingPath))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return DecodeProblem(.wrongKind, at: at(context.codingPath))
        @unknown default:
            return DecodeProblem(.other("\(error)"))
        }
    }

    /// The fault a corrupted value's error carries: the model's and the calendar's own, or the
    /// JSON reader's words as it gave them.
    private static func fault(_ context: DecodingError.Context) -> DecodeProblem.Fault {
        if let fault = context.underlyingError as? DecodeProblem.Fault { return fault }
        switch context.underlyingError as? CalendarTextError {
        case .notADate(let text): return .notADate(text)
        case .notATime(let text): return .notATime(text)
        case nil: return .other(context.debugDescription)
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
