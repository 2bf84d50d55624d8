import FormanzaSQLite
import Foundation
import Testing

@testable import FormanzaState

/// The daemon's backup copies a few pages at a time with pauses between; check-ins committed by
/// another connection meanwhile must not make it start over (SQLite restarts a stepped backup
/// whose source changed between steps unless the steps share one read transaction).
@Suite struct GentleBackupTests {
    @Test func aSteppedBackupFinishesWhileAnotherConnectionKeepsWriting() async throws {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        let today = day("2026-12-02")
        for offset in 1...1_500 {
            try temp.store.updateDay(today.adding(days: -offset)) { record in
                record.set(
                    Answer(value: .number(Double(offset)), for: form.screens[0], savedAt: 1), form: form.id,
                    screen: "weight")
            }
        }
        let database = temp.paths.database
        let destination = temp.base + "/gentle.db"
        let writing = Task.detached {
            let writer = try Connection(path: database)
            var written = 0
            // Bounded, so a copy that keeps starting over ends (late, and fails) instead of hanging.
            let until = ContinuousClock.now + .seconds(20)
            while !Task.isCancelled && ContinuousClock.now < until {
                try writer.execute("UPDATE answers SET saved_at = saved_at + 1 WHERE day = '2026-12-01'")
                written += 1
                try? await Task.sleep(for: .milliseconds(2))
            }
            return written
        }
        let started = ContinuousClock.now
        let facts = try temp.store.backup(
            to: destination, pace: BackupPace(pagesPerStep: 1, pauseMilliseconds: 3))
        let took = ContinuousClock.now - started
        writing.cancel()
        let written = try await writing.value
        #expect(facts.answers == 1_500)
        #expect(written > 10, "the writer kept committing during the copy: \(written)")
        #expect(took < .seconds(15), "the copy never started over: \(took)")
        #expect(try StoreFileCheck.verify(destination).answers == 1_500)
    }
}
