import FormanzaModel
import FormanzaSQLite
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaState
@testable import FormanzaSync

/// The rules that tie a form's items together, settled from the items alone.
@Suite struct FormAssemblyTests {
    let weight = Screen(id: "weight", title: "Weight", kind: .yesNo)
    let water = Screen(id: "water", title: "Water", kind: .yesNo)

    func parts(_ form: Form) throws -> [PartKey: String] { try FormParts.parts(of: form) }

    @Test func anOrderNamingARemovedScreenSkipsItAndAnUnnamedScreenGoesLast() throws {
        var form = Form(id: "f", title: "F", screens: [weight, water])
        var items = try parts(form)
        items[PartKey(kind: .screen, key: ["f", "weight"])] = nil
        form.screens.append(Screen(id: "a-new", title: "New", kind: .yesNo))
        items[PartKey(kind: .screen, key: ["f", "a-new"])] = try FormParts.canonical(form.screens[2])
        let (assembled, settled) = FormAssembly.assemble(form: "f", parts: items, removed: false, dataValues: [])
        #expect(assembled?.screens.map(\.id) == ["water", "a-new"])
        #expect(Set(settled.map(\.id)) == ["weight", "a-new"])
        #expect(settled.first { $0.id == "weight" }?.english.contains("skipped") == true)
        #expect(settled.first { $0.id == "a-new" }?.spanish.contains("al final") == true)
    }

    @Test func aFormulaReadingARemovedDataValueIsSetAsideWithTheGoalOnIt() throws {
        let calc = CalculatedValue(
            id: "bmi", title: "BMI",
            kind: .formula(FormulaSettings(tokens: [.screen("weight"), .op(.divide), .data("height")])))
        let goal = Goal(id: "g1", kind: .value, source: .calculated("bmi"), target: 25)
        let form = Form(id: "f", title: "F", screens: [weight], calculated: [calc], goals: [goal])
        let kept = FormAssembly.assemble(form: "f", parts: try parts(form), removed: false, dataValues: ["height"])
        #expect(kept.form == form && kept.settled.isEmpty)

        let (assembled, settled) = FormAssembly.assemble(
            form: "f", parts: try parts(form), removed: false, dataValues: [])
        #expect(assembled?.calculated.isEmpty == true && assembled?.goals.isEmpty == true)
        #expect(settled.map(\.item).sorted() == ["calculated", "goal"])
        #expect(settled.first { $0.item == "calculated" }?.english.contains("\"height\"") == true)
    }

    @Test func aRemovedFormSetsItsPartsAsideAndSaysHowMany() throws {
        var items = try parts(Form(id: "f", title: "F", screens: [weight, water]))
        items[PartKey(kind: .formFields, key: ["f"])] = nil
        let (assembled, settled) = FormAssembly.assemble(form: "f", parts: items, removed: true, dataValues: [])
        #expect(assembled == nil)
        #expect(settled.count == 1 && settled[0].english.contains("2 of its parts"))
    }

    /// A store that synced with version 1 keeps its whole forms when it first meets a part: it
    /// held the clock of each whole form and no parts when the sync tables joined the store's
    /// migrations; the migration keeps those clocks and the next sync splits them into parts.
    @Test func aVersionOneStoreTurnsItsFormsIntoPartsBeforeMerging() throws {
        let base = try TemporaryDirectory(prefix: "sync-upgrade")
        let clock = SharedClock()
        let first = try SimulatedDevice(root: base.path + "/d", clock: clock)
        _ = try first.engine.setup(folder: first.folder, name: "d")
        let form = try #require(try first.store.loadForms().forms.first)
        let database = first.store.paths.database
        try EarlierReleaseStore.makeSecond(
            from: database,
            keeping: [
                "sync_config", "sync_outbox", "sync_items", "sync_read", "sync_devices", "sync_refused",
                "sync_applying", "sync_photos_missing",
            ])
        let earlier = try Connection(path: database)
        try earlier.execute("DELETE FROM sync_items")
        try earlier.run(
            "INSERT INTO sync_items VALUES ('form', ?, 5, 0, ?)",
            [.text(SyncEntry.itemKey([form.id])), .text(String(repeating: "a", count: 32))])
        let device = try SimulatedDevice(root: base.path + "/d", clock: clock)
        let wholeClocks = { (device: SimulatedDevice) in
            try device.store.withConnection { try $0.integer("SELECT count(*) FROM sync_items WHERE kind = 'form'") }
        }
        #expect(try EarlierReleaseStore.version(database) == Int64(StoreMigrations.latest))
        #expect(try wholeClocks(device) == 1)
        var renamed = form.screens[0]
        renamed.title = "Renamed"
        let other = "0123456789abcdef0123456789abcdef"
        let entry = SyncEntry(
            clock: HybridClock(milliseconds: 10, counter: 0, device: other), kind: .screen,
            key: [form.id, renamed.id], row: ["definition": .text(try FormParts.canonical(renamed))])
        try FileManager.default.createDirectory(
            atPath: device.folder + "/devices/" + other, withIntermediateDirectories: true)
        try (EntryCodec.encode(entry) + "\n").write(
            toFile: device.folder + "/devices/\(other)/journal-00000001.jsonl", atomically: true, encoding: .utf8)
        try device.engine.sync()
        let merged = try #require(try device.store.loadForm(id: form.id))
        #expect(merged.screens.count == form.screens.count)
        #expect(merged.screens[0].title == "Renamed")
        #expect(merged.calculated == form.calculated)
        #expect(try wholeClocks(device) == 0)
    }
}
