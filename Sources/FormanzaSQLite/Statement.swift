import CSQLite

/// One prepared statement with typed binds and typed columns. Statements are cached by their
/// connection, so a command that asks the same question many times compiles it once; `reset`
/// runs before each use, so a statement never carries rows or binds from a previous one.
/// The connection owns its statements, so a statement holds it without keeping it alive: the
/// connection closes (and SQLite checkpoints its log) as soon as its last user lets it go. A
/// statement is therefore used only while its connection is held.
public final class Statement {
    let handle: OpaquePointer
    unowned let connection: Connection
    /// The result columns' names in order, read from SQLite on the first `column(_:)`. A few
    /// short names compared in turn cost less than hashing one.
    private var names: [String]?

    init(handle: OpaquePointer, connection: Connection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// A value to bind to a `?` parameter.
    public enum Value: Sendable, Equatable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob([UInt8])
        case null
    }

    /// Clears the previous run and binds `values` to parameters 1, 2, … in order.
    public func bind(_ values: [Value]) throws {
        sqlite3_reset(handle)
        // Every parameter is bound anew below; only those beyond `values` must be cleared, or
        // they would keep the previous run's values. (Clearing them all cost more than binding.)
        if Int(sqlite3_bind_parameter_count(handle)) > values.count { sqlite3_clear_bindings(handle) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text):
                // Bound with its length, not as a C string: a NUL inside is kept, never an end.
                // Read in place (SQLite copies it); "" is bound from a literal, since an empty
                // buffer may have no address and a null pointer binds NULL.
                var text = text
                code = text.withUTF8 { buffer -> Int32 in
                    guard let base = buffer.baseAddress, !buffer.isEmpty else {
                        return sqlite3_bind_text64(
                            handle, index, "", 0, formanza_sqlite_transient(), UInt8(SQLITE_UTF8))
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                        sqlite3_bind_text64(
                            handle, index, chars, UInt64(buffer.count), formanza_sqlite_transient(), UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob(
                        handle, index, buffer.baseAddress, Int32(buffer.count), formanza_sqlite_transient())
                }
            case .null: code = sqlite3_bind_null(handle, index)
            }
            try connection.check(code)
        }
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        let error = connection.error(code)
        sqlite3_reset(handle)
        throw error
    }

    /// Runs a statement that returns no rows.
    public func run(_ values: [Value] = []) throws {
        try bind(values)
        while try step() {}
        sqlite3_reset(handle)
    }

    /// Runs a query and maps each row.
    public func rows<T>(_ values: [Value] = [], _ map: (Row) throws -> T) throws -> [T] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        var result: [T] = []
        let row = Row(handle: handle, statement: self)
        while try step() { result.append(try map(row)) }
        return result
    }

    /// Runs a query and hands each row to `body` until it returns false, so a caller looking for
    /// the first row that fits a test reads no further than that row.
    public func scan(_ values: [Value] = [], _ body: (Row) throws -> Bool) throws {
        try bind(values)
        defer { sqlite3_reset(handle) }
        let row = Row(handle: handle, statement: self)
        while try step() {
            if try !body(row) { break }
        }
    }

    /// The place of the result column named `name` (the table's column, or the `AS` name the
    /// query gives an expression), so a reader never counts columns: a name the query does not
    /// return is an error naming it and the query, never another column's value.
    public func column(_ name: String) throws -> Int32 {
        if names == nil {
            names = (0..<sqlite3_column_count(handle)).map { index in
                sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
            }
        }
        if let names {
            for place in 0..<names.count where names[place] == name { return Int32(place) }
        }
        let query = sqlite3_sql(handle).map { String(cString: $0) } ?? ""
        throw SQLiteError(.noResultColumn(name, query: query), code: SQLITE_MISUSE, path: connection.path)
    }

    /// Runs a query and maps its first row, if any.
    public func first<T>(_ values: [Value] = [], _ map: (Row) throws -> T) throws -> T? {
        try bind(values)
        defer { sqlite3_reset(handle) }
        guard try step() else { return nil }
        return try map(Row(handle: handle, statement: self))
    }
}

/// The current row of a statement; valid only inside the closure it is passed to. Its columns
/// are read by the name the query gives them (`row.text("day")`); the places (`row.text(0)`)
/// are for the one value of a scalar query.
public struct Row {
    let handle: OpaquePointer
    let statement: Statement

    /// The place of the column named `name` (`Statement.column`): an error when the query
    /// returns no such column.
    public func place(_ name: String) throws -> Int32 { try statement.column(name) }

    public func isNull(_ name: String) throws -> Bool { isNull(try place(name)) }
    public func integer(_ name: String) throws -> Int64 { integer(try place(name)) }
    public func real(_ name: String) throws -> Double { real(try place(name)) }
    public func text(_ name: String) throws -> String? { text(try place(name)) }
    public func isValidUTF8(_ name: String) throws -> Bool { isValidUTF8(try place(name)) }
    public func text(_ name: String, equals expected: String) throws -> Bool {
        text(try place(name), equals: expected)
    }
    public func bytes(_ name: String) throws -> [UInt8]? { bytes(try place(name)) }
    public func kind(_ name: String) throws -> Kind { kind(try place(name)) }

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
    public func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
    public func real(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column as text (nil when NULL).
    public func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Whether the column's text is valid UTF-8 (true for a column that is not text): a value
    /// edited by hand can hold any bytes, which `text` would show with U+FFFD in their place.
    public func isValidUTF8(_ column: Int32) -> Bool {
        guard sqlite3_column_type(handle, column) == SQLITE_TEXT,
            let pointer = sqlite3_column_text(handle, column)
        else { return true }
        let bytes = UnsafeBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(handle, column)))
        return String(validating: bytes, as: UTF8.self) != nil
    }

    /// Whether the column holds exactly the bytes of `expected` (false when NULL), compared in
    /// place: a scan that only needs to notice a value change (the day of rows in key order) or
    /// to recognise one name makes no String for every row.
    public func text(_ column: Int32, equals expected: String) -> Bool {
        guard let pointer = sqlite3_column_text(handle, column) else { return false }
        let stored = UnsafeBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(handle, column)))
        guard stored.count == expected.utf8.count else { return false }
        // A native string's bytes are compared where they lie; any other one byte by byte.
        return expected.utf8.withContiguousStorageIfAvailable { bytes in
            for index in 0..<bytes.count where bytes[index] != stored[index] { return false }
            return true
        } ?? stored.elementsEqual(expected.utf8)
    }

    /// The column's bytes, whatever its storage class (nil when NULL).
    public func bytes(_ column: Int32) -> [UInt8]? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let pointer = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    /// The storage class SQLite holds for the column in this row.
    public func kind(_ column: Int32) -> Kind {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: return .integer
        case SQLITE_FLOAT: return .real
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .blob
        default: return .null
        }
    }

    public enum Kind: Sendable { case integer, real, text, blob, null }
}
