import FormanzaSQLite
import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaSync

/// Merged answers are written many to a statement: the store ends as if each had been written
/// alone, in the order applied, whatever the batches.
@Suite struct AnswerBatchTests {
    let device = "0123456789abcdef0123456789abcdef"

    func answer(day: Int, value: Int64, at ms: Int64) -> SyncEntry {
        SyncEntry(
            clock: HybridClock(milliseconds: ms, counter: 0, device: device), kind: .answer,
            key: ["f", String(format: "2026-10-%02d", day + 1), "s"],
            row: ["type": .text("number"), "unit": .null, "value": .integer(value), "saved_at": .integer(ms)])
    }

    @Test func theLastChangeOfEachAnswerStaysAcrossAndWithinBatches() throws {
        let root = try TemporaryDirectory.make(prefix: "batch")
        let store = try Store.open(
            paths: StorePaths(root: root + "/store", runtime: root + "/run", config: root + "/config"), language: .en,
            now: 1)
        let values: [String: Int64] = try store.withConnection { connection in
            var merge = ItemMerge()
            var applied = 0
            // 150 changes of 30 answers: each answer changes five times, twice within one batch
            // of 64 and again in later batches.
            for index in 0..<150
            where try merge.apply(answer(day: index % 30, value: Int64(index), at: 1_000 + Int64(index)), connection) {
                applied += 1
            }
            // An older change is not applied; a removal after pending rows removes the answer.
            let older = try merge.apply(answer(day: 3, value: -1, at: 999), connection)
            let removal = SyncEntry(
                clock: HybridClock(milliseconds: 2_000, counter: 0, device: device), kind: .answer,
                key: ["f", "2026-10-05", "s"], row: nil)
            let removed = try merge.apply(removal, connection)
            try merge.finish(connection)
            #expect(applied == 150 && !older && removed)
            var values: [String: Int64] = [:]
            try connection.statement("SELECT day, value FROM answers").scan { row in
                values[row.text(0) ?? ""] = row.integer(1)
                return true
            }
            return values
        }
        #expect(values.count == 29, "\(values.count)")
        for day in 0..<30 where day != 4 {
            #expect(values[String(format: "2026-10-%02d", day + 1)] == Int64(120 + day), "day \(day)")
        }
        #expect(values["2026-10-05"] == nil)
    }

    @Test func itemKeysOfPlainAndEscapedPartsReadAsJSONArrays() throws {
        for parts in [["f", "2026-10-01", "s"], [], ["a\"b", "c\\d", "tab\there", "é"], ["\u{7f}"]] {
            let key = SyncEntry.itemKey(parts)
            let read = try JSONDecoder().decode([String].self, from: Data(key.utf8))
            #expect(read == parts, "\(key)")
        }
        #expect(SyncEntry.itemKey(["f", "2026-10-01"]) == #"["f","2026-10-01"]"#)
    }

    @Test func rawBytesInAStringAreCheckedOnTheFastPath() {
        let base = #"{"clock":{"ms":7,"n":0,"device":"\#(device)"},"kind":"form","key":["KEY"],"row":null}"#
        func line(_ key: [UInt8]) -> [UInt8] {
            let parts = base.components(separatedBy: "KEY")
            return Array(parts[0].utf8) + key + Array(parts[1].utf8)
        }
        #expect(EntryScanner.wire(line(Array("abc".utf8)))?.key == ["abc"])
        #expect(EntryScanner.wire(line(Array("ñandú".utf8)))?.key == ["ñandú"], "UTF-8 read as such")
        #expect(EntryScanner.wire(line([0x61, 0xff, 0x62])) == nil, "invalid UTF-8")
        #expect(EntryScanner.wire(line([0x61, 0xc3])) == nil, "a sequence cut short")
        #expect(EntryScanner.wire(line([0x61, 0x09, 0x62])) == nil, "a raw control character")
    }
}
