import FormanzaModel
import FormanzaSQLite
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
    /// The statements run for every entry, prepared once per merge (a merge of years of
    /// entries runs them hundreds of thousands of times).
    private var prepared: MergeStatements?
    /// Answers applied but not yet written, each its row's values in the order of
    /// `ItemRows.upsertAnswerSQL`, in the order applied: written `MergeStatements.batch` to one
    /// statement (see `finish`).
    private var pendingAnswers: [Statement.Value] = []
    private var pendingCount = 0

    /// Writes the answers still pending. Every merge calls it once it has applied its entries,
    /// before anything reads the answers.
    mutating func finish(_ connection: Connection) throws {
        guard pendingCount > 0 else { return }
        let statements = try statements(connection)
        let width = pendingAnswers.count / pendingCount
        for start in stride(from: 0, to: pendingAnswers.count, by: width) {
            try statements.upsertAnswer.run(Array(pendingAnswers[start..<start + width]))
        }
        pendingAnswers.removeAll(keepingCapacity: true)
        pendingCount = 0
    }

    private mutating func statements(_ connection: Connection) throws -> MergeStatements {
        if let prepared { return prepared }
        let made = try MergeStatements(connection)
        prepared = made
        return made
    }

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
        let statements = try statements(connection)
        let itemKey = entry.itemKey
        if let held = try SyncItems.clock(kind: entry.kind, itemKey: itemKey, statements.clock), held >= entry.clock {
            return false
        }
        if entry.kind.isPart {
            try SyncParts.apply(entry, connection)
            let owner = PartKey(kind: entry.kind, key: entry.key).owner
            if owner.isEmpty { dataValues = true } else { forms.insert(owner) }
        } else if entry.kind == .answer, let values = ItemRows.answerValues(entry) {
            // Written in batches: one statement for many rows costs SQLite's per-statement
            // work (the answers' partial indexes' type lists) once, not once per row. The rows
            // are written in the order applied, so a later change of the same answer still
            // wins.
            pendingAnswers += values
            pendingCount += 1
            if pendingCount == MergeStatements.batch {
                try statements.upsertAnswers.run(pendingAnswers)
                pendingAnswers.removeAll(keepingCapacity: true)
                pendingCount = 0
            }
        } else {
            // Anything else touching the store's tables is written after the answers before it.
            try finish(connection)
            if entry.kind == .answer {
                try statements.deleteAnswer.run(entry.key.map { .text($0) })
            } else {
                try ItemRows.apply(entry, in: connection)
            }
        }
        try SyncItems.record(entry, itemKey: itemKey, statements.record)
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

/// The statements a merge runs for each entry, looked up once rather than by their text every
/// time.
final class MergeStatements {
    /// How many answers one statement writes.
    static let batch = 64

    let clock: Statement
    let record: Statement
    let upsertAnswer: Statement
    let upsertAnswers: Statement
    let deleteAnswer: Statement

    init(_ connection: Connection) throws {
        clock = try connection.statement(SyncItems.clockSQL)
        record = try connection.statement(SyncItems.recordSQL)
        upsertAnswer = try connection.statement(ItemRows.upsertAnswerSQL(rows: 1))
        upsertAnswers = try connection.statement(ItemRows.upsertAnswerSQL(rows: MergeStatements.batch))
        deleteAnswer = try connection.statement(ItemRows.deleteAnswerSQL)
    }
}
