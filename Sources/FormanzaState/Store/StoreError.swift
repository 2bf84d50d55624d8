import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FormanzaSystem
import FormanzaWords

/// What can go wrong with the store, always naming the file at fault.
public enum StoreError: Error, Sendable, Equatable {
    /// A file exists but cannot be decoded: it is reported and left as it is.
    case unreadable(path: String, reason: UnreadableReason)
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
    case database(path: String, SQLiteError)
    /// A file or directory that breaks the ownership rules (`OwnedFiles`): a symlink, not a
    /// regular file, too large, another user's, writable by others.
    case refused(FileRefusal)
}

extension StoreError: UserFacingError {
    public func message(in language: Language) -> String {
        switch self {
        case .unreadable(let path, let reason):
            return language.tr(
                "cannot read {0}: {1}. The file was left untouched; fix or move it away.", path,
                reason.message(in: language))
        case .unreadableRow(let path, let problem):
            return language.tr(
                "cannot read {0}: {1}. Nothing was changed; `formanza store check` lists every such row.", path,
                problem.message(in: language)
            )
        case .newerSchema(let path, let found):
            return language.tr(
                "{0} was written by a newer Formanza (schema {1}; this one reads {2}). Update Formanza; nothing was changed.",
                path, found, StoreSchema.current
            )
        case .newerDatabase(let path, let found):
            return language.tr(
                "{0} was written by a newer Formanza (schema {1}; this one reads {2}). Update Formanza; nothing was changed.",
                path, found, StoreDatabase.schemaVersion
            )
        case .io(let path, let operation, let code):
            return "\(path): \(operation): \(Posix.describe(errno: code))"
        case .refused(let refusal):
            return refusal.message(in: language)
        case .locked(let path):
            return language.tr(
                "the store is busy: another process holds {0}. Try again.", path)
        case .database(let path, let error):
            return language.tr(
                "{0}: {1}. Nothing was changed.", path, error.reason(in: language))
        }
    }
}

/// Why a file of the store cannot be read, as data the message words.
public enum UnreadableReason: Sendable, Equatable {
    /// A JSON document that cannot be decoded: what and where.
    case document(DecodeProblem)
    /// A database SQLite finds damaged, in SQLite's own words.
    case damaged(String)
    /// A day file of the old file store whose name is not the day it holds (that day, as written).
    case holdsAnotherDay(String)
    /// The old file store's record of the last opening, whose time is no UTC instant.
    case lastOpenedNotAnInstant
    /// The database after migrating the old file store holds other counts of forms, days and
    /// answers than the files did (each list: forms, days, answers).
    case miscounted(files: [Int64], database: [Int64])

    func message(in l: Language) -> String {
        switch self {
        case .document(let problem): return problem.message(in: l)
        case .damaged(let words): return words
        case .holdsAnotherDay(let day): return l.tr("it holds {0}", day)
        case .lastOpenedNotAnInstant: return l.tr("lastOpened is not a UTC instant")
        case .miscounted(let files, let database):
            return l.tr(
                "the migration counted {0} forms, {1} days and {2} answers in the files but {3}, {4} and {5} in the database",
                files[0], files[1], files[2], database[0], database[1], database[2])
        }
    }
}

extension SQLiteError {
    /// What went wrong: SQLite's own words, or the wrapper's fault in the reader's language.
    func reason(in l: Language) -> String {
        switch fault {
        case nil: return message
        case .emptyStatement: return l.tr("empty statement")
        case .noResultColumn(let name, let query): return l.tr("no result column named {0} in: {1}", name, query)
        case .rolledBack: return l.tr("the transaction was rolled back")
        }
    }
}
