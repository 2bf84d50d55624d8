import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// A `formanza` killed with SIGKILL at random moments while it merges another machine's
/// journal and writes its own: the store stays whole, and once the survivors run, every
/// machine (and one joining afterwards) holds the same records.
@Suite struct SyncKillTests {
    static func rows(year: Int, from start: Int, count: Int, value: Int) -> String {
        (start..<start + count).map { k in
            let day = String(format: "%04d-%02d-%02d", year, k / 28 % 12 + 1, k % 28 + 1)
            return
                #"{"form":"daily-check-in","day":"\#(day)","screen":"weight","value":"\#(60 + value % 60)","savedAt":"\#(day)T08:00:00Z"}"#
        }.joined(separator: "\n") + "\n"
    }

    @Test func killedMergesAndJournalWritesLoseNothing() throws {
        let shared = try TemporaryDirectory.make(prefix: "synckill") + "/shared"
        let here = try FormsSandbox()
        let there = try FormsSandbox()
        #expect(try here.run("sync", "setup", shared, "--name", "here").status == 0)
        #expect(try there.run("sync", "setup", shared, "--name", "there").status == 0)
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SplitMix(seed: seed)
        var killed = 0
        for round in 0..<100 {
            // The other machine writes whole changes the killed process has to merge.
            let theirs = try there.write(
                Self.rows(year: 2024, from: round * 7 % 300, count: 40, value: round), to: "t.jsonl")
            #expect(try there.run("import-records", theirs).status == 0)
            let ours = try here.write(
                Self.rows(year: 2025, from: round * 5 % 300, count: 40, value: round), to: "h.jsonl")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: FormsSandbox.binary)
            process.arguments = ["import-records", ours]
            process.environment = here.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(rng.next() % 60_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
        }
        // The survivors: the next command publishes what a killed one left in its outbox.
        let check = try here.run("store", "check")
        #expect(check.status == 0, "seed \(seed): \(check)")
        let hereExport = try here.run("export").stdout
        let thereExport = try there.run("export").stdout
        let later = try FormsSandbox()
        #expect(try later.run("sync", "setup", shared, "--name", "later").status == 0)
        let laterExport = try later.run("export").stdout
        #expect(hereExport == thereExport, "seed \(seed)")
        #expect(hereExport == laterExport, "seed \(seed)")
        #expect(hereExport.contains("\"day\":\"2024-"), "the other machine's answers arrived")
        #expect(killed > 10, "seed \(seed): most runs should be killed part-way (\(killed))")
        let status = try here.run("sync", "status", "--json").stdout
        #expect(status.contains("\"refused\" : [\n\n  ]") || !status.contains("\"reason\""), "\(status)")
    }
}
