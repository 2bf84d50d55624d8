import FormanzaSQLite
import FormanzaState
import FoundationEssentials

/// Applies one validated entry from another device: the item changes only when the entry's
/// clock is later than the one it holds. Parts of forms and data values go to `sync_parts`,
/// and the forms they belong to are noted, to be assembled once the merge is done.
/// A version-1 entry (a whole form, the whole data values list) applies as all its parts at
/// its clock; parts it does not name are left as they are, so the result does not depend on
/// the order entries arrive in.
struct ItemMerge {
    /// Forms whose parts changed.
    var forms = Set<String>()
    /// Whether any data value (or their order) changed.
    var dataValues = false

    /// Whether the entry (or any part of it) changed this store.
    mutating func apply(_ entry: SyncEntry, _ connection: Connection) throws -> Bool {
        switch entry.kind {
        case .form: return try applyAll(version1FormParts(entry), connection)
        case .dataValues: return try applyAll(version1DataParts(entry), connection)
        default: return try applyOne(entry, connection)
        }
    }

    private mutating func applyAll(_ entries: [SyncEntry], _ connection: Connection) throws -> Bool {
        var changed = false
        for entry in entries where try applyOne(entry, connection) { changed = true }
        return changed
    }

    private mutating func applyOne(_ entry: SyncEntry, _ connection: Connection) throws -> Bool {
        if let held = try SyncItems.clock(of: entry, connection), held >= entry.clock { return false }
        if entry.kind.isPart {
            try SyncParts.apply(entry, connection)
            let owner = PartKey(kind: entry.kind, key: entry.key).owner
            if owner.isEmpty { dataValues = true } else { forms.insert(owner) }
        } else {
            try ItemRows.apply(entry, in: connection)
        }
        try SyncItems.record(entry, connection)
        return true
    }

    /// A whole form as its parts; a removed form as the removal of its own fields.
    private func version1FormParts(_ entry: SyncEntry) throws -> [SyncEntry] {
        guard let row = entry.row else {
            return [SyncEntry(clock: entry.clock, kind: .formFields, key: entry.key, row: nil)]
        }
        guard case .text(let text) = row["definition"], let form = FormAssembly.decode(Form.self, text) else {
            return []
        }
        return try FormParts.parts(of: form).map { part, text in
            SyncEntry(clock: entry.clock, kind: part.kind, key: part.key, row: [part.kind.partColumn!: .text(text)])
        }
    }

    /// The whole list as each value and their order.
    private func version1DataParts(_ entry: SyncEntry) -> [SyncEntry] {
        guard case .text(let list) = entry.row?["list"], let texts = FormParts.ids(list) else {
            return [SyncEntry(clock: entry.clock, kind: .dataOrder, key: [], row: nil)]
        }
        return FormParts.dataParts(texts).map { part, text in
            SyncEntry(clock: entry.clock, kind: part.kind, key: part.key, row: [part.kind.partColumn!: .text(text)])
        }
    }
}
