import Synchronization

/// The catalogs this process loaded, by language code (`es`, `pt_BR`): filled once at program
/// start (or by a test) and read by every `Language` made afterwards.
public enum CatalogShelf {
    private static let catalogs = Mutex<[String: MessageCatalog]>([:])

    /// Keeps `catalog` as the one for `code`, replacing any before it.
    public static func install(_ catalog: MessageCatalog, for code: String) {
        catalogs.withLock { $0[code] = catalog }
    }

    /// The catalog loaded for `code`, nil when none was.
    public static func catalog(for code: String) -> MessageCatalog? {
        catalogs.withLock { $0[code] }
    }
}
