import Foundation
import Glibc
import Testing
@testable import FormanzaState

/// The store under real processes: concurrent writers lose nothing, killed writers tear nothing.
@Suite(.serialized) struct StoreProcessTests {
    /// A form of `count` yes/no screens, written straight into the store.
    func habitsForm(count: Int, in temp: TemporaryStore) throws -> Form {
        let form = Form(id: "f-habits", title: "Habits", screens: (0..<count).map { yesNoScreen(id: "h\($0)") })
        try temp.store.saveForm(form)
        return form
    }

    @Test func twoProcessesWritingTheSameDayLoseNoUpdate() async throws {
        let temp = try TemporaryStore()
        let form = try habitsForm(count: 40, in: temp)
        let environment = FormanzaProcess.environment(temp)
        // Two writers, each answering its own 20 screens of the same day, one process per answer.
        async let first: [Int32] = Task.detached {
            try (0..<20).map { try FormanzaProcess.run(["answer", "--form", "Habits", "h\($0)=yes"], environment: environment) }
        }.value
        async let second: [Int32] = Task.detached {
            try (20..<40).map { try FormanzaProcess.run(["answer", "--form", "Habits", "h\($0)=no"], environment: environment) }
        }.value
        let statuses = try await first + second
        #expect(statuses.allSatisfy { $0 == 0 })
        let record = try #require(try temp.store.loadDay(day("2026-12-02")))
        let answers = record.answers(form: form.id)
        #expect(answers.count == 40)
        #expect((0..<20).allSatisfy { answers["h\($0)"]?.value == .yesNo(true) })
        #expect((20..<40).allSatisfy { answers["h\($0)"]?.value == .yesNo(false) })
    }

    @Test func aWriterKilledAtRandomPointsNeverTearsTheStore() throws {
        let temp = try TemporaryStore()
        let form = try habitsForm(count: 40, in: temp)
        let environment = FormanzaProcess.environment(temp)
        var generator = SystemRandomNumberGenerator()
        var kills = 0
        var completed = 0
        for round in 0..<60 {
            // Each round answers one more screen; a finished round must be visible in full,
            // a killed one either fully or not at all.
            let before = try temp.store.loadDay(day("2026-12-02"))?.answers(form: form.id) ?? [:]
            let process = try FormanzaProcess.start(["answer", "--form", "Habits", "h\(round % 40)=\(round % 2 == 0 ? "yes" : "no")"],
                                                    environment: environment)
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { kills += 1 } else { completed += 1 }

            let after = try temp.store.loadDay(day("2026-12-02"))?.answers(form: form.id) ?? [:]
            let changed = Set(after.keys).symmetricDifference(before.keys)
                .union(after.keys.filter { before[$0]?.value != after[$0]?.value })
            #expect(changed.isSubset(of: ["h\(round % 40)"]), "round \(round) changed \(changed)")
            #expect(try temp.store.loadForms().problems.isEmpty)
        }
        #expect(kills > 0, "the test must actually kill writers")
        #expect(completed > 0, "and let some finish")
        // Every answer in the store still decodes, and SQLite finds the database whole.
        for date in try temp.store.recordedDays() { _ = try temp.store.loadDay(date) }
        _ = try temp.store.lastOpened()
        #expect(try temp.store.database.access { try $0.texts("PRAGMA integrity_check") } == ["ok"])
    }
}
