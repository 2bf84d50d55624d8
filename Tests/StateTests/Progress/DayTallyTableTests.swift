import FormanzaSQLite
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The store's kept day tallies are a cache: whatever happens to them (deleted, dropped,
/// damaged by hand, left behind by a changed answer or form, locked out by another writer),
/// Progress shows what counting every answer shows.
@Suite struct DayTallyTableTests {
    let today = day("2026-12-02")
    let span = DayRange(from: day("2026-10-01"), through: day("2026-12-02"))

    /// A form with two habits and a weight, answered every day of the span but today, each
    /// day saved at its own instant, and a database connection beside the store's.
    func keptStore() throws -> (TemporaryStore, Form, Connection) {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        for date in DayRange(from: span.from, through: today.adding(days: -1)).days {
            let offset = span.from.days(until: date)
            try temp.store.updateDay(date) { record in
                let saved = Int64(date.daysSinceEpoch) * 86_400 + 3600
                record.set(
                    Answer(value: .yesNo(offset % 2 == 0), for: form.screens[1], savedAt: saved), form: form.id,
                    screen: "water")
                if offset % 3 != 0 {
                    record.set(
                        Answer(value: .yesNo(true), for: form.screens[2], savedAt: saved), form: form.id,
                        screen: "walk")
                }
                record.set(
                    Answer(value: .number(80), for: form.screens[0], savedAt: saved), form: form.id, screen: "weight")
            }
        }
        return (temp, form, try Connection(path: temp.paths.database))
    }

    func counted(_ temp: TemporaryStore, _ form: Form) throws -> DayTallies {
        try AnswersOnly(records: temp.store).dayTallies(form: form, over: span, asOf: today)
    }

    func keptRows(_ connection: Connection) throws -> Int64 {
        try connection.integer("SELECT count(*) FROM day_tallies") ?? -1
    }

