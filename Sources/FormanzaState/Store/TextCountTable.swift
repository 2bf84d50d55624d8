import FormanzaSQLite

/// The store's text counts: how many days each text of a text, email, phone or URL screen was
/// given and the last of them, so suggestions are read without counting all of history.
///
/// Rows are derived, never facts: triggers in the same transaction as every write of `answers`
/// keep them. A store made by an earlier release gets the triggers this build writes once, when
/// it is opened (`StoreMigrations`, with the day tallies' and goal scans'). A trigger replaced because it had an earlier build's text that counted the same way
/// leaves the counts as they are; one missing or doing something else may have let counts fall
/// behind the answers, so then every count is made again from the answers.
enum TextCountTable {
    /// The table and its index, made when missing (a store older than the counts has none).
    static let table = """
        CREATE TABLE IF NOT EXISTS text_counts (
            form TEXT NOT NULL,
            screen TEXT NOT NULL,
            type TEXT NOT NULL,
            value TEXT NOT NULL,
            days INTEGER NOT NULL,
            last_day TEXT NOT NULL,
            PRIMARY KEY (form, screen, type, value)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS text_counts_ranked ON text_counts (form, screen, type, days DESC, last_day DESC);
        """

    /// The triggers, each as SQLite keeps its text in `sqlite_schema`.
    ///
    /// Their `WHEN` tests the type with `=`, not `IN` a list: SQLite builds a temporary table
    /// for such a list each time a trigger fires, which made bulk writes of answers slow.
    static let triggers: [(name: String, sql: String)] = [
        (
            "answers_text_added",
            """
            CREATE TRIGGER answers_text_added AFTER INSERT ON answers
            WHEN (new.type = 'text' OR new.type = 'email' OR new.type = 'phone' OR new.type = 'url')
                AND typeof(new.value) = 'text' BEGIN
                INSERT INTO text_counts VALUES (new.form, new.screen, new.type, new.value, 1, new.day)
                ON CONFLICT DO UPDATE SET days = days + 1, last_day = max(last_day, excluded.last_day);
            END
            """
        ),
        (
            "answers_text_removed",
            """
            CREATE TRIGGER answers_text_removed AFTER DELETE ON answers
            WHEN (old.type = 'text' OR old.type = 'email' OR old.type = 'phone' OR old.type = 'url')
                AND typeof(old.value) = 'text' BEGIN
                UPDATE text_counts SET days = days - 1, last_day = coalesce((
                    SELECT max(day) FROM answers INDEXED BY answers_texts
                    WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value
                        AND type IN ('text', 'email', 'phone', 'url')), last_day)
                WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value;
                DELETE FROM text_counts
                WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value AND days <= 0;
            END
            """
        ),
        (
            "answers_text_changed",
            """
            CREATE TRIGGER answers_text_changed AFTER UPDATE OF type, value ON answers BEGIN
                UPDATE text_counts SET days = days - 1, last_day = coalesce((
                    SELECT max(day) FROM answers INDEXED BY answers_texts
                    WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value
                        AND type IN ('text', 'email', 'phone', 'url')), last_day)
                WHERE old.type IN ('text', 'email', 'phone', 'url') AND typeof(old.value) = 'text'
                    AND form = old.form AND screen = old.screen AND type = old.type AND value = old.value;
                DELETE FROM text_counts
                WHERE form = old.form AND screen = old.screen AND type = old.type AND value = old.value AND days <= 0;
                INSERT INTO text_counts SELECT new.form, new.screen, new.type, new.value, 1, new.day
                WHERE new.type IN ('text', 'email', 'phone', 'url') AND typeof(new.value) = 'text'
                ON CONFLICT DO UPDATE SET days = days + 1, last_day = max(last_day, excluded.last_day);
            END
            """
        ),
    ]

    /// Texts earlier builds wrote for these triggers that keep the counts exactly as `triggers`
    /// do, only more slowly (their `WHEN` tests the type `IN` a list): replacing one of them
    /// needs no recount.
    static let earlierEquivalents: Set<String> = [
        """
        CREATE TRIGGER answers_text_added AFTER INSERT ON answers
        WHEN new.type IN ('text', 'email', 'phone', 'url') AND typeof(new.value) = 'text' BEGIN
            INSERT INTO text_counts VALUES (new.form, new.screen, new.type, new.value, 1, new.day)
            ON CONFLICT DO UPDATE SET days = days + 1, last_day = max(last_day, excluded.last_day);
        END
        """,
        """
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
        """,
    ]

    /// After `KeptSchema.prepare` made `remade` objects again: counts everything again from the
    /// answers when a text-count trigger was missing or was not one that counts the same way.
    static func recountIfUntrusted(after remade: [(name: String, previous: String?)], _ connection: Connection) throws {
        let names = Set(triggers.map(\.name))
        let untrusted = remade.contains { object in
            guard names.contains(object.name) else { return false }
            guard let previous = object.previous else { return true }
            return !earlierEquivalents.contains(previous)
        }
        guard untrusted else { return }
        try recount(connection)
    }

    /// Every count made again from the answers: one a text was given each day (an answer is
    /// one per form, day and screen), and the last of those days.
    static func recount(_ connection: Connection) throws {
        try connection.execute(table)
        try connection.execute(
            """
            DELETE FROM text_counts;
            INSERT INTO text_counts (form, screen, type, value, days, last_day)
            SELECT form, screen, type, value, count(*), max(day) FROM answers INDEXED BY answers_texts
            WHERE type IN ('text', 'email', 'phone', 'url') AND typeof(value) = 'text'
            GROUP BY form, screen, type, value;
            """)
    }
}
