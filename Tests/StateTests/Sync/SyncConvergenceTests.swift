import FormanzaSQLite
import FormanzaState
import FormanzaSync
import FormanzaTestSupport
import Foundation
import Testing

/// Three devices, each with its own store and its own copy of the sync folder, make random
/// changes while copies travel between them in random order, duplicated, cut short and blocked
/// by partitions. Once every file has reached every copy, every store holds exactly the last
/// write of each item (the reference model) and nothing else.
@Suite struct SyncConvergenceTests {
    @Test func threeDevicesConvergeOnTheLastWriteOfEveryItem() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["SYNC_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
        let operations = Int(ProcessInfo.processInfo.environment["SYNC_OPERATIONS"] ?? "") ?? 10_000
        // An error thrown part-way names the seed too, so the run can be replayed.
        do { try run(seed: seed, operations: operations) } catch { Issue.record("seed \(seed): \(error)") }
    }

    func run(seed: UInt64, operations: Int) throws {
        var rng = SeededGenerator(state: seed)
        let base = try TemporaryDirectory(prefix: "sync-property")
        let clock = SharedClock()
        let devices = try (0..<3).map { try SimulatedDevice(root: base.path + "/d\($0)", clock: clock) }
        let starter = try #require(try devices[0].store.loadForms().forms.first)

        // Joining: the first device starts the folder, the others join copies holding its files.
        _ = try devices[0].engine.setup(folder: devices[0].folder, name: "d0")
        try devices[1].receive(from: devices[0], rng: &rng, partial: false)
        clock.now += 1
        _ = try devices[1].engine.setup(folder: devices[1].folder, name: "d1")
        try devices[2].receive(from: devices[1], rng: &rng, partial: false)
        clock.now += 1
        _ = try devices[2].engine.setup(folder: devices[2].folder, name: "d2")
        try settle(devices, &rng, clock)
        let initial = try devices[0].dump()
        var reference = Dictionary(grouping: initial, by: Self.item)

        var isolated: Int?
        for step in 0..<operations {
            clock.now += 1
            if step % 500 == 0 { isolated = rng.next() % 2 == 0 ? nil : Int(rng.next() % 3) }
            if rng.next() % 3 == 0 {
                let from = Int(rng.next() % 3)
                let to = (from + 1 + Int(rng.next() % 2)) % 3
                if isolated != from && isolated != to {
                    try devices[to].receive(from: devices[from], rng: &rng, partial: rng.next() % 2 == 0)
                }
            }
            let device = devices[Int(rng.next() % 3)]
            if rng.next() % 2 == 0 { try device.engine.sync() }
            let changed = try change(device, step: clock.now, starter: starter, &rng)
            try device.engine.publish()
            if !changed.isEmpty {
                let now = try device.dump()
                for item in changed { reference[item] = now.filter { Self.item($0) == item } }
            }
        }
        try settle(devices, &rng, clock)
        let expected = reference.values.flatMap { $0 }.sorted()
        for (index, device) in devices.enumerated() {
            let held = try device.dump().sorted()
            #expect(held == expected, "seed \(seed): device \(index) differs from the reference model")
            #expect(try device.store.withConnection { try $0.texts("PRAGMA integrity_check") } == ["ok"])
        }
    }

    /// Every copy receives every file, then every device merges.
    func settle(_ devices: [SimulatedDevice], _ rng: inout SeededGenerator, _ clock: SharedClock) throws {
        for _ in 0..<2 {
            for to in devices {
                for from in devices where from !== to { try to.receive(from: from, rng: &rng, partial: false) }
            }
        }
        clock.now += 1
        for device in devices { try device.engine.sync() }
    }

    /// The item a dump line belongs to.
    static func item(_ line: String) -> String {
        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
        switch parts.first {
        case "answer": return parts.prefix(4).joined(separator: "|")
        case "form": return parts.prefix(2).joined(separator: "|")
        default: return String(parts.first ?? "")
        }
    }

    /// One random change on `device`; the items it really changed (a removal of something the
    /// device does not hold changes nothing and travels nowhere).
    func change(_ device: SimulatedDevice, step: Int64, starter: Form, _ rng: inout SeededGenerator) throws -> [String]
    {
        let form = ["f1", "f2"][Int(rng.next() % 2)]
        let day = "2026-11-\(10 + rng.next() % 20)"
        let screen = ["a", "b", "c"][Int(rng.next() % 3)]
        let roll = rng.next() % 100
        return try device.store.withConnection { c -> [String] in
            try c.immediate { () -> [String] in
                switch roll {
                case 0..<40:
                    try c.run(
                        """
                        INSERT INTO answers VALUES (?, ?, ?, 'number', 'kg', ?, ?)
                        ON CONFLICT DO UPDATE SET value = excluded.value, saved_at = excluded.saved_at
                        """,
                        [
                            .text(form), .text(day), .text(screen), .real(Double(rng.next() % 10_000) / 8),
                            .integer(step),
                        ])
                    return ["answer|\(form)|\(day)|\(screen)"]
                case 40..<55:
                    try c.run(
                        "DELETE FROM answers WHERE form = ? AND day = ? AND screen = ?",
                        [.text(form), .text(day), .text(screen)])
                    return c.changes > 0 ? ["answer|\(form)|\(day)|\(screen)"] : []
                case 55..<62:
                    let gone = try c.statement("SELECT form, screen FROM answers WHERE day = ?").rows([.text(day)]) {
                        "answer|\($0.text(0) ?? "")|\(day)|\($0.text(1) ?? "")"
                    }
                    try c.run("DELETE FROM answers WHERE day = ?", [.text(day)])
                    return gone
                case 62..<75:
                    var edited = starter
                    edited.id = "g\(rng.next() % 4)"
                    edited.title = "Form \(step)"
                    let definition = String(decoding: try JSONEncoder().encode(edited), as: UTF8.self)
                    try c.run(
                        "INSERT INTO forms VALUES (?, ?) ON CONFLICT DO UPDATE SET definition = excluded.definition",
                        [.text(edited.id), .text(definition)])
                    return ["form|\(edited.id)"]
                case 75..<80:
                    let id = "g\(rng.next() % 4)"
                    try c.run("DELETE FROM forms WHERE id = ?", [.text(id)])
                    return c.changes > 0 ? ["form|\(id)"] : []
                case 80..<86:
                    let had = try c.integer("SELECT count(*) FROM data_values") ?? 0
                    let count = Int(rng.next() % 3)
                    try c.run("DELETE FROM data_values")
                    for position in 0..<count {
                        let value = DataValue(
                            id: "d\(position)", name: "n\(step)", content: .number(Double(step), unit: "kg"))
                        let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
                        try c.run("INSERT INTO data_values VALUES (?, ?)", [.integer(Int64(position)), .text(text)])
                    }
                    return had == 0 && count == 0 ? [] : ["data"]
                case 86..<93:
                    var settings = CheckinSettings()
                    settings.autoAdvance = rng.next() % 2 == 0
                    settings.progressForm = "f\(step)"
                    let text = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
                    try c.run(
                        "INSERT INTO settings VALUES (1, ?) ON CONFLICT DO UPDATE SET definition = excluded.definition",
                        [.text(text)])
                    return ["settings"]
                default:
                    try c.run(
                        "INSERT INTO opening VALUES (1, ?, ?) ON CONFLICT DO UPDATE SET at = excluded.at, day = excluded.day",
                        [.integer(step), .text(day)])
                    return ["opening"]
                }
            }
        }
    }
}
