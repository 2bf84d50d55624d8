import FormanzaModel
import FormanzaSQLite
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
            try (0..<20).map {
                try FormanzaProcess.run(["answer", "--form", "Habits", "h\($0)=yes"], environment: environment)
            }
        }.value
        async let second: [Int32] = Task.detached {
            try (20..<40).map {
                try FormanzaProcess.run(["answer", "--form", "Habits", "h\($0)=no"], environment: environment)
            }
        }.value
        let statuses = try await first + second
        #expect(statuses.allSatisfy { $0 == 0 })
        let record = try #require(try temp.store.loadDay(day("2026-12-02")))
        let answers = record.answers(form: form.id)
        #expect(answers.count == 40)
        #expect((0..<20).allSatisfy { answers["h\($0)"]?.value == .yesNo(true) })
        #expect((20..<40).allSatisfy { answers["h\($0)"]?.value == .yesNo(false) })
    }

    /// Two commands started at the same moment on a store an earlier release left (its
    /// version the first, none of what later releases keep beside the answers): each opens it
    /// and finds it must migrate; the second waits for the first's transaction, reads the
    /// version again and runs nothing. Both succeed and both answers are kept.
    @Test func twoProcessesOpeningAnEarlierStoreAtOnceBothSucceed() throws {
        for round in 0..<4 {
            let temp = try TemporaryStore()
            let form = try habitsForm(count: 2, in: temp)
            let connection = try Connection(path: temp.store.paths.database)
            for object in Store.keptObjects {
                let kind = object.sql.hasPrefix("CREATE TRIGGER") ? "TRIGGER" : "TABLE"
                try connection.execute("DROP \(kind) IF EXISTS \"\(object.name)\"")
            }
            try connection.execute("PRAGMA user_version = 1")
            let environment = FormanzaProcess.environment(temp)
            let writers = try [("h0", "yes"), ("h1", "no")].map { screen, value in
                try FormanzaProcess.start(
                    ["answer", "--form", "Habits", "\(screen)=\(value)"], environment: environment)
            }
            for writer in writers { writer.waitUntilExit() }
            #expect(writers.map(\.terminationStatus) == [0, 0], "round \(round)")
            #expect(try connection.integer("PRAGMA user_version") == Int64(StoreMigrations.latest))
            let texts = Store.keptObjects.map { Statement.Value.text($0.sql) }
            let marks = Array(repeating: "?", count: texts.count).joined(separator: ", ")
            #expect(
                try connection.integer("SELECT count(*) FROM sqlite_schema WHERE sql IN (\(marks))", texts)
                    == Int64(texts.count))
            let answers = try #require(try temp.store.loadDay(day("2026-12-02"))).answers(form: form.id)
            #expect(answers["h0"]?.value == .yesNo(true) && answers["h1"]?.value == .yesNo(false), "round \(round)")
        }
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
            let process = try FormanzaProcess.start(
                ["answer", "--form", "Habits", "h\(round % 40)=\(round % 2 == 0 ? "yes" : "no")"],
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

/// Records imported by a process that is killed: the file lands whole or not at all.
@Suite(.serialized) struct RecordImportProcessTests {
    @Test func aKilledImportLeavesThePreviousState() throws {
        let temp = try TemporaryStore()
        let environment = FormanzaProcess.environment(temp)
        #expect(
            try FormanzaProcess.run(["answer", "weight=80", "--date", "2026-12-01"], environment: environment) == 0)
        let before = try temp.store.loadDay(day("2026-12-01"))
        // Ten years of daily weights: big enough that a kill lands mid-import now and then.
        var lines = ""
        var date = day("2016-12-01")
        while date < day("2026-12-01") {
            lines +=
                #"{"form":"daily-check-in","day":"\#(date.iso)","screen":"weight","value":"81","savedAt":"2026-12-01T08:00:00Z"}"#
                + "\n"
            date = date.adding(days: 1)
        }
        let file = temp.base + "/years.jsonl"
        try Data(lines.utf8).write(to: URL(fileURLWithPath: file))
        var kills = 0
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let process = try FormanzaProcess.start(["import-records", file], environment: environment)
            usleep(UInt32.random(in: 0...150_000, using: &generator))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let days = try temp.store.recordedDays(form: StarterForm.id)
            if process.terminationReason == .uncaughtSignal {
                kills += 1
                #expect(
                    days.count == 1 || days.count == 3653,
                    "a killed import leaves all or nothing, found \(days.count) days")
            } else {
                #expect(process.terminationStatus == 0 && days.count == 3653)
            }
            #expect(try temp.store.loadDay(day("2026-12-01")) == before)
            #expect(try temp.store.database.access { try $0.texts("PRAGMA integrity_check") } == ["ok"])
            if days.count > 1 {
                try temp.store.database.access { try $0.run("DELETE FROM answers WHERE day < '2026-12-01'") }
            }
        }
        #expect(kills > 0, "the test must actually kill importers")
    }
}
