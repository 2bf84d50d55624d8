import FormanzaBase

/// The kinds of item that travel, each merged on its own: the last change by clock wins.
public enum SyncItemKind: String, Sendable, CaseIterable {
    /// One answer: key form, day, screen.
    case answer
    /// Version 1: one form's whole definition, key its id. Read (as all its parts at that
    /// clock), never written.
    case form
    /// Version 1: the whole list of data values, no key. Read (as all its parts), never written.
    case dataValues = "data"
    /// A form's own fields (title, active, reminders): key its id. A removal removes the form.
    case formFields = "form-fields"
    /// One screen of a form: key form id, screen id.
    case screen
    /// One calculated value of a form: key form id, value id.
    case calculated
    /// One goal of a form: key form id, goal id.
    case goal
    /// The order of a form's screens, calculated values or goals: key form id and one of
    /// `screens`, `calculated`, `goals`.
    case order
    /// One data value: key its id.
    case dataValue = "data-value"
    /// The order of the data values: no key.
    case dataOrder = "data-order"
    /// The check-in settings: no key.
    case settings
    /// The last opening (when Formanza was last opened, on any device): no key.
    case opening

    /// How many key parts an item of this kind has.
    public var keyCount: Int {
        switch self {
        case .answer: 3
        case .screen, .calculated, .goal, .order: 2
        case .form, .formFields, .dataValue: 1
        case .dataValues, .settings, .opening, .dataOrder: 0
        }
    }

    /// The kinds that are parts of a form or of the data values, kept whole in `sync_parts` so
    /// the form is assembled from its parts alone.
    public var isPart: Bool {
        switch self {
        case .formFields, .screen, .calculated, .goal, .order, .dataValue, .dataOrder: true
        case .answer, .form, .dataValues, .settings, .opening: false
        }
    }

    /// The one column a part's row carries.
    public var partColumn: String? {
        switch self {
        case .formFields, .screen, .calculated, .goal, .dataValue: "definition"
        case .order, .dataOrder: "list"
        case .answer, .form, .dataValues, .settings, .opening: nil
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
        // Ids and days (printable ASCII, no quote or backslash) need no escaping: the common
        // case, built without looking at each character twice.
        let plain = parts.allSatisfy { part in
            part.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7f && $0 != 0x22 && $0 != 0x5c }
        }
        if plain { return parts.isEmpty ? "[]" : "[\"" + parts.joined(separator: "\",\"") + "\"]" }
        return "[" + parts.map { JSONEscaping.quoted($0) }.joined(separator: ",") + "]"
    }
}
