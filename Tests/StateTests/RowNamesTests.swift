import FormanzaSQLite
import FormanzaState
import FormanzaTestSupport
import Testing

/// Columns are read by the name the query gives them: a misspelt name is an error naming it and
/// the query, never another column's value.
@Suite struct RowNamesTests {
    let directory: TemporaryDirectory
    let connection: Connection

    init() throws {
        directory = try TemporaryDirectory(prefix: "rows")
        connection = try Connection(path: directory.path + "/t.db", create: true)
        try connection.execute(
            """
            CREATE TABLE t (a TEXT, b INTEGER, c BLOB) STRICT;
            INSERT INTO t VALUES ('one', 1, x'00ff'), ('two', 2, NULL);
            """)
    }

    @Test func columnsAndAliasesAreFoundByName() throws {
        let rows = try connection.statement("SELECT c, b, a, max(b) OVER () AS top FROM t ORDER BY b").rows { row in
            "\(try row.text("a") ?? "") \(try row.integer("b")) \(try row.bytes("c") ?? [9]) \(try row.integer("top"))"
        }
        #expect(rows == ["one 1 [0, 255] 2", "two 2 [9] 2"])
        #expect(try connection.statement("SELECT a, b FROM t").column("b") == 1)
    }

    @Test func aMisspeltColumnIsAnErrorNamingItAndTheQuery() throws {
        let statement = try connection.statement("SELECT a, b FROM t")
        let error = try #require(throws: SQLiteError.self) { try statement.rows { try $0.text("bb") } }
        #expect(error.fault == .noResultColumn("bb", query: "SELECT a, b FROM t"))
        #expect(
            StoreError.database(path: "t.db", error).message(in: .en)
                == "t.db: no result column named bb in: SELECT a, b FROM t. Nothing was changed.")
        #expect(!error.isGeneric && !error.isBusy && !error.isCorruption)
        #expect(throws: SQLiteError.self) { try statement.column("A ") }
        #expect(throws: SQLiteError.self) {
            try connection.statement("SELECT b AS bee FROM t").first { try $0.integer("b") }
        }
    }
}
