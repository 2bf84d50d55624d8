import FormanzaModel
import FormanzaSQLite

/// Writes forms and the data values into the store's own tables as their parts assemble,
/// with the outbox triggers silenced (what is written is the merge's result, not a change made
/// here). A form or the data values no part is known of are left as they are: a store joining
/// a folder keeps what only it holds until it publishes it.
enum PartsAssembly {
    static func refresh(forms: Set<String>, dataValues: Bool, _ connection: Connection) throws {
        guard !forms.isEmpty || dataValues else { return }
        let silenced = try connection.integer("SELECT count(*) FROM sync_applying") == 1
        if !silenced { try connection.run("INSERT INTO sync_applying (id) VALUES (1)") }
        defer { if !silenced { try? connection.run("DELETE FROM sync_applying") } }
        var ids = forms
        if dataValues {
            try writeDataValues(connection)
            // A formula may read a data value: every form is assembled again.
            ids.formUnion(try SyncParts.owners(connection))
        }
        let data = Set(
            try connection.texts(
                "SELECT json_extract(definition, '$.id') FROM data_values WHERE json_valid(definition)"))
        for id in ids.sorted() { try writeForm(id, dataValues: data, connection) }
    }

    private static func writeForm(_ id: String, dataValues: Set<String>, _ connection: Connection) throws {
        let parts = try SyncParts.parts(of: id, connection)
        let removed = try SyncParts.isRemoved(form: id, connection)
        guard !parts.isEmpty || removed else { return }
        let (form, settled) = FormAssembly.assemble(form: id, parts: parts, removed: removed, dataValues: dataValues)
        try SyncParts.replaceSettled(form: id, settled, connection)
        guard let form else {
            try connection.run("DELETE FROM forms WHERE id = ?", [.text(id)])
            return
        }
        let held = try connection.statement("SELECT definition FROM forms WHERE id = ?").first([.text(id)]) {
            try $0.text("definition")
        }
        // The model's own writes put keys in no fixed order: the text is written again with
        // sorted keys, so every device holds (and `form export` prints) the same bytes.
        let text = try StoredDefinition.text(form)
        if let held, held == text { return }
        try connection.run(
            """
            INSERT INTO forms (id, definition) VALUES (?, ?)
            ON CONFLICT (id) DO UPDATE SET definition = excluded.definition
            """, [.text(id), .text(text)])
    }

    private static func writeDataValues(_ connection: Connection) throws {
        let parts = try SyncParts.parts(of: "", connection)
        let known =
            try connection.integer(
                "SELECT count(*) FROM sync_items WHERE kind IN ('data-value', 'data-order')") ?? 0
        guard known > 0 else { return }
        let texts = assembledDataValues(parts)
        let held = try connection.texts("SELECT definition FROM data_values ORDER BY position")
        // As for forms: the same bytes on every device.
        let stored = try texts.compactMap { text in
            try FormAssembly.decode(DataValue.self, text).map { try StoredDefinition.text($0) }
        }
        guard held != stored else { return }
        try connection.run("DELETE FROM data_values")
        for (position, text) in stored.enumerated() {
            try connection.run(
                "INSERT INTO data_values (position, definition) VALUES (?, ?)",
                [.integer(Int64(position)), .text(text)])
        }
    }

    /// The data values' texts in their order: the order item's, then any value it does not
    /// name, by id.
    static func assembledDataValues(_ parts: [PartKey: String]) -> [String] {
        var values: [String: String] = [:]
        for (key, text) in parts where key.kind == .dataValue { values[key.key[0]] = text }
        let list = parts[PartKey(kind: .dataOrder, key: [])].flatMap(FormParts.ids)
        return FormParts.ordered(Set(values.keys), by: list).ids.compactMap { values[$0] }
    }
}
