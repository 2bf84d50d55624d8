import FormanzaModel
import FormanzaSQLite
import FormanzaState
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaSync

/// Three devices, each with its own store and its own copy of the sync folder, make random
/// changes (answers; screens, goals and calculated values added, edited, removed, reordered;
/// data values; forms' own fields; settings; openings) while copies travel between them in
/// random order, duplicated, cut short and blocked by partitions. Once every file has reached
/// every copy, every store holds the same bytes: the last write of each item (the reference
/// model), forms assembled from those items.
@Suite struct SyncConvergenceTests {
    @Test func threeDevicesConvergeOnTheLastWriteOfEveryItem() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["SYNC_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
        let operations = Int(ProcessInfo.processInfo.environment["SYNC_OPERATIONS"] ?? "") ?? 10_000
        // An error thrown part-way names the seed too, so the run can be replayed.
        do { try run(seed: seed, operations: operations) } catch { Issue.record("seed \(seed): \(error)") }
    }

    /// The last write of every item, as the test made them.
    struct Reference {
        /// Answers, settings and the opening, as dump lines by item.
        var lines: [String: [String]] = [:]
        /// Parts of forms and data values by part: their texts.
        var parts: [PartKey: String] = [:]

        /// What every store must hold: the same dump as `SimulatedDevice.dump`.
        func dump() throws -> [String] {
            var result = lines.values.flatMap { $0 }
            let data = PartsAssembly.assembledDataValues(parts.filter { $0.key.owner.isEmpty })
            for (position, text) in data.enumerated() { result.append("data|\(position)|" + text) }
            let dataIDs = Set(parts.keys.filter { $0.kind == .dataValue }.map { $0.key[0] })
            for id in Set(parts.keys.map(\.owner)) where !id.isEmpty {
                let assembled = FormAssembly.assemble(
                    form: id, parts: parts.filter { $0.key.owner == id }, removed: false, dataValues: dataIDs)
                if let form = assembled.form { result.append("form|\(id)|" + (try FormParts.canonical(form))) }
            }
            return result.sorted()
        }
    }

