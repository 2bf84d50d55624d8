import FormanzaModel
import FormanzaSQLite
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// A command meeting another process's write transaction (the daemon merging a sync folder,
/// a long import) waits for it to end rather than fail: every store connection waits on a busy
/// lock, and every write takes the write lock first, so a wait is never refused at once.
@Suite(.serialized) struct StoreLockWaitTests {
    @Test func aCommandWritingWhileAnotherProcessHoldsTheWriteLockWaitsAndLands() throws {
        let temp = try TemporaryStore()
        let environment = FormanzaProcess.environment(temp)
        let holder = try Connection(path: temp.base + "/data/formanza/store.db")
        try holder.execute("BEGIN IMMEDIATE")
        try holder.run("UPDATE opening SET at = at WHERE id = 1")
        let process = try FormanzaProcess.start(
            ["answer", "weight=80", "--date", "2026-12-01"], environment: environment)
        usleep(1_500_000)
        #expect(process.isRunning, "the command is still waiting for the write lock")
        try holder.execute("COMMIT")
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let answers = try #require(try temp.store.loadDay(day("2026-12-01"))).answers(form: StarterForm.id)
        #expect(answers["weight"]?.value == .number(80))
    }
}
