/// The `Decoder` that runs a model's `init(from:)` over a `JSONNode` tree (`StrictJSON`).
///
/// It keeps no coding path: every failure is `StrictJSON.GaveUp`, and the caller decodes the
/// text again with `JSONDecoder` for the message. Numbers are read the strict way: an integer
/// type takes only an integer literal that fits, a floating type only a finite value.
struct TreeDecoder: Decoder {
    let value: JSONNode

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw StrictJSON.GaveUp() }
        return KeyedDecodingContainer(TreeKeyedContainer<Key>(members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw StrictJSON.GaveUp() }
        return TreeUnkeyedContainer(elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TreeSingleValue(value: value)
    }
}

/// Reading one node as a value of the standard types, shared by the three containers.
enum TreeValues {
    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        // The types JSON holds directly; anything else decodes itself from the node.
        // Metatypes compared, not cast: this runs for every value of every definition.
        if T.self == String.self {
            guard case .string(let text) = node else { throw StrictJSON.GaveUp() }
            return text as! T
        }
        if T.self == Double.self { return try double(node) as! T }
        if T.self == Int.self { return try integer(Int.self, node) as! T }
        if T.self == Bool.self {
            guard case .bool(let flag) = node else { throw StrictJSON.GaveUp() }
            return flag as! T
        }
        return try T(from: TreeDecoder(value: node))
    }

    static func double(_ node: JSONNode) throws -> Double {
        guard case .number(let literal) = node, let value = Double(literal), value.isFinite else {
            throw StrictJSON.GaveUp()
        }
        return value
    }

    static func float(_ node: JSONNode) throws -> Float {
        guard case .number(let literal) = node, let value = Float(literal), value.isFinite else {
            throw StrictJSON.GaveUp()
        }
        return value
    }

    /// Only an integer literal (no fraction, no exponent) that fits the type.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ node: JSONNode) throws -> T {
        guard case .number(let literal) = node,
            literal.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || ($0 >= 0x30 && $0 <= 0x39) }),
            let value = T(literal, radix: 10)
        else { throw StrictJSON.GaveUp() }
        return value
    }

    static func isNull(_ node: JSONNode) -> Bool {
        if case .null = node { return true }
        return false
    }
}

struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    /// Keys are compared by length first: most members of an object have keys of other
    /// lengths, and comparing two different strings costs a call into the runtime.
    func member(_ key: Key) -> JSONNode? {
        let name = key.stringValue
        let length = name.utf8.count
        return members.first(where: { $0.key.utf8.count == length && $0.key == name })?.value
    }

    func node(_ key: Key) throws -> JSONNode {
        guard let value = member(key) else { throw StrictJSON.GaveUp() }
        return value
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    /// The member of `key` when it is there and not null: one look instead of the three the
    /// default `decodeIfPresent` takes.
    func present(_ key: Key) -> JSONNode? {
        guard let value = member(key), !TreeValues.isNull(value) else { return nil }
        return value
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map { try TreeValues.decode(type, from: $0) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map { try TreeValues.decode(type, from: $0) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key).map { try TreeValues.double($0) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { try TreeValues.integer(type, $0) }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try TreeValues.decode(type, from: $0) }
    }

    func decodeNil(forKey key: Key) throws -> Bool { TreeValues.isNull(try node(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try TreeValues.decode(type, from: node(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try TreeValues.decode(type, from: node(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try TreeValues.double(node(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try TreeValues.float(node(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try TreeValues.integer(type, node(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try TreeValues.integer(type, node(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try TreeValues.integer(type, node(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try TreeValues.integer(type, node(key)) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try TreeValues.decode(type, from: node(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TreeDecoder(value: node(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: node(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw StrictJSON.GaveUp() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw StrictJSON.GaveUp() }
}

struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    var currentIndex = 0

    init(elements: [JSONNode]) { self.elements = elements }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> JSONNode {
        guard currentIndex < elements.count else { throw StrictJSON.GaveUp() }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count else { throw StrictJSON.GaveUp() }
        guard TreeValues.isNull(elements[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try TreeValues.decode(type, from: next()) }
    mutating func decode(_ type: String.Type) throws -> String { try TreeValues.decode(type, from: next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try TreeValues.double(next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try TreeValues.float(next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeValues.integer(type, next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeValues.integer(type, next()) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try TreeValues.decode(type, from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TreeDecoder(value: next()).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: next()).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { throw StrictJSON.GaveUp() }
}

struct TreeSingleValue: SingleValueDecodingContainer {
    let value: JSONNode

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { TreeValues.isNull(value) }
    func decode(_ type: Bool.Type) throws -> Bool { try TreeValues.decode(type, from: value) }
    func decode(_ type: String.Type) throws -> String { try TreeValues.decode(type, from: value) }
    func decode(_ type: Double.Type) throws -> Double { try TreeValues.double(value) }
    func decode(_ type: Float.Type) throws -> Float { try TreeValues.float(value) }
    func decode(_ type: Int.Type) throws -> Int { try TreeValues.integer(type, value) }
    func decode(_ type: Int8.Type) throws -> Int8 { try TreeValues.integer(type, value) }
    func decode(_ type: Int16.Type) throws -> Int16 { try TreeValues.integer(type, value) }
    func decode(_ type: Int32.Type) throws -> Int32 { try TreeValues.integer(type, value) }
    func decode(_ type: Int64.Type) throws -> Int64 { try TreeValues.integer(type, value) }
    func decode(_ type: UInt.Type) throws -> UInt { try TreeValues.integer(type, value) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeValues.integer(type, value) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeValues.integer(type, value) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeValues.integer(type, value) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeValues.integer(type, value) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try TreeValues.decode(type, from: value) }
}
