import FormanzaBase

/// Why an entry or a file of the sync folder was not merged. Shown by `formanza sync status`;
/// the rest of the folder is merged as usual.
public enum SyncRefusal: Error, Hashable, Sendable {
    case tooLarge
    case notAnEntry
    case unknownKind
    case badKey
    case badClock
    case badCell(column: String)
    case otherDevice(claimed: String)
    /// What is wrong with the row, in English and Spanish.
    case badRow(String, String)
    case file(String)

    /// A stable short code, kept in the store.
    public var code: String {
        switch self {
        case .tooLarge: "too-large"
        case .notAnEntry: "not-an-entry"
        case .unknownKind: "unknown-kind"
        case .badKey: "bad-key"
        case .badClock: "bad-clock"
        case .badCell: "bad-cell"
        case .otherDevice: "other-device"
        case .badRow: "bad-row"
        case .file: "file"
        }
    }

    public func message(in l: Language) -> String {
        switch self {
        case .tooLarge:
            l.tr(
                "an entry longer than {0} MiB", EntryCodec.maximumLineBytes >> 20)
        case .notAnEntry: l.tr("a line that is not a journal entry")
        case .unknownKind: l.tr("an entry of an unknown kind")
        case .badKey: l.tr("an entry whose key does not fit its kind")
        case .badClock: l.tr("an entry with an impossible clock")
        case .badCell(let column):
            l.tr(
                "an entry whose column {0} is not a value", JSONEscaping.quoted(column))
        case .otherDevice(let claimed):
            l.tr(
                "an entry claiming to come from another device ({0})", JSONEscaping.quoted(claimed))
        case .badRow(let english, let spanish):
            l.tr("an entry that is not valid: {0}", l.storedText(english: english, spanish: spanish))
        case .file(let reason): reason
        }
    }
}
