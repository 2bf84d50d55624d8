import FormanzaSQLite
import Glibc
import Synchronization
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A write transaction takes the write lock before its first read. One that read first and
/// asked for the lock only to write would be refused at once, without waiting, when another
/// connection took the lock in between (SQLite cannot let it wait: the other writer could be
/// waiting for its snapshot), and the change would be lost with "the store is busy".
@Suite struct WriteLockOrderTests {
    @Test func aTransactionThatReadsFirstStillWritesWhenAnotherConnectionWantsTheLockMeanwhile() async throws {
        let temp = try TemporaryStore()
        let store = temp.store
        try store.saveSettings(CheckinSettings(progressPeriod: .month))
        let read = Atomic(false)
        let other = try Connection(path: temp.paths.database)
        let otherWriter = Task.detached { () throws -> Void in
            while !read.load(ordering: .sequentiallyConsistent) { usleep(1_000) }
            try other.execute("BEGIN IMMEDIATE")
            try other.run("UPDATE opening SET at = at + 1 WHERE id = 1")
            usleep(300_000)
            try other.execute("COMMIT")
        }
        let before = try store.lastOpened()
        try store.transaction {
            #expect(try store.loadSettings().progressPeriod == .month)
            read.store(true, ordering: .sequentiallyConsistent)
            usleep(300_000)
            try store.saveSettings(CheckinSettings(progressPeriod: .year))
        }
        try await otherWriter.value
        #expect(try store.loadSettings().progressPeriod == .year)
        #expect(try store.lastOpened() != before, "the other connection's write landed too")
    }
}