    func run(seed: UInt64, operations: Int) throws {
        var rng = SeededGenerator(state: seed)
        // In memory when the machine has it: ten thousand changes flushed to a disk are slow.
        let base = try MemoryDirectory(prefix: "sync-property")
        let clock = SharedClock()
        let devices = try (0..<3).map { try SimulatedDevice(root: base.path + "/d\($0)", clock: clock) }
        for device in devices {
            for form in try device.store.loadForms().forms { try device.store.removeFormFile(id: form.id) }
        }
        let first = ItemOperations.newForm("f1", step: 0)
        try devices[0].store.saveForm(first)

        // Joining: the first device starts the folder, the others join copies holding its files.
        _ = try devices[0].engine.setup(folder: devices[0].folder, name: "d0")
        try devices[1].receive(from: devices[0], rng: &rng, partial: false)
        clock.now += 1
        _ = try devices[1].engine.setup(folder: devices[1].folder, name: "d1")
        try devices[2].receive(from: devices[1], rng: &rng, partial: false)
        clock.now += 1
        _ = try devices[2].engine.setup(folder: devices[2].folder, name: "d2")
        try settle(devices, &rng, clock)
        var reference = Reference()
        reference.lines = Dictionary(grouping: try devices[0].dump().filter { !$0.hasPrefix("form|") }, by: Self.item)
        reference.parts = try FormParts.parts(of: first)

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
            try change(device, step: clock.now, &reference, &rng)
        }
        try settle(devices, &rng, clock)
        let expected = try reference.dump()
        // What was settled is explained alike everywhere.
        let settled = try devices.map { device in
            try device.store.withConnection {
                try $0.texts("SELECT form || '|' || item || '|' || id || '|' || english FROM sync_settled ORDER BY 1")
            }
        }
        #expect(settled[1] == settled[0] && settled[2] == settled[0], "seed \(seed): settled rules differ")
        for (index, device) in devices.enumerated() {
            let held = try device.dump().sorted()
            let missing = expected.filter { !held.contains($0) }.prefix(3)
            let extra = held.filter { !expected.contains($0) }.prefix(3)
            #expect(
                held == expected,
                "seed \(seed): device \(index) differs from the reference model; missing \(missing), extra \(extra)")
            #expect(try device.store.withConnection { try $0.texts("PRAGMA integrity_check") } == ["ok"])
        }
    }

    /// A directory under /dev/shm (else /tmp), removed when the test ends.
    final class MemoryDirectory {
        let path: String
        init(prefix: String) throws {
            let root = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : "/tmp"
            path = root + "/formanza-\(prefix)-\(UInt64.random(in: 0...UInt64.max))"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
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

    /// The item a dump line of an answer, the settings or the opening belongs to.
    static func item(_ line: String) -> String {
        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
        return parts.first == "answer" ? parts.prefix(4).joined(separator: "|") : String(parts.first ?? "")
    }

    /// One random change on `device`, published, and noted in the reference model.
    func change(_ device: SimulatedDevice, step: Int64, _ reference: inout Reference, _ rng: inout SeededGenerator)
        throws
    {
        let roll = rng.next() % 100
        let operations = ItemOperations(store: device.store, step: step)
        switch roll {
        case 0..<40:
            let items = try answerChange(device, step: step, roll: roll, &rng)
            try device.engine.publish()
            let now = try device.dump()
            for item in items { reference.lines[item] = now.filter { Self.item($0) == item } }
        case 40..<80:
            guard let (parts, saved) = try operations.formChange(rng.next(), &rng) else { return }
            let texts = try saved.map(FormParts.parts) ?? [:]
            try device.engine.publish()
            for part in parts { reference.parts[part] = texts[part] }
        case 80..<88:
            let parts = try operations.dataChange(rng.next(), &rng)
            let texts = FormParts.dataParts(
                try device.store.withConnection { try $0.texts("SELECT definition FROM data_values ORDER BY position") }
            )
            try device.engine.publish()
            for part in parts { reference.parts[part] = texts[part] }
        default:
            try device.store.withConnection { c in
                try c.immediate {
                    if roll < 94 {
                        var settings = CheckinSettings()
                        settings.autoAdvance = rng.next() % 2 == 0
                        settings.progressForm = "f\(step)"
                        let text = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
                        try c.run(
                            "INSERT INTO settings VALUES (1, ?) ON CONFLICT DO UPDATE SET definition = excluded.definition",
                            [.text(text)])
                    } else {
                        try c.run(
                            "INSERT INTO opening VALUES (1, ?, ?) ON CONFLICT DO UPDATE SET at = excluded.at, day = excluded.day",
                            [.integer(step), .text("2026-11-\(10 + rng.next() % 20)")])
                    }
                }
            }
            try device.engine.publish()
            let item = roll < 94 ? "settings" : "opening"
            reference.lines[item] = try device.dump().filter { Self.item($0) == item }
        }
    }

    /// An answer saved or removed, or a day's answers removed; the items really changed.
    func answerChange(_ device: SimulatedDevice, step: Int64, roll: UInt64, _ rng: inout SeededGenerator) throws
        -> [String]
    {
        let form = ItemOperations.forms[Int(rng.next() % 2)]
        let day = "2026-11-\(10 + rng.next() % 20)"
        let screen = ["a", "b", "c"][Int(rng.next() % 3)]
        return try device.store.withConnection { c -> [String] in
            try c.immediate { () -> [String] in
                switch roll {
                case 0..<25:
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
                case 25..<35:
                    try c.run(
                        "DELETE FROM answers WHERE form = ? AND day = ? AND screen = ?",
                        [.text(form), .text(day), .text(screen)])
                    return c.changes > 0 ? ["answer|\(form)|\(day)|\(screen)"] : []
                default:
                    let gone = try c.statement("SELECT form, screen FROM answers WHERE day = ?").rows([.text(day)]) {
                        "answer|\($0.text(0) ?? "")|\(day)|\($0.text(1) ?? "")"
                    }
                    try c.run("DELETE FROM answers WHERE day = ?", [.text(day)])
                    return gone
                }
            }
        }
    }
}
