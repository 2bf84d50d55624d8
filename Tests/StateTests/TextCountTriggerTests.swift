import FormanzaSQLite
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A store made by an earlier release keeps the text counts' triggers it was made with until
/// this build opens it and its migration replaces them; the counts must come out as a new
/// store's would.
@Suite struct TextCountTriggerTests {
    /// The added-text trigger as builds before the rewrite made it: the type tested `IN` a list.
    static let earlierAdded = """
        CREATE TRIGGER answers_text_added AFTER INSERT ON answers
        WHEN new.type IN ('text', 'email', 'phone', 'url') AND typeof(new.value) = 'text' BEGIN
            INSERT INTO text_counts VALUES (new.form, new.screen, new.type, new.value, 1, new.day)
            ON CONFLICT DO UPDATE SET days = days + 1, last_day = max(last_day, excluded.last_day);
        END
        """

    /// The removed-text trigger as builds before the rewrite made it.
    static let earlierRemoved = """
        CREATE TRIGGER answers_text_removed AFTER DELETE ON answers
        WHEN old.type IN ('text', 'email', 'phone', 'url') AND typeof(old.value) = 'text' BEGIN
            UPDATE text_counts SET days = days - 1, last_day = coalesce((
                SELECT max(day) FROM answers INDEXED BY answers_texts
                WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value
                    AND type IN ('text', 'email', 'phone', 'url')), last_day)
            WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value;
            DELETE FROM text_counts
            WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value AND days <= 0;
        END
        """

    /// Answers written straight into the table, as an earlier build's write would: only the
    /// triggers the store has at that moment count them.
    func writeByHand(_ temp: TemporaryStore) throws {
        let connection = try Connection(path: temp.paths.database)
        for (form, day, screen, type, value) in [
            ("a", "2026-11-01", "note", "text", "gym"), ("a", "2026-11-02", "note", "text", "walk"),
            ("a", "2026-11-03", "note", "text", "gym"), ("b", "2026-11-01", "mail", "email", "x@example.org"),
            ("a", "2026-11-05", "note", "text", "swim"),
        ] {
            try connection.run(
                "INSERT INTO answers (form, day, screen, type, unit, value, saved_at) VALUES (?, ?, ?, ?, NULL, ?, 1)",
                [.text(form), .text(day), .text(screen), .text(type), .text(value)])
        }
        try connection.run("DELETE FROM answers WHERE form = 'a' AND day = '2026-11-05'")
    }

    /// An added text, a changed one, a removed one and a text turned into a number, through
    /// the store as a command writes them.
    func writeThroughStore(_ store: Store) throws {
        func note(_ text: String) -> Answer { Answer(value: .text(text), type: "text", savedAt: 9) }
        try store.updateDay(day("2026-11-04")) { $0.set(note("gym"), form: "a", screen: "note") }
        try store.updateDay(day("2026-11-02")) { $0.set(note("swim"), form: "a", screen: "note") }
        try store.updateDay(day("2026-11-03")) { $0.remove(form: "a", screen: "note") }
        try store.updateDay(day("2026-11-01")) {
            $0.set(Answer(value: .number(3), type: "number", unit: "km", savedAt: 9), form: "a", screen: "note")
        }
    }

    func counts(_ temp: TemporaryStore) throws -> [String] {
        try Connection(path: temp.paths.database, readOnly: true).statement(
            "SELECT form, screen, type, value, days, last_day FROM text_counts ORDER BY form, screen, type, value"
        ).rows { row in (0..<6).map { row.text($0) ?? "\(row.integer($0))" }.joined(separator: " ") }
    }

    func recounted(_ temp: TemporaryStore) throws -> [String] {
        try Connection(path: temp.paths.database, readOnly: true).statement(
            """
            SELECT form, screen, type, value, count(*), max(day) FROM answers
            WHERE type IN ('text', 'email', 'phone', 'url') AND typeof(value) = 'text'
            GROUP BY form, screen, type, value ORDER BY form, screen, type, value
            """
        ).rows { row in (0..<6).map { row.text($0) ?? "\(row.integer($0))" }.joined(separator: " ") }
    }

