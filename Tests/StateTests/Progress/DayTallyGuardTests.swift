import FormanzaSQLite
import Synchronization
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Ways the kept day tallies could outlive what they were counted from, or get in the way of
/// other writes, that the plain cases (`DayTallyTableTests`) do not reach.
@Suite struct DayTallyGuardTests {
    let kept = DayTallyTableTests()

    /// A trigger of the right name doing something else (an earlier release's) would let a
    /// changed answer leave its month's tally behind: opening the store migrates it, so the
    /// table's objects are the ones this build writes before any answer is written.
    @Test func aTriggerOfTheSameNameFromAnEarlierReleaseIsReplacedBeforeAnAnswerIsWritten() throws {
        let (earlier, form, connection) = try kept.keptStore()
        _ = try earlier.store.dayTallies(form: form, over: kept.span, asOf: kept.today)
        try connection.execute(
            """
            DROP TRIGGER day_tallies_answer_changed;
            CREATE TRIGGER day_tallies_answer_changed AFTER UPDATE ON answers BEGIN SELECT 1; END;
            PRAGMA user_version = 1;
            """)
        let reopened = try Store.open(paths: earlier.paths, language: .en, now: 1_790_000_100)
        try reopened.updateDay(day("2026-11-02")) { record in
            record.set(Answer(value: .yesNo(false), for: form.screens[2], savedAt: 7), form: form.id, screen: "walk")
        }
        #expect(
            try reopened.dayTallies(form: form, over: kept.span, asOf: kept.today) == kept.counted(earlier, form))
    }

    /// Progress's full screen computes on another thread while the main one remembers the
    /// period in the settings, on the same store: keeping tallies must neither join nor break
    /// that write's transaction, and the tallies stay those counted from the answers.
    @Test func keepingTalliesOnOneThreadLeavesAnotherThreadsWritesAlone() async throws {
        let (temp, form, _) = try kept.keptStore()
        let store = temp.store
        let (span, today) = (kept.span, kept.today)
        let expected = try kept.counted(temp, form)
        try store.saveSettings(CheckinSettings())
        let done = Atomic(false)
        let keeper = Task.detached { () throws -> Int in
            defer { done.store(true, ordering: .sequentiallyConsistent) }
            var wrong = 0
            for _ in 0..<200 {
                // Forgotten through the store's own connection, between the other thread's
                // transactions: a second connection would wait for the write lock by polling,
                // and the other thread, committing and beginning again at once, can take it
                // back every time for longer than any wait ("database is locked").
                try store.database.access { try $0.execute("DELETE FROM day_tallies") }
                if try store.dayTallies(form: form, over: span, asOf: today) != expected { wrong += 1 }
            }
            return wrong
        }
        struct Refused: Error {}
        var failed: [String] = []
        var writes = 0
        while !done.load(ordering: .sequentiallyConsistent) && writes < 1_000_000 {
            writes += 1
            do {
                // A change made and then refused must leave nothing behind; one made must land.
                let before = try store.loadSettings().progressPeriod
                try? store.transaction {
                    try store.saveSettings(CheckinSettings(progressPeriod: before == .year ? .month : .year))
                    throw Refused()
                }
                if try store.loadSettings().progressPeriod != before { failed.append("refused write \(writes) landed") }
                let period: ProgressPeriod = writes % 2 == 0 ? .year : .month
                try store.saveSettings(CheckinSettings(progressPeriod: period))
                if try store.loadSettings().progressPeriod != period { failed.append("write \(writes) lost") }
            } catch {
                failed.append("write \(writes): \(error)")
            }
        }
        #expect(try await keeper.value == 0)
        #expect(failed.isEmpty, "\(failed.prefix(3)) of \(failed.count) in \(writes)")
    }
}

/// A count the binary form cannot hold is never kept as another count.
@Suite struct DayTallyCodingLimitTests {
    @Test func aFittingCountBeyondTwoBytesIsNotKeptAsASmallerOne() {
        let tally = DayTally(fitting: 70_000, yes: [], lastSaved: 1)
        let bytes: [UInt8]? = DayTallyCoding.encode([tally], habits: 0, valueScreens: 0)
        let read = bytes.flatMap { DayTallyCoding.read($0, days: 1, screens: 70_000, habits: 0, valueScreens: 0) }
        #expect(read == nil || read == [tally], "\(String(describing: read))")
    }
}
