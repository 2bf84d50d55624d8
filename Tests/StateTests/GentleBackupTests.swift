import FormanzaSQLite
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The daemon's backup copies a few pages at a time with pauses between; check-ins committed by
/// another connection meanwhile must not make it start over (SQLite restarts a stepped backup
/// whose source changed between steps unless the steps share one read transaction).
@Suite struct GentleBackupTests {
    @Test func aSteppedBackupFinishesWhileAnotherConnectionKeepsWriting() throws {
        let temp = try TemporaryStore()
        let form = progressForm()
        try temp.store.saveForm(form)
        let today = day("2026-12-02")
        for offset in 1...600 {
            try temp.store.updateDay(today.adding(days: -offset)) { record in
                record.set(
                    Answer(value: .number(Double(offset)), for: form.screens[0], savedAt: 1), form: form.id,
                    screen: "weight")
            }
        }
        let database = temp.paths.database
        let destination = temp.base + "/gentle.db"
        // A thread of its own, not a task: the test pool may be busy with other suites.
        let progress = WriterProgress()
        let writer = try Connection(path: database)
        let thread = Thread {
            // Bounded, so a copy that keeps starting over ends (late, and fails) instead of hanging.
            let until = ContinuousClock.now + .seconds(20)
            while !progress.stopped && ContinuousClock.now < until {
                try? writer.execute("UPDATE answers SET saved_at = saved_at + 1 WHERE day = '2026-12-01'")
                progress.wrote()
                usleep(2_000)
            }
        }
        thread.start()
        while progress.count == 0 { usleep(1_000) }
        let before = progress.count
        let started = ContinuousClock.now
        let facts = try temp.store.backup(
            to: destination, pace: BackupPace(pagesPerStep: 1, pauseMilliseconds: 10))
        let took = ContinuousClock.now - started
        let count = progress.count - before
        progress.stop()
        #expect(facts.answers == 600)
        #expect(count > 5, "the writer kept committing during the copy: \(count)")
        #expect(took < .seconds(15), "the copy never started over: \(took)")
        #expect(try StoreFileCheck.verify(destination).answers == 600)
    }
}

/// The writer thread's commits so far, and whether it was told to stop.
private final class WriterProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var commits = 0
    private var stopping = false

    var count: Int { lock.withLock { commits } }
    var stopped: Bool { lock.withLock { stopping } }
    func wrote() { lock.withLock { commits += 1 } }
    func stop() { lock.withLock { stopping = true } }
}
