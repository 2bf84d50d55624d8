import FormanzaSQLite

extension Store {
    /// The store's one connection, for the sync engine (`FormanzaSync`): it keeps its own
    /// tables beside the facts and triggers on them, so every path that changes a fact is seen
    /// at the database level. Runs inside the store's lock like every other use, and a
    /// transaction opened in `body` is the store's write transaction.
    public func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        try database.access(body)
    }
}
