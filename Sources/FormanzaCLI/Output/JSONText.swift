import FormanzaBase
import FoundationEssentials

/// The one writer of the `--json` outputs of `formanza`, whose field names are public interface
/// that scripts rely on (formanza(1), JSON OUTPUT). It writes the layout these outputs had when
/// `JSONEncoder` made them (pretty printed, two-space indent, `"key" : value`, an empty array as
/// `[`, a blank line and `]`, slashes not escaped), so scripts and golden files saw no change, and
/// it is cheap for large output: Progress over ten years has some 7,000 points, and the encoder's
/// boxing of each was a fifth of the command's time. Keys are written in the order given, so
/// callers give them sorted, as the encoder's `sortedKeys` did. Numbers and days are written as
/// bytes (`JSONNumberText`), not through a `String` each.
/// A value written as one element of a JSON array (a row of a list command's output).
protocol JSONElement {
    func write(_ w: inout JSONText) throws
}

struct JSONText {
    private(set) var bytes: [UInt8] = []
    /// How many arrays and objects are open.
    private var depth = 0
    /// Bit `n` says whether the array or object open at depth `n + 1` has an element yet: bits,
    /// not an array of flags, so an element costs no array bookkeeping.
    private var started: UInt64 = 0
    /// Set between a key and its value, so the value does not start a new element.
    private var pendingValue = false

    init() { bytes.reserveCapacity(1 << 16) }

    /// A comma when asked, a line break and the current depth's indent, appended at once.
    private mutating func newLine(comma: Bool) {
        let width = 2 * depth
        bytes.append(addingCapacity: 2 + width) { out in
            if comma { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
            out.append(repeating: UInt8(ascii: " "), count: width)
        }
    }

    /// Before a value inside an array, or before a key inside an object.
    private mutating func next() {
        guard depth > 0 else { return }
        let bit: UInt64 = 1 << (depth - 1)
        newLine(comma: started & bit != 0)
        started |= bit
    }

    private mutating func beginValue() {
        if pendingValue { pendingValue = false } else { next() }
    }

    private mutating func open(_ bracket: UInt8) {
        precondition(depth < 63, "JSON nested deeper than JSONText writes")
        bytes.append(bracket)
        depth += 1
        started &= ~(1 << (depth - 1))
    }

    private mutating func close(_ bracket: UInt8) {
        let had = started & (1 << (depth - 1)) != 0
        depth -= 1
        if !had { bytes.append(UInt8(ascii: "\n")) }
        newLine(comma: false)
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

    /// A key made once (`"name" : `), for the members of the thousands of points.
    mutating func key(_ key: JSONKey) {
        next()
        bytes.append(contentsOf: key.bytes)
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
    /// Not a number or an infinity throws the encoder's error, as the encoder did.
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
        JSONNumberText.appendQuotedDay(year: day.year, month: day.month, day: day.day, to: &bytes)
    }

    mutating func value(_ text: String) throws {
        beginValue()
        try appendString(text)
    }

    /// The key of the next member when it is not one of ours but someone's text (the names of
    /// a multi-photo answer): escaped as a string value is.
    mutating func key(escaping name: String) throws {
        next()
        try appendString(name)
        bytes.append(contentsOf: " : ".utf8)
        pendingValue = true
    }

    private mutating func appendString(_ text: String) throws {
        // Printable ASCII without quotes or backslashes is written as is; the rest (escapes,
        // other scripts) as the encoder writes it, with what the encoder leaves raw (DEL, C1 and
        // bidirectional controls) escaped as `\uXXXX`.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            plainString(text)
        } else {
            bytes.append(contentsOf: JSONEscaping.escapingHidden(Array(try JSONText.encoder.encode(text))))
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

/// A member's key as the writer puts it before the value: `"name" : `.
struct JSONKey {
    let bytes: [UInt8]

    /// `name` is printable ASCII without quotes or backslashes (nothing to escape), as every key
    /// of ours.
    init(_ name: String) {
        precondition(
            name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        bytes = Array("\"\(name)\" : ".utf8)
    }
}

extension JSONText {
    /// `elements` as one JSON array, as the list commands (`forms`, `goals`, `data list`,
    /// `calc list`, `store backups`) print them.
    static func array(of elements: [some JSONElement]) throws -> [UInt8] {
        var w = JSONText()
        try w.array { w in for element in elements { try element.write(&w) } }
        return w.bytes
    }
}