    func triggerTexts(_ temp: TemporaryStore) throws -> [String] {
        try Connection(path: temp.paths.database, readOnly: true).statement(
            "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'answers_text_%' ORDER BY name"
        ).rows { $0.text(0) ?? "" }
    }

    var currentTexts: [String] { TextCountTable.triggers.sorted { $0.name < $1.name }.map(\.sql) }

    /// The store as an earlier release left it: its version the first, its text triggers the
    /// slower ones of then.
    func earlierStore() throws -> TemporaryStore {
        let temp = try TemporaryStore()
        try Connection(path: temp.paths.database).execute(
            """
            DROP TRIGGER answers_text_added;
            DROP TRIGGER answers_text_removed;
            \(Self.earlierAdded);
            \(Self.earlierRemoved);
            PRAGMA user_version = 1;
            """)
        return temp
    }

    @Test func anEarlierStoresTriggersAreReplacedWhenItIsOpenedAndCountAsANewStores() throws {
        let earlier = try earlierStore()
        #expect(try triggerTexts(earlier).contains(Self.earlierAdded), "the store starts with the earlier text")
        try writeByHand(earlier)
        let reopened = try Store.open(paths: earlier.paths, language: .en, now: 1_790_000_100)
        #expect(try triggerTexts(earlier) == currentTexts, "replaced by opening, before any write")
        try writeThroughStore(reopened)
        #expect(try triggerTexts(earlier) == currentTexts)
        #expect(
            try triggerTexts(earlier).allSatisfy {
                !$0.contains("WHEN new.type IN") && !$0.contains("WHEN old.type IN")
            },
            "no trigger tests the type against an IN list each time it fires")

        let fresh = try TemporaryStore()
        try writeByHand(fresh)
        try writeThroughStore(fresh.store)
        #expect(try counts(earlier) == counts(fresh))
        #expect(try counts(earlier) == recounted(earlier))
        #expect(
            try counts(earlier) == [
                "a note text gym 1 2026-11-04", "a note text swim 1 2026-11-02",
                "b mail email x@example.org 1 2026-11-01",
            ])
    }

    /// Replaced once, by the migration: only the two earlier triggers are made again, a new
    /// store has every object as this build makes it, and no write checks the schema again.
    @Test func theReplacementHappensOnceAndANewStoreNeedsNone() throws {
        let fresh = try TemporaryStore()
        #expect(try fresh.store.database.access { try KeptSchema.prepare(Store.keptObjects, $0) }.isEmpty)
        let earlier = try earlierStore()
        let made = try earlier.store.database.access { try KeptSchema.prepare(Store.keptObjects, $0) }
        #expect(made.map(\.name).sorted() == ["answers_text_added", "answers_text_removed"])
        #expect(made.map(\.previous).contains(Self.earlierRemoved))
        #expect(try earlier.store.database.access { try KeptSchema.prepare(Store.keptObjects, $0) }.isEmpty)
        let again = try earlierStore()
        #expect(try again.store.database.access { try StoreMigrations.migrate($0) {} } == [2, 3])
        #expect(try triggerTexts(again) == currentTexts)
        #expect(try again.store.database.access { try StoreMigrations.migrate($0) {} } == [])
    }

    /// A store of an earlier release missing a text trigger let answers in without being
    /// counted: putting it back is not enough, every count is made again from the answers.
    @Test func aMissingTriggerMakesEveryCountAgain() throws {
        let temp = try TemporaryStore()
        try Connection(path: temp.paths.database).execute(
            "DROP TRIGGER answers_text_added; PRAGMA user_version = 1")
        try writeByHand(temp)
        #expect(try counts(temp) != recounted(temp), "the answers written without the trigger are not counted")
        let reopened = try Store.open(paths: temp.paths, language: .en, now: 1_790_000_100)
        try writeThroughStore(reopened)
        #expect(try triggerTexts(temp) == currentTexts)
        #expect(try counts(temp) == recounted(temp))
        #expect(try counts(temp).count == 3)
    }
}
