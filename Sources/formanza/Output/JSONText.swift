import FormanzaBase
import FoundationEssentials

/// Writes JSON in exactly the layout `JSONOutput.print` gets from `JSONEncoder` (pretty printed,
/// two-space indent, `"key" : value`, an empty array as `[`, a blank line and `]`), for output
/// too large for the encoder to be cheap: Progress over ten years has some 7,000 points, and the
/// encoder's boxing of each was a fifth of the command's time. Keys are written in the order
/// given, so callers give them sorted. Numbers and days are written as bytes (`JSONNumberText`),
/// not through a `String` each.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    /// Whether the current array or object has an element yet, one entry per open level.
    private var started: [Bool] = []
    /// Set between a key and its value, so the value does not start a new element.
    private var pendingValue = false

    init() { bytes.reserveCapacity(1 << 16) }

    /// Enough spaces for any depth the writers reach; deeper levels append the rest one by one.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    private mutating func indent() {
        bytes.append(UInt8(ascii: "\n"))
        let width = 2 * started.count
        bytes.append(contentsOf: Self.spaces[0..<min(width, Self.spaces.count)])
        for _ in Self.spaces.count..<max(width, Self.spaces.count) { bytes.append(UInt8(ascii: " ")) }
    }

    /// Before a value inside an array, or before a key inside an object.
    private mutating func next() {
        guard !started.isEmpty else { return }
        if started[started.count - 1] { bytes.append(UInt8(ascii: ",")) }
        started[started.count - 1] = true
        indent()
    }

    private mutating func beginValue() {
        if pendingValue { pendingValue = false } else { next() }
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        started.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let had = started.removeLast()
        if !had { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(bracket)
    }

    /// An object whose members `body` writes with `key`.
    mutating func object(_ body: (inout JSONText) throws -> Void) rethrows {
        beginValue()
        open(UInt8(ascii: "{"))
        try body(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array whose elements `body` writes (each a value call, or an object/array).
    mutating func array(_ body: (inout JSONText) throws -> Void) rethrows {
        beginValue()
        open(UInt8(ascii: "["))
        try body(&self)
        close(UInt8(ascii: "]"))
    }

    /// The key of the next member; its value follows.
    mutating func key(_ name: String) {
        next()
        plainString(name)
        bytes.append(contentsOf: " : ".utf8)
        pendingValue = true
    }

    mutating func object(key name: String, _ body: (inout JSONText) throws -> Void) rethrows {
        key(name)
        try object(body)
    }

    mutating func array(key name: String, _ body: (inout JSONText) throws -> Void) rethrows {
        key(name)
        try array(body)
    }

    mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func value(_ flag: Bool) {
        beginValue()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    mutating func value(_ number: Int) {
        beginValue()
        JSONNumberText.append(number, to: &bytes)
    }

    /// Swift's shortest text of the number without a trailing ".0", as the encoder writes it.
    /// Not a number or an infinity throws the encoder's error, as `JSONOutput` would.
    mutating func value(_ number: Double) throws {
        beginValue()
        if !JSONNumberText.appendDecimal(number, to: &bytes) {
            bytes.append(contentsOf: try JSONText.encoder.encode(number))
        }
    }

    /// A day as `"YYYY-MM-DD"`, its `iso` text.
    mutating func value(day: CivilDate) {
        beginValue()
        guard (0...9999).contains(day.year) else { return plainString(day.iso) }
        bytes.append(UInt8(ascii: "\""))
        JSONNumberText.appendDigits(day.year, count: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        JSONNumberText.appendDigits(day.month, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        JSONNumberText.appendDigits(day.day, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func value(_ text: String) throws {
        beginValue()
        // Printable ASCII without quotes or backslashes is written as is; the rest (escapes,
        // other scripts) as the encoder writes it.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            plainString(text)
        } else {
            bytes.append(contentsOf: try JSONText.encoder.encode(text))
        }
    }

    mutating func value(_ number: Double?) throws { if let number { try value(number) } else { null() } }
    mutating func value(_ text: String?) throws { if let text { try value(text) } else { null() } }

    private mutating func plainString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }
}
