import FormanzaSQLite

/// The tables and triggers of what the store keeps for speed (day tallies, goal scans): rows
/// derived from the answers and trusted only while triggers delete them when an answer they
/// were counted from changes. So each object must be exactly what its owner says.
enum KeptSchema {
    /// Makes `objects` when any is missing or is not exactly its text in `sqlite_schema` (one
    /// cached query when all are): a trigger of that name doing something else would leave
    /// kept rows behind the answers, a table with other columns would make the triggers fail
    /// every write of an answer. What is not exactly ours is dropped, whatever kind of object
    /// it is, and made again; a table's rows go with it (they are only a cache). Returns what
    /// was made, each with the text its object of that name had before (nil when none), so an
    /// owner whose rows outlive its triggers can tell whether they may have fallen behind.
    @discardableResult
    static func prepare(_ objects: [(name: String, sql: String)], _ connection: Connection) throws
        -> [(name: String, previous: String?)]
    {
        let texts = objects.map { Statement.Value.text($0.sql) }
        let marks = Array(repeating: "?", count: objects.count).joined(separator: ", ")
        let exact = try connection.integer("SELECT count(*) FROM sqlite_schema WHERE sql IN (\(marks))", texts) ?? 0
        guard exact != Int64(objects.count) else { return [] }
        let names = objects.map { "'\($0.name)'" }.joined(separator: ", ")
        let found = try connection.statement("SELECT type, name, sql FROM sqlite_schema WHERE name IN (\(names))")
            .rows { row in
                (type: try row.text("type") ?? "", name: try row.text("name") ?? "", sql: try row.text("sql"))
            }
        var made: [(name: String, previous: String?)] = []
        for object in objects where !found.contains(where: { $0.name == object.name && $0.sql == object.sql }) {
            let other = found.first(where: { $0.name == object.name })
            if let other, ["table", "view", "index", "trigger"].contains(other.type) {
                try connection.execute("DROP \(other.type.uppercased()) IF EXISTS \"\(object.name)\"")
            }
            try connection.execute(object.sql)
            made.append((object.name, other?.sql))
        }
        return made
    }
}
