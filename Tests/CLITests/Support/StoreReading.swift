import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import Foundation

@testable import FormanzaState

/// What tests read of a store made by the real `formanza`: straight from its database, the way
/// `sqlite3` would, so an assertion does not go through the code it checks.
enum StoreReading {
    /// A form's stored definition (the export format), or nil when the store has no such form.
    static func formBytes(root: String, id: String) -> Data? {
        guard let connection = try? Connection(path: root + "/store.db", readOnly: true),
            let text = try? connection.statement("SELECT definition FROM forms WHERE id = ?").first(
                [.text(id)], { $0.text(0) }) ?? nil
        else { return nil }
        return Data(text.utf8)
    }

    /// The ids of the stored forms, sorted.
    static func formIDs(root: String) throws -> [String] {
        try Connection(path: root + "/store.db", readOnly: true).statement("SELECT id FROM forms ORDER BY id").rows {
            $0.text(0) ?? ""
        }
    }

    /// One day's answers of every form as JSON (the layout the day files had), "" when none.
    static func dayJSON(root: String, iso: String) throws -> String {
        let store = Store(paths: StorePaths(root: root, runtime: root + "/../run", config: root + "/../config"))
        guard let record = try store.loadDay(CivilDate(iso: iso)!) else { return "" }
        return String(decoding: try StoreCoding.encode(record, sortedKeys: true), as: UTF8.self)
    }

    /// The first column of `sql` run on any database file.
    static func count(database: String, _ sql: String) throws -> Int64? {
        try Connection(path: database, readOnly: true).integer(sql)
    }

    /// The check-in settings as stored (JSON), "" when none were saved.
    static func settingsJSON(root: String) throws -> String {
        let connection = try Connection(path: root + "/store.db", readOnly: true)
        let definition: String?? = try connection.statement("SELECT definition FROM settings").first { $0.text(0) }
        return (definition ?? nil) ?? ""
    }

    /// An SQLite database of someone else's: one table, not a Formanza store.
    static func createForeign(database: String) throws {
        try Connection(path: database, create: true).execute(
            "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')")
    }

    /// Marks a database file as written by another schema version.
    static func setUserVersion(database: String, _ version: Int) throws {
        try Connection(path: database).execute("PRAGMA user_version = \(version)")
    }

    /// Changes the database by hand, as a person with `sqlite3` could.
    static func execute(root: String, _ sql: String) throws {
        try Connection(path: root + "/store.db").execute(sql)
    }

    /// Puts a form definition in the store as `form import` would leave it.
    static func writeForm(root: String, id: String, json: String) throws {
        try Connection(path: root + "/store.db").run(
            """
            INSERT INTO forms (id, definition) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET definition = excluded.definition
            """, [.text(id), .text(json)])
    }
}
