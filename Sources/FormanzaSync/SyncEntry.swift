import FormanzaBase

/// The kinds of item that travel, each merged on its own: the last change by clock wins.
public enum SyncItemKind: String, Sendable, CaseIterable {
    /// One answer: key form, day, screen.
    case answer
    /// One form's whole definition: key its id.
    case form
    /// The list of data values, in order: no key.
    case dataValues = "data"
    /// The check-in settings: no key.
    case settings
    /// The last opening (when Formanza was last opened, on any device): no key.
    case opening

    /// How many key parts an item of this kind has.
    public var keyCount: Int {
        switch self {
        case .answer: 3
        case .form: 1
        case .dataValues, .settings, .opening: 0
        }
    }
}

/// One value of a row as SQLite keeps it, so an applied change writes the very same cell.
public enum SyncCell: Hashable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}

/// One change in a journal: the item, its new row (nil when the item was removed: a
/// tombstone), and the clock that orders it against every other change of the item.
public struct SyncEntry: Hashable, Sendable {
    public let clock: HybridClock
    public let kind: SyncItemKind
    public let key: [String]
    /// The item's columns by name; nil for a removal.
    public let row: [String: SyncCell]?

    public init(clock: HybridClock, kind: SyncItemKind, key: [String], row: [String: SyncCell]?) {
        self.clock = clock
        self.kind = kind
        self.key = key
        self.row = row
    }

    /// The item this entry changes, as the sync tables key it.
    public var itemKey: String { SyncEntry.itemKey(key) }

    /// A key's parts as one text: JSON-like, unambiguous whatever the parts hold.
    public static func itemKey(_ parts: [String]) -> String {
        "[" + parts.map { JSONEscaping.quoted($0) }.joined(separator: ",") + "]"
    }
}
