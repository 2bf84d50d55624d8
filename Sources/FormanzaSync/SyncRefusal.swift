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
            l.pick(
                "an entry longer than \(EntryCodec.maximumLineBytes >> 20) MiB",
                "una entrada de más de \(EntryCodec.maximumLineBytes >> 20) MiB")
        case .notAnEntry: l.pick("a line that is not a journal entry", "una línea que no es una entrada del diario")
        case .unknownKind: l.pick("an entry of an unknown kind", "una entrada de un tipo desconocido")
        case .badKey: l.pick("an entry whose key does not fit its kind", "una entrada cuya clave no encaja con su tipo")
        case .badClock: l.pick("an entry with an impossible clock", "una entrada con un reloj imposible")
        case .badCell(let column):
            l.pick(
                "an entry whose column \(JSONEscaping.quoted(column)) is not a value",
                "una entrada cuya columna \(JSONEscaping.quoted(column)) no es un valor")
        case .otherDevice(let claimed):
            l.pick(
                "an entry claiming to come from another device (\(JSONEscaping.quoted(claimed)))",
                "una entrada que dice venir de otro dispositivo (\(JSONEscaping.quoted(claimed)))")
        case .badRow(let english, let spanish):
            l.pick("an entry that is not valid: " + english, "una entrada no válida: " + spanish)
        case .file(let reason): reason
        }
    }
}
