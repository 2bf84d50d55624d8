/// A small, strict JSON reader for the definitions the store keeps (forms, data values,
/// settings), the fast path in front of `JSONDecoder`.
///
/// Every command that lists forms decodes every form's definition, and `JSONDecoder` spends
/// most of that time on bookkeeping (a dictionary of keys for every object, coding paths) that
/// only matters when something is wrong. This reader parses the text into a plain tree and runs
/// the model's own `init(from:)` over it, so a definition means the same here as there; but it
/// accepts only plain, well-formed JSON: integers written as integers, finite numbers, no
/// duplicate keys, no unpaired surrogates. Anything else, and any error a model's decoding
/// raises, makes it give up, and the caller decodes with `JSONDecoder`, which gives the reason
/// a person reads.
package enum StrictJSON {
    /// Gave up: the caller falls back to `JSONDecoder`.
    struct GaveUp: Error {}

    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        var parser = Parser(bytes: bytes)
        let value = try parser.document()
        return try T(from: TreeDecoder(value: value))
    }
}

/// One parsed JSON value. Numbers keep their literal, read only when a model asks for one.
enum JSONNode {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// A member of an object: a struct, not a tuple, because the runtime frees an array of tuples
/// element by element through generic code.
struct JSONMember {
    let key: String
    let value: JSONNode
}

extension StrictJSON {
    /// A recursive-descent parser over the UTF-8 bytes, refusing anything unusual.
    struct Parser {
        let bytes: [UInt8]
        var at = 0
        var depth = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The one value of the text, with nothing but white space around it.
        mutating func document() throws -> JSONNode {
            let node = try value()
            skipSpace()
            guard at == bytes.count else { throw GaveUp() }
            return node
        }

        mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x0A, 0x0D, 0x09: at += 1
                default: return
                }
            }
        }

        mutating func value() throws -> JSONNode {
            skipSpace()
            guard at < bytes.count else { throw GaveUp() }
            switch bytes[at] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal(Self.trueBytes)
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal(Self.falseBytes)
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal(Self.nullBytes)
                return .null
            default: return .number(try number())
            }
        }

        static let trueBytes = Array("true".utf8)
        static let falseBytes = Array("false".utf8)
        static let nullBytes = Array("null".utf8)

        /// `true`, `false` or `null`, given as its bytes (walking a `String`'s UTF-8 view cost
        /// more than the rest of reading the literal).
        mutating func literal(_ word: [UInt8]) throws {
            guard word.count <= bytes.count - at else { throw GaveUp() }
            for offset in word.indices where bytes[at + offset] != word[offset] { throw GaveUp() }
            at += word.count
        }

        mutating func object() throws -> JSONNode {
            depth += 1
            guard depth < 64 else { throw GaveUp() }
            defer { depth -= 1 }
            at += 1
            var members: [JSONMember] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw GaveUp() }
                let key = try string()
                // A duplicate key: which one JSONDecoder keeps is its business. Lengths are
                // compared first: keys of one object rarely share one, and comparing two
                // different strings costs a call into the runtime.
                let length = key.utf8.count
                guard !members.contains(where: { $0.key.utf8.count == length && $0.key == key }) else {
                    throw GaveUp()
                }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw GaveUp() }
                at += 1
                members.append(JSONMember(key: key, value: try value()))
                skipSpace()
                guard at < bytes.count else { throw GaveUp() }
                if bytes[at] == UInt8(ascii: ",") {
                    at += 1
                } else if bytes[at] == UInt8(ascii: "}") {
                    at += 1
                    return .object(members)
                } else {
                    throw GaveUp()
                }
            }
        }

        mutating func array() throws -> JSONNode {
            depth += 1
            guard depth < 64 else { throw GaveUp() }
            defer { depth -= 1 }
            at += 1
            var elements: [JSONNode] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .array(elements)
            }
            while true {
                elements.append(try value())
                skipSpace()
                guard at < bytes.count else { throw GaveUp() }
                if bytes[at] == UInt8(ascii: ",") {
                    at += 1
                } else if bytes[at] == UInt8(ascii: "]") {
                    at += 1
                    return .array(elements)
                } else {
                    throw GaveUp()
                }
            }
        }

        /// A string from its opening quote; escapes decoded, control bytes refused.
        mutating func string() throws -> String {
            at += 1
            let start = at
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: bytes[start..<at], as: UTF8.self)
                    at += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
                guard byte >= 0x20 else { throw GaveUp() }
                at += 1
            }
            throw GaveUp()
        }

        /// The rest of a string that holds escapes, `start` being its first byte.
        mutating func escapedString(from start: Int) throws -> String {
            var text = String(decoding: bytes[start..<at], as: UTF8.self)
            var plain = at
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    text += String(decoding: bytes[plain..<at], as: UTF8.self)
                    at += 1
                    return text
                }
                guard byte >= 0x20 else { throw GaveUp() }
                guard byte == UInt8(ascii: "\\") else {
                    at += 1
                    continue
                }
                text += String(decoding: bytes[plain..<at], as: UTF8.self)
                guard at + 1 < bytes.count else { throw GaveUp() }
                let escape = bytes[at + 1]
                at += 2
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"): text.unicodeScalars.append(try unicodeEscape())
                default: throw GaveUp()
                }
                plain = at
            }
            throw GaveUp()
        }

        /// The scalar of a `\uXXXX` escape (its `\u` read), a surrogate pair taking two.
        mutating func unicodeEscape() throws -> Unicode.Scalar {
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u")
                else { throw GaveUp() }
                at += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw GaveUp() }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw GaveUp() }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw GaveUp() }
            return scalar
        }

        mutating func hex4() throws -> UInt32 {
            guard at + 4 <= bytes.count else { throw GaveUp() }
            var value: UInt32 = 0
            for byte in bytes[at..<at + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw GaveUp()
                }
                value = value << 4 | UInt32(digit)
            }
            at += 4
            return value
        }

        /// A number's literal, checked against JSON's grammar.
        mutating func number() throws -> String {
            let start = at
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard at < bytes.count, isDigit(bytes[at]) else { throw GaveUp() }
            if bytes[at] == UInt8(ascii: "0") {
                at += 1
            } else {
                while at < bytes.count, isDigit(bytes[at]) { at += 1 }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard at < bytes.count, isDigit(bytes[at]) else { throw GaveUp() }
                while at < bytes.count, isDigit(bytes[at]) { at += 1 }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard at < bytes.count, isDigit(bytes[at]) else { throw GaveUp() }
                while at < bytes.count, isDigit(bytes[at]) { at += 1 }
            }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}
