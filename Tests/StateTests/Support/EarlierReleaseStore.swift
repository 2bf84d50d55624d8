import FormanzaSQLite

@testable import FormanzaState

/// Turns a store this build made into one as the first release of the database left it:
/// `user_version` 1, the text counts' triggers of then (the type tested `IN` a list), and none
/// of what later releases keep beside the answers (day tallies, goal scans, the ledger of
/// unreferenced photos) or of syncing. Its facts (forms, answers, settings) are left as they are.
enum EarlierReleaseStore {
    static func make(from database: String) throws {
        try dropSyncTables(database)
        let connection = try Connection(path: database)
        let later = (DayTallyTable.objects + GoalScanTable.objects).map { "'\($0.name)'" } + ["'unreferenced_photos'"]
        let objects = try connection.statement(
            "SELECT type, name FROM sqlite_schema WHERE name IN (\(later.joined(separator: ", ")))"
        ).rows { row in (type: row.text(0) ?? "", name: row.text(1) ?? "") }
        for object in objects where ["table", "index", "trigger"].contains(object.type) {
            try connection.execute("DROP \(object.type.uppercased()) IF EXISTS \"\(object.name)\"")
        }
        try connection.execute(
            """
            DROP TRIGGER answers_text_added;
            DROP TRIGGER answers_text_removed;
            \(TextCountTriggerTests.earlierAdded);
            \(TextCountTriggerTests.earlierRemoved);
            PRAGMA user_version = 1;
            """)
    }

    /// Turns a store this build made into one as the second version of the database left it,
    /// which made the sync tables only when they were first used: without them (`keeping` none,
    /// a store that never synced), or with those named in `keeping` as they are, rows and all.
    static func makeSecond(from database: String, keeping: Set<String>) throws {
        try dropSyncTables(database, keeping: keeping)
        try Connection(path: database).execute("PRAGMA user_version = 2")
    }

    /// The names of the sync tables.
    static func syncTables(_ database: String) throws -> [String] {
        try Connection(path: database, readOnly: true).statement(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'sync\\_%' ESCAPE '\\' ORDER BY name"
        ).rows { try $0.text("name") ?? "" }
    }

    private static func dropSyncTables(_ database: String, keeping: Set<String> = []) throws {
        let connection = try Connection(path: database)
        for table in try syncTables(database) where !keeping.contains(table) {
            try connection.execute("DROP TABLE \"\(table)\"")
        }
    }

    /// Every object's name and text, to compare a migrated store with a new one.
    static func schema(_ database: String) throws -> [String] {
        try Connection(path: database, readOnly: true).statement(
            "SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ).rows { row in [row.text(0), row.text(1), row.text(2)].map { $0 ?? "" }.joined(separator: " ") }
    }

    static func version(_ database: String) throws -> Int64 {
        try Connection(path: database, readOnly: true).integer("PRAGMA user_version") ?? -1
    }
}