    @Test func pastDaysAreKeptOnceAndReadBackTheSame() throws {
        let (temp, form, connection) = try keptStore()
        #expect(try keptRows(connection) == 0, "writing answers keeps nothing")
        let first = try temp.store.dayTallies(form: form, over: span, asOf: today)
        #expect(
            try connection.texts("SELECT period FROM day_tallies ORDER BY period") == [
                "2026-10", "2026-11", "2026-12-01",
            ],
            "past months as one row each, this month's past days one by one; today is not kept")
        let version = try connection.integer("PRAGMA data_version")
        let again = try temp.store.dayTallies(form: form, over: span, asOf: today)
        #expect(try connection.integer("PRAGMA data_version") == version, "read back: nothing written")
        #expect(try first == again && again == counted(temp, form))
        try temp.store.updateDay(today) { record in
            record.set(Answer(value: .yesNo(true), for: form.screens[1], savedAt: 9), form: form.id, screen: "water")
        }
        #expect(try keptRows(connection) == 3, "a check-in today leaves the kept days alone")
        let afterCheckin = try connection.integer("PRAGMA data_version")
        #expect(try temp.store.dayTallies(form: form, over: span, asOf: today) == counted(temp, form))
        #expect(try connection.integer("PRAGMA data_version") == afterCheckin, "and Progress after it writes nothing")
    }

    @Test func deletingTheRowsOrDroppingTheTableChangesNothingButSpeed() throws {
        let (temp, form, connection) = try keptStore()
        let expected = try builder(form).report(period: .year, today: today, records: AnswersOnly(records: temp.store))
        #expect(try builder(form).report(period: .year, today: today, records: temp.store) == expected)
        try connection.execute("DELETE FROM day_tallies WHERE period >= '2026-11'")
        #expect(try builder(form).report(period: .year, today: today, records: temp.store) == expected)
        try connection.execute(
            """
            DROP TRIGGER day_tallies_answer_added; DROP TRIGGER day_tallies_answer_changed;
            DROP TRIGGER day_tallies_answer_removed; DROP TRIGGER day_tallies_form_removed; DROP TABLE day_tallies;
            """)
        #expect(try builder(form).report(period: .year, today: today, records: temp.store) == expected)
        #expect(try keptRows(connection) > 0, "the next run made the table again and kept the days")
    }

    @Test func aTableDroppedAloneIsMadeAgainBeforeTheNextAnswerIsWritten() throws {
        let (temp, form, connection) = try keptStore()
        _ = try temp.store.dayTallies(form: form, over: span, asOf: today)
        try connection.execute("DROP TABLE day_tallies")
        try temp.store.updateDay(day("2026-11-01")) { record in
            record.set(Answer(value: .yesNo(true), for: form.screens[1], savedAt: 5), form: form.id, screen: "water")
        }
        #expect(try keptRows(connection) == 0)
        #expect(try temp.store.dayTallies(form: form, over: span, asOf: today) == counted(temp, form))
    }

    @Test func changingAnAnswerOrTheFormLeavesNoTallyBehind() throws {
        let (temp, form, connection) = try keptStore()
        _ = try temp.store.dayTallies(form: form, over: span, asOf: today)
        let changed = day("2026-11-02")
        try temp.store.updateDay(changed) { record in
            record.set(Answer(value: .yesNo(false), for: form.screens[2], savedAt: 7), form: form.id, screen: "walk")
            record.remove(form: form.id, screen: "weight")
        }
        #expect(
            try connection.integer("SELECT count(*) FROM day_tallies WHERE period IN ('2026-11', '2026-11-02')") == 0)
        #expect(try keptRows(connection) == 2, "October and 1 December stay")
        let after = try temp.store.dayTallies(form: form, over: span, asOf: today)
        #expect(try after == counted(temp, form))
        #expect(after[changed].fitting == 2 && after[changed].yes[1] == false, "weight removed, walk now No")
        #expect(after[changed].lastSaved == Int64(changed.daysSinceEpoch) * 86_400 + 3600, "water's, the latest")
        // The same ids with another option list or order count differently: another fingerprint.
        var reordered = form
        reordered.screens.swapAt(1, 2)
        #expect(DayTallyTable.fingerprint(of: reordered) != DayTallyTable.fingerprint(of: form))
        try temp.store.saveForm(reordered)
        #expect(
            try temp.store.dayTallies(form: reordered, over: span, asOf: today)
                == counted(temp, reordered))
        try temp.store.removeFormFile(id: form.id)
        #expect(try keptRows(connection) == 0, "a deleted form's tallies go with it")
    }

    @Test func damagedRowsAreCountedAgainNotTrusted() throws {
        for damage in [
            "days = x'01'",  // too short
            "days = CAST(x'02' || substr(days, 2) AS BLOB)",  // another version
            "days = CAST(days || x'00' AS BLOB)",  // a byte left over
            "days = CAST(x'01FFFF' || substr(days, 4) AS BLOB)",  // more screens fitting than the form has
            "days = CAST(x'01000007' || substr(days, 5) AS BLOB)",  // an unknown flag
            "period = '2026-13'",  // no such month
            "period = '2026-12'",  // the current month as a whole
            "screens = screens + 1",  // another form's fingerprint
        ] {
            let (temp, form, connection) = try keptStore()
            _ = try temp.store.dayTallies(form: form, over: span, asOf: today)
            try connection.execute("UPDATE day_tallies SET \(damage) WHERE period = '2026-10'")
            #expect(try temp.store.dayTallies(form: form, over: span, asOf: today) == counted(temp, form), "\(damage)")
            #expect(
                try connection.integer("SELECT count(*) FROM day_tallies WHERE period = '2026-10'") == 1, "kept again")
            #expect(try temp.store.dayTallies(form: form, over: span, asOf: today) == counted(temp, form), "\(damage)")
        }
    }

    @Test func anotherWritersLockMeansCountingWithoutKeepingNotWaiting() throws {
        let (temp, form, connection) = try keptStore()
        try connection.execute("BEGIN IMMEDIATE")
        let tallies = try temp.store.dayTallies(form: form, over: span, asOf: today)
        try connection.execute("COMMIT")
        #expect(try tallies == counted(temp, form))
        #expect(try keptRows(connection) == 0)
    }

    @Test func aTableMadeByHandWithOtherColumnsNeitherStopsAnswersNorProgress() throws {
        let (temp, form, connection) = try keptStore()
        try connection.execute("DROP TABLE day_tallies; CREATE TABLE day_tallies (x INTEGER)")
        #expect(try temp.store.dayTallies(form: form, over: span, asOf: today) == counted(temp, form))
        try temp.store.updateDay(day("2026-11-01")) { record in
            record.set(Answer(value: .yesNo(true), for: form.screens[1], savedAt: 5), form: form.id, screen: "water")
        }
        #expect(try temp.store.dayTallies(form: form, over: span, asOf: today) == counted(temp, form))
        #expect(try keptRows(connection) > 0, "the table was made again as it should be")
    }
}
