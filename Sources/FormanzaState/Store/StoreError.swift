import FormanzaBase
import FormanzaModel
import FormanzaSystem

/// What can go wrong with the store, always naming the file at fault.
public enum StoreError: Error, Sendable, Equatable {
    /// A file exists but cannot be decoded: it is reported and left as it is.
    case unreadable(path: String, reason: String)
    /// A row of the answers table no command can show (edited by hand): named, never guessed at.
    case unreadableRow(path: String, AnswerRowProblem)
    /// A file was written by a newer Formanza.
    case newerSchema(path: String, found: Int)
    /// The database was written by a newer Formanza (a higher `user_version` than this one's
    /// last migration): refused before anything in it is changed.
    case newerDatabase(path: String, found: Int)
    /// A system call failed.
    case io(path: String, operation: String, errno: Int32)
    /// Another process held the store's write lock for too long.
    case locked(path: String)
    /// SQLite refused an operation for another reason (a full disk, a read-only file, …).
    case database(path: String, reason: String)
    /// A file or directory that breaks the ownership rules (`OwnedFiles`): a symlink, not a
    /// regular file, too large, another user's, writable by others.
    case refused(FileRefusal)
}

extension StoreError: UserFacingError {
    public func message(in language: Language) -> String {
        switch self {
        case .unreadable(let path, let reason):
            return language.pick(
                "cannot read \(path): \(reason). The file was left untouched; fix or move it away.",
                "no se puede leer \(path): \(reason). El archivo no se tocó; corrígelo o apártalo.")
        case .unreadableRow(let path, let problem):
            return language.pick(
                "cannot read \(path): \(problem.message(in: language)). Nothing was changed; `formanza store check` lists every such row.",
                "no se puede leer \(path): \(problem.message(in: language)). No se cambió nada; `formanza store check` muestra todas esas filas."
            )
        case .newerSchema(let path, let found):
            return language.pick(
                "\(path) was written by a newer Formanza (schema \(found); this one reads \(StoreSchema.current)). Update Formanza; nothing was changed.",
                "\(path) lo escribió un Formanza más nuevo (esquema \(found); este lee el \(StoreSchema.current)). Actualiza Formanza; no se cambió nada."
            )
        case .newerDatabase(let path, let found):
            return language.pick(
                "\(path) was written by a newer Formanza (schema \(found); this one reads \(StoreDatabase.schemaVersion)). Update Formanza; nothing was changed.",
                "\(path) lo escribió un Formanza más nuevo (esquema \(found); este lee el \(StoreDatabase.schemaVersion)). Actualiza Formanza; no se cambió nada."
            )
        case .io(let path, let operation, let code):
            return "\(path): \(operation): \(Posix.describe(errno: code))"
        case .refused(let refusal):
            return refusal.message(in: language)
        case .locked(let path):
            return language.pick(
                "the store is busy: another process holds \(path). Try again.",
                "el almacén está ocupado: otro proceso tiene \(path). Vuelve a intentarlo.")
        case .database(let path, let reason):
            return language.pick(
                "\(path): \(reason). Nothing was changed.",
                "\(path): \(reason). No se cambió nada.")
        }
    }
}
