import FormanzaBase
import FormanzaSQLite
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Records that commit another process's check-in (through a connection of their own) right
/// after Progress has read the day tallies: between two of its questions.
struct CommitBetweenQuestions: ProgressRecords {
    let store: Store
    let commit: @Sendable () throws -> Void
    /// Commit right after the first question (the first recorded day) instead: before the
    /// tallies are counted and kept.
    var early = false

    func answers(form formID: String, screens: Set<String>, from first: CivilDate?, through last: CivilDate) throws
        -> [DayAnswers]
    {
        try store.answers(form: formID, screens: screens, from: first, through: last)
    }

    func firstRecordedDay(form formID: String) throws -> CivilDate? {
        let first = try store.firstRecordedDay(form: formID)
        if early { try commit() }
        return first
    }

    func dayTallies(form: Form, over span: DayRange, asOf today: CivilDate) throws -> DayTallies {
        let tallies = try store.dayTallies(form: form, over: span, asOf: today)
        if !early { try commit() }
        return tallies
    }
}

/// A store whose form was answered whole (weight 80, both habits Yes) on each of the `count`
/// days before `today`.
func completeDays(_ count: Int, of form: Form, before today: CivilDate) throws -> TemporaryStore {
    let temp = try TemporaryStore()
    try temp.store.saveForm(form)
    for offset in 1...count {
        try temp.store.updateDay(today.adding(days: -offset)) { record in
            for (screen, value) in [
                ("weight", AnswerValue.number(80)), ("water", .yesNo(true)), ("walk", .yesNo(true)),
            ] {
                record.set(
                    Answer(value: value, for: form.screen(id: screen)!, savedAt: 1), form: form.id, screen: screen)
            }
        }
    }
    return temp
}

/// Progress asks the store several questions; a check-in another process commits between two
/// of them is shown whole or not at all, never half.
@Suite struct ProgressSnapshotTests {
    @Test func aCommitBetweenTwoQuestionsIsNotHalfSeen() throws {
        let form = progressForm()
        let today = day("2026-12-02")
        let temp = try completeDays(20, of: form, before: today)
        let before = try builder(form).report(period: .month, today: today, records: temp.store)
        // Today checked in whole by another process: a weight and both habits.
        let database = temp.paths.database
        let checkin: @Sendable () throws -> Void = {
            let other = try Connection(path: database)
            try other.execute(
                """
                INSERT OR REPLACE INTO answers VALUES
                    ('f-progress', '2026-12-02', 'weight', 'number', 'kg', 90.0, 5),
                    ('f-progress', '2026-12-02', 'water', 'yes-no', NULL, 1, 5),
                    ('f-progress', '2026-12-02', 'walk', 'yes-no', NULL, 1, 5)
                """)
        }
        let records = CommitBetweenQuestions(store: temp.store, commit: checkin)
        let during = try temp.store.snapshot {
            try builder(form).report(period: .month, today: today, records: records)
        }
        #expect(during == before, "the snapshot taken before the check-in: none of it")
        let after = try builder(form).report(period: .month, today: today, records: temp.store)
        #expect(after.todayCard.streak == 21 && after.todayCard.highlighted?.value == 90, "then all of it")
    }

    @Test func talliesAreNotKeptFromASnapshotAnotherProcessHasCommittedSince() throws {
        let form = progressForm()
        let today = day("2026-12-02")
        let temp = try completeDays(40, of: form, before: today)
        let before = try builder(form).report(period: .month, today: today, records: AnswersOnly(records: temp.store))
        let database = temp.paths.database
        let rows = try Connection(path: database)
        #expect(try rows.integer("SELECT count(*) FROM day_tallies") == 0)
        // Another process removes walk's answer of 25 November, a day the tallies would keep.
        var records = CommitBetweenQuestions(store: temp.store) {
            try Connection(path: database).execute(
                "DELETE FROM answers WHERE day = '2026-11-25' AND screen = 'walk'")
        }
        records.early = true
        let during = try temp.store.snapshot {
            try builder(form).report(period: .month, today: today, records: records)
        }
        #expect(during == before, "counted from the snapshot")
        #expect(
            try rows.integer("SELECT count(*) FROM day_tallies") == 0, "and not kept: the snapshot is no longer current"
        )
        let after = try temp.store.snapshot {
            try builder(form).report(period: .month, today: today, records: temp.store)
        }
        #expect(try (rows.integer("SELECT count(*) FROM day_tallies") ?? 0) > 0, "kept by the next run")
        #expect(
            try after == builder(form).report(period: .month, today: today, records: AnswersOnly(records: temp.store)))
        #expect(after.todayCard.streak == 6 && before.todayCard.streak == 40, "25 November is no longer complete")
    }
}
