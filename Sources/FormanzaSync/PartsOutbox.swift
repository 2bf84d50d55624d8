import FormanzaModel
import FormanzaSQLite
import FoundationEssentials

/// Turns a local change of a form or of the data values into entries for the parts that
/// really changed: the store's form now, cut into parts, against the form as its known parts
/// assemble. A part set aside by a settled rule is in neither, so an unrelated edit does not
/// touch it; the user's own removal of the form or of a part travels as a tombstone.
enum PartsOutbox {
    static func formEntries(
        _ id: String, _ connection: Connection, clock: () -> HybridClock
    ) throws -> [SyncEntry] {
        let before = try SyncParts.parts(of: id, connection)
        let removed = try SyncParts.isRemoved(form: id, connection)
        let data = Set(
            try connection.texts(
                "SELECT json_extract(definition, '$.id') FROM data_values WHERE json_valid(definition)"))
        let held = FormAssembly.assemble(form: id, parts: before, removed: removed, dataValues: data).form
        let old = try held.map(FormParts.parts) ?? [:]
        let text = try connection.statement("SELECT definition FROM forms WHERE id = ?").first([.text(id)]) {
            try $0.text("definition")
        }
        var new: [PartKey: String] = [:]
        if let text {
            // A form the model cannot read is not published: it would be refused everywhere.
            guard let text, let form = FormAssembly.decode(Form.self, text), form.id == id else { return [] }
            new = try FormParts.parts(of: form)
        }
        return try entries(old: old, new: new, connection, clock: clock)
    }

    static func dataEntries(_ connection: Connection, clock: () -> HybridClock) throws -> [SyncEntry] {
        let old = FormParts.dataParts(PartsAssembly.assembledDataValues(try SyncParts.parts(of: "", connection)))
        let new = FormParts.dataParts(try connection.texts("SELECT definition FROM data_values ORDER BY position"))
        return try entries(old: old, new: new, connection, clock: clock)
    }

    /// An entry for every part whose text differs, a tombstone for every part gone; each is
    /// written to `sync_parts` at once (the caller records the clocks).
    private static func entries(
        old: [PartKey: String], new: [PartKey: String], _ connection: Connection, clock: () -> HybridClock
    ) throws -> [SyncEntry] {
        var result: [SyncEntry] = []
        // Fields first and removals of the fields last, so a reader of a cut-short journal
        // meets a form before its parts and its parts' removals before the form's.
        let keys = Set(old.keys).union(new.keys).sorted {
            rank($0, removal: new[$0] == nil).lexicographicallyPrecedes(rank($1, removal: new[$1] == nil))
        }
        for part in keys where old[part] != new[part] {
            let row = new[part].map { [part.kind.partColumn ?? "definition": SyncCell.text($0)] }
            let entry = SyncEntry(clock: clock(), kind: part.kind, key: part.key, row: row)
            try SyncParts.apply(entry, connection)
            result.append(entry)
        }
        return result
    }

    private static func rank(_ part: PartKey, removal: Bool) -> [String] {
        let first = part.kind == .formFields ? (removal ? "2" : "0") : "1"
        return [first, part.kind.rawValue] + part.key
    }
}
