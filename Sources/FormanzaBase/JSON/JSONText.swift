/// The one writer of JSON in both programs: `formanza`'s `--json` outputs, whose field names are
/// public interface that scripts rely on (formanza(1), JSON OUTPUT), and the daemon's answers
/// (`doctor --json`, its D-Bus interface) and record of posted reminders.
///
/// It lives in FormanzaBase, the lowest target both programs import, because it needs nothing
/// but the standard library and the calendar day: a writer of bytes reads no file and calls no
/// system, so the pure base may hold it, and the daemon's engine and planner can use it too.
///
/// The bytes are those each output had when a general encoder wrote it, so scripts, golden files
/// and older daemons saw no change (`JSONLayout`). Keys are written in the order given: callers
/// give them sorted by their Unicode scalars, the order every output has always had. It is cheap
/// for large output: Progress over ten years has some 7,000 points, and boxing each as the
/// encoder did was a fifth of the command's time; numbers and days are written as bytes
/// (`JSONNumberText`), not through a `String` each.
///
/// The members a row writes per value (keys, numbers, days, brackets) are `@inlinable`: the
/// writer lives in another module than most of its callers, and a call for each of them cost
/// Progress over ten years some 5 % more than when they were inlined.
public struct JSONText {
    /// The text written so far.
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8] = []
    public let layout: JSONLayout
    /// How many arrays and objects are open.
    @usableFromInline var depth = 0
    /// Bit `n` says whether the array or object open at depth `n + 1` has an element yet: bits,
    /// not an array of flags, so an element costs no array bookkeeping.
    @usableFromInline var started: UInt64 = 0
    /// Set between a key and its value, so the value does not start a new element.
    @usableFromInline var pendingValue = false

    public init(layout: JSONLayout = .indented) {
        self.layout = layout
        storage.reserveCapacity(layout.indented ? 1 << 16 : 1 << 10)
    }

    /// `value` written alone, as a whole document.
    public static func document(_ value: some JSONElement, layout: JSONLayout) throws -> [UInt8] {
        var w = JSONText(layout: layout)
        try value.write(&w)
        return w.bytes
    }

    /// Whether the elements of the array or object open at `depth` each take a line.
    @inlinable func isMultiline(_ depth: Int) -> Bool {
        layout.indented && depth <= layout.inlineDepth ?? Int.max
    }

    /// A comma when asked, then, when the open array or object takes a line an element, a line
    /// break and the current depth's indent; on one line inside an indented layout, a space.
    @inlinable mutating func newLine(comma: Bool) {
        guard isMultiline(depth) else {
            if comma { storage.append(UInt8(ascii: ",")) }
            if comma && layout.indented { storage.append(UInt8(ascii: " ")) }
            return
        }
        lineBreak(comma: comma)
    }

    @inlinable mutating func lineBreak(comma: Bool) {
        let width = 2 * depth
        storage.append(addingCapacity: 2 + width) { out in
            if comma { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
            out.append(repeating: UInt8(ascii: " "), count: width)
        }
    }

    /// Before a value inside an array, or before a key inside an object.
    @inlinable mutating func next() {
        guard depth > 0 else { return }
        let bit: UInt64 = 1 << (depth - 1)
        newLine(comma: started & bit != 0)
        started |= bit
    }

    @inlinable mutating func beginValue() {
        if pendingValue { pendingValue = false } else { next() }
    }

    @inlinable mutating func open(_ bracket: UInt8) {
        precondition(depth < 63, "JSON nested deeper than JSONText writes")
        storage.append(bracket)
        depth += 1
        started &= ~(1 << (depth - 1))
    }

    /// Indented, an empty array or object keeps a blank line between its brackets (in the
    /// plan's layout it is just its brackets).
    @inlinable mutating func close(_ bracket: UInt8) {
        let had = started & (1 << (depth - 1)) != 0
        let multiline = isMultiline(depth)
        depth -= 1
        if multiline && layout.inlineDepth == nil {
            if !had { storage.append(UInt8(ascii: "\n")) }
            lineBreak(comma: false)
        } else if multiline && had {
            lineBreak(comma: false)
        }
        storage.append(bracket)
    }

    /// An object whose members `body` writes with `key`.
    @inlinable public mutating func object(_ body: (inout JSONText) throws -> Void) rethrows {
        beginValue()
        open(UInt8(ascii: "{"))
        try body(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array whose elements `body` writes (each a value call, or an object/array).
    @inlinable public mutating func array(_ body: (inout JSONText) throws -> Void) rethrows {
        beginValue()
        open(UInt8(ascii: "["))
        try body(&self)
        close(UInt8(ascii: "]"))
    }

    /// The key of the next member; its value follows.
    public mutating func key(_ name: String) {
        next()
        plainString(name)
        separator()
    }

    /// A key made once (`"name" : `), for the members of the thousands of points.
    @inlinable public mutating func key(_ key: JSONKey) {
        guard layout.inlineDepth == nil else { return self.key(key.name) }
        next()
        storage.append(contentsOf: layout.indented ? key.indentedBytes : key.oneLineBytes)
        pendingValue = true
    }

    /// Between a key and its value: ` : ` indented, `:` on one line, `: ` in the plan's layout.
    @usableFromInline mutating func separator() {
        if layout.inlineDepth != nil {
            storage.append(contentsOf: (layout.indented ? ": " : ":").utf8)
        } else if layout.indented {
            storage.append(contentsOf: " : ".utf8)
        } else {
            storage.append(UInt8(ascii: ":"))
        }
        pendingValue = true
    }

    public mutating func object(key name: String, _ body: (inout JSONText) throws -> Void) rethrows {
        key(name)
        try object(body)
    }

    public mutating func array(key name: String, _ body: (inout JSONText) throws -> Void) rethrows {
        key(name)
        try array(body)
    }

    @inlinable public mutating func null() {
        beginValue()
        storage.append(contentsOf: "null".utf8)
    }

    @inlinable public mutating func value(_ flag: Bool) {
        beginValue()
        storage.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    @inlinable public mutating func value(_ number: Int) {
        beginValue()
        JSONNumberText.append(number, to: &storage)
    }

    /// Swift's shortest text of the number without a trailing ".0" (an exponent as `description`
    /// writes it, `1e+20`). Not a number or an infinity has no JSON text: it throws
    /// `JSONNumberError` before anything is written.
    public mutating func value(_ number: Double) throws {
        guard number.isFinite else { throw JSONNumberError(number: number) }
        beginValue()
        if !JSONNumberText.appendDecimal(number, to: &storage) {
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            storage.append(contentsOf: text.utf8)
        }
    }

    /// A day as `"YYYY-MM-DD"`, its `iso` text.
    @inlinable public mutating func value(day: CivilDate) {
        beginValue()
        guard (0...9999).contains(day.year) else { return plainString(day.iso) }
        JSONNumberText.appendQuotedDay(year: day.year, month: day.month, day: day.day, to: &storage)
    }

    /// Text as a JSON string, escaped as `JSONLayout` says. It throws nothing (the escapes cover
    /// every string); it keeps `throws` so the callers that write many values stay one `try`.
    public mutating func value(_ text: String) throws {
        beginValue()
        appendString(text)
    }

    /// The key of the next member when it is not one of ours but someone's text (the names of
    /// a multi-photo answer): escaped as a string value is.
    public mutating func key(escaping name: String) throws {
        next()
        appendString(name)
        separator()
    }

    public mutating func value(_ number: Double?) throws { if let number { try value(number) } else { null() } }
    public mutating func value(_ text: String?) throws { if let text { try value(text) } else { null() } }

    private mutating func appendString(_ text: String) {
        // Printable ASCII without quotes, backslashes (or slashes, when they are escaped) is
        // written as is, without looking at each character again.
        let slash: UInt8 = layout.escapesSlashes ? UInt8(ascii: "/") : UInt8(ascii: "\"")
        if text.utf8.allSatisfy({
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != slash
        }) {
            plainString(text)
        } else {
            JSONStringEscaping.append(
                text, escapingSlashes: layout.escapesSlashes, hidden: layout.escapesHidden,
                shortBackspaceAndFormFeed: layout.inlineDepth == nil, to: &storage)
        }
    }

    @usableFromInline mutating func plainString(_ text: String) {
        storage.append(UInt8(ascii: "\""))
        storage.append(contentsOf: text.utf8)
        storage.append(UInt8(ascii: "\""))
    }
}

/// A number JSON has no text for: not a number or an infinity. No figure of ours is one (answers
/// and data values are refused as such when typed or read), so meeting one is a fault, said
/// rather than written as text a parser would refuse.
public struct JSONNumberError: UserFacingError, Equatable {
    public let number: Double

    public func message(in l: Language) -> String {
        // Any NaN is named "nan": its sign and payload say nothing to a person, and which of two
        // a sum keeps depends on how the compiler ordered it.
        l.tr("cannot write {0} as a JSON number", number.isNaN ? "nan" : "\(number)")
    }

    public static func == (a: JSONNumberError, b: JSONNumberError) -> Bool {
        a.number.bitPattern == b.number.bitPattern
    }
}

/// A member's key as the writer puts it before the value: `"name" : ` indented, `"name":` on
/// one line.
public struct JSONKey: Sendable {
    @usableFromInline let name: String
    @usableFromInline let indentedBytes: [UInt8]
    @usableFromInline let oneLineBytes: [UInt8]

    /// `name` is printable ASCII without quotes or backslashes (nothing to escape), as every key
    /// of ours.
    public init(_ name: String) {
        precondition(
            name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        self.name = name
        indentedBytes = Array("\"\(name)\" : ".utf8)
        oneLineBytes = Array("\"\(name)\":".utf8)
    }
}

/// A value that writes itself as one JSON value: a row of a list command's output, a report, an
/// answer of the daemon.
public protocol JSONElement {
    func write(_ w: inout JSONText) throws
}

/// Nothing is written as `null`.
extension Optional: JSONElement where Wrapped: JSONElement {
    public func write(_ w: inout JSONText) throws {
        if let self { try self.write(&w) } else { w.null() }
    }
}

/// An array of elements is a JSON array of them.
extension Array: JSONElement where Element: JSONElement {
    public func write(_ w: inout JSONText) throws {
        try w.array { w in for element in self { try element.write(&w) } }
    }
}

extension JSONText {
    /// `elements` as one JSON array, as the list commands (`forms`, `goals`, `data list`,
    /// `calc list`, `store backups`) print them.
    public static func array(of elements: [some JSONElement]) throws -> [UInt8] {
        try document(elements, layout: .indented)
    }

    /// Object keys in the order every output sorts them: by their Unicode scalars, which is the
    /// order of their UTF-8 bytes. Not Swift's `<`, which compares canonically equivalent
    /// spellings alike (an `e` and a combining accent sorts as `é` would, after `f`), where the
    /// outputs, written by a general encoder first, put it between `e` and `f`.
    public static func sorted(keys: some Sequence<String>) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Text keys and text values as one object, keys sorted (`sorted(keys:)`), both escaped as
    /// string values are.
    public mutating func object(_ members: [String: String]) throws {
        try object { w in
            for name in JSONText.sorted(keys: members.keys) {
                try w.key(escaping: name)
                try w.value(members[name]!)
            }
        }
    }

    /// Strings as one array of JSON strings.
    public mutating func array(_ texts: [String]) throws {
        try array { w in for text in texts { try w.value(text) } }
    }

    /// A member written only when `value` is there: the key and nothing else is absent.
    public mutating func member(_ name: String, ifPresent value: String?) throws {
        guard let value else { return }
        key(name)
        try self.value(value)
    }

    public mutating func member(_ name: String, ifPresent value: Int?) {
        guard let value else { return }
        key(name)
        self.value(value)
    }

    public mutating func member(_ name: String, ifPresent value: Double?) throws {
        guard let value else { return }
        key(name)
        try self.value(value)
    }

    public mutating func member(_ name: String, ifPresent value: Bool?) {
        guard let value else { return }
        key(name)
        self.value(value)
    }

    public mutating func member(_ name: String, ifPresent value: (some JSONElement)?) throws {
        guard let value else { return }
        key(name)
        try value.write(&self)
    }
}
