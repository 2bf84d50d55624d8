import FormanzaModel
import FormanzaSQLite
import FormanzaSystem
import FoundationEssentials

/// Which stored photos no answer refers to, and since when. A photo is deleted one full day after
/// it became unreferenced, never sooner: an answer replaced by mistake can be put back, and a
/// photo stored by a check-in still open is not taken from under it.
///
/// Kept in the database (`unreferenced_photos`), written in the same transaction as the answer
/// change that makes a photo unreferenced; whether a photo is still in use is one indexed query
/// on the answers (`answers_photos`).
public struct PhotoLedger: Sendable {
    /// How long an unreferenced photo is kept.
    public static let grace: Int64 = 24 * 3600

    let store: Store

    /// A stored photo's name (`PhotoName.isValid`): nothing else in the photos folder is ever
    /// deleted.
    public static func isPhotoName(_ name: String) -> Bool { PhotoName.isValid(name) }

    /// Whether `name` is a stored photo here: a photo's name, and a regular file in the store's
    /// own photos folder. Neither the folder nor the file may be a symbolic link (looked at with
    /// `lstat`), so a name never leads outside the store.
    public func isStored(_ name: String) -> Bool {
        guard PhotoLedger.isPhotoName(name),
            (try? FileStatus.of(store.paths.photosDirectory, followLinks: false))?.kind == .directory
        else { return false }
        return (try? FileStatus.of(store.paths.photosDirectory + "/" + name + ".jpg", followLinks: false))?.kind
            == .regular
    }

    /// The photos an answer names (`PhotoName.photos`).
    public static func photos(in value: AnswerValue) -> Set<String> { PhotoName.photos(in: value) }

    /// The photos a day names (`PhotoName.photos`).
    public static func photos(in record: DayRecord?) -> Set<String> { PhotoName.photos(in: record) }

    /// The table and the index behind it, created on first use (stores made before photos
    /// existed have neither).
    static let schema = """
        CREATE TABLE IF NOT EXISTS unreferenced_photos (
            name TEXT PRIMARY KEY,
            since INTEGER NOT NULL
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS unreferenced_photos_by_since ON unreferenced_photos (since);
        CREATE INDEX IF NOT EXISTS answers_photos ON answers (value) WHERE type IN ('photo', 'multi-photo');
        """

    /// Makes the ledger's table and the index of photo answers when the store lacks them.
    public func ensureSchema(_ connection: Connection) throws {
        try connection.execute(PhotoLedger.schema)
    }

    /// Inside a write transaction: `names` stopped being referenced (or were just stored and are
    /// not yet in an answer) at `now`; `referenced` are referenced again.
    func note(unreferenced names: Set<String>, referenced: Set<String>, now: Int64) throws {
        let gone = names.subtracting(referenced).filter(PhotoLedger.isPhotoName)
        guard !gone.isEmpty || !referenced.isEmpty else { return }
        try store.database.access { connection in
            try ensureSchema(connection)
            for name in gone.sorted() {
                try connection.run(
                    """
                    INSERT INTO unreferenced_photos (name, since) VALUES (?, ?)
                    ON CONFLICT (name) DO UPDATE SET since = excluded.since
                    """, [.text(name), .integer(now)])
            }
            for name in referenced.sorted() {
                try connection.run("DELETE FROM unreferenced_photos WHERE name = ?", [.text(name)])
            }
        }
    }

    /// Inside a write transaction, after answers from another device were merged: `named` are
    /// all the photos the store's answers name now. Each is forgotten here (it is in use); each
    /// photo stored here that none names is noted unreferenced from `now`, as a removal made
    /// here would note it, unless it was noted earlier (its day of grace is not started again).
    public func noteMerged(named: Set<String>, now: Int64) throws {
        let files = (try? DirectoryListing.names(in: store.paths.photosDirectory)) ?? nil
        let stored = Set(
            (files ?? []).compactMap { file -> String? in
                guard file.hasSuffix(".jpg"), !file.hasSuffix(".thumb.jpg") else { return nil }
                let name = String(file.dropLast(4))
                return PhotoLedger.isPhotoName(name) ? name : nil
            })
        let unused = stored.subtracting(named)
        guard !unused.isEmpty || !named.isEmpty else { return }
        try store.database.access { connection in
            try ensureSchema(connection)
            for name in unused.sorted() {
                try connection.run(
                    "INSERT OR IGNORE INTO unreferenced_photos (name, since) VALUES (?, ?)",
                    [.text(name), .integer(now)])
            }
            for name in named.sorted() {
                try connection.run("DELETE FROM unreferenced_photos WHERE name = ?", [.text(name)])
            }
        }
    }

    /// Whether any photo has been unreferenced for a day (a read, no transaction).
    func anyDue(now: Int64) throws -> Bool {
        try store.database.access { connection in
            let exists =
                try connection.integer(
                    "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'unreferenced_photos'") ?? 0
            guard exists > 0 else { return false }
            return try connection.integer(
                "SELECT count(*) FROM unreferenced_photos WHERE since <= ?",
                [.integer(now - PhotoLedger.grace)]) ?? 0 > 0
        }
    }

    /// Inside a write transaction: deletes the photos unreferenced for at least a day that no
    /// answer refers to, and forgets them.
    func sweep(now: Int64) throws -> [String] {
        let due: [String] = try store.database.access { connection in
            try ensureSchema(connection)
            return try connection.statement("SELECT name FROM unreferenced_photos WHERE since <= ? ORDER BY name")
                .rows([.integer(now - PhotoLedger.grace)]) { try $0.text("name") ?? "" }
        }
        guard !due.isEmpty else { return [] }
        var deleted: [String] = []
        for name in due {
            let inUse: Bool = try store.database.access { connection in
                try connection.integer(
                    """
                    SELECT count(*) FROM answers INDEXED BY answers_photos
                    WHERE type IN ('photo', 'multi-photo') AND (value = ?1 OR (type = 'multi-photo' AND instr(value, ?1) > 0))
                    """, [.text(name)]) ?? 0 > 0
            }
            try store.database.access { try $0.run("DELETE FROM unreferenced_photos WHERE name = ?", [.text(name)]) }
            guard PhotoLedger.isPhotoName(name), !inUse else { continue }
            try Posix.remove(store.paths.photosDirectory + "/" + name + ".jpg")
            try Posix.remove(store.paths.photosDirectory + "/" + name + ".thumb.jpg")
            deleted.append(name)
        }
        return deleted
    }
}

extension Store {
    public var photoLedger: PhotoLedger { PhotoLedger(store: self) }

    /// A photo was just stored for an answer not yet saved: it counts as unreferenced from now,
    /// so an abandoned check-in's photo goes a day later.
    public func notePhotoStored(_ name: String, now: Int64) throws {
        try transaction { try photoLedger.note(unreferenced: [name], referenced: [], now: now) }
    }

    /// Deletes photos unreferenced for a day or more.
    @discardableResult
    public func sweepPhotos(now: Int64) throws -> [String] {
        try transaction { try photoLedger.sweep(now: now) }
    }

    /// The daemon's sweep: one read, and a write transaction only when a photo is due.
    public func sweepPhotosIfDue(now: Int64) throws -> [String] {
        guard try photoLedger.anyDue(now: now) else { return [] }
        return try sweepPhotos(now: now)
    }
}
