import FormanzaSQLite
import FormanzaState
import FormanzaSystem
import FoundationEssentials

/// Photo files travel beside the answers naming them. The device that stores a photo copies
/// its two files (`NAME.jpg` and `NAME.thumb.jpg`) into `photos/` of its own device folder;
/// a device holding an answer whose photo it lacks notes it in `sync_photos_missing` and copies
/// it in from whichever device folder has it, once the files are whole and are the photo the
/// name says. Until then the answer is there and shows its photo as missing. A photo whose copy
/// into this device's folder failed (a full disk) is kept in `sync_photos_unsent`; both are
/// tried again later.
struct SyncPhotos {
    let folder: SyncFolder
    /// The store's own photos folder.
    let photos: String
    /// This device's id: its own folder is where its photos go, never where they come from.
    let device: String

    /// A stored photo is a JPEG of at most 1600 px a side (a few hundred KiB); anything larger
    /// is not one.
    static let photoLimit = 16 << 20
    static let thumbnailLimit = 4 << 20

    /// The store's unused-photo ledger.
    let ledger: PhotoLedger

    init(folder: SyncFolder, store: Store, device: String) {
        self.folder = folder
        self.photos = store.paths.photosDirectory
        self.device = device
        self.ledger = store.photoLedger
    }

    /// The photos an answer's row names: its value for a photo screen, the values of its JSON
    /// object for a multi-photo screen; only names of the stored-photo form.
    static func names(type: String?, value: String?) -> [String] {
        guard let value else { return [] }
        switch type {
        case "photo": return PhotoLedger.isPhotoName(value) ? [value] : []
        case "multi-photo":
            let map = (try? JSONDecoder().decode([String: String].self, from: Data(value.utf8))) ?? [:]
            return map.values.filter(PhotoLedger.isPhotoName).sorted()
        default: return []
        }
    }

    static func names(in entries: [SyncEntry]) -> Set<String> {
        var names: Set<String> = []
        for entry in entries where entry.kind == .answer {
            guard let row = entry.row, case .text(let type) = row["type"], case .text(let value) = row["value"] else {
                continue
            }
            names.formUnion(SyncPhotos.names(type: type, value: value))
        }
        return names
    }

    /// Copies each named photo stored here into this device's folder, unless it is there
    /// already, and those whose copy failed before. A photo this store lacks (it came from
    /// elsewhere and has not arrived) is left for the device that has it. A copy that fails (a
    /// full disk, a folder made read-only) never holds back the answers: the photo is kept in
    /// `sync_photos_unsent` and tried again on the next sync.
    func publish(_ names: Set<String>, _ connection: Connection) throws {
        let unsent = Set(try connection.texts("SELECT name FROM sync_photos_unsent"))
        let all = names.union(unsent)
        guard !all.isEmpty else { return }
        let keep = try connection.statement("INSERT OR IGNORE INTO sync_photos_unsent (name) VALUES (?)")
        let forget = try connection.statement("DELETE FROM sync_photos_unsent WHERE name = ?")
        for name in all.sorted() {
            do {
                try publish(name)
                try forget.run([.text(name)])
            } catch {
                try keep.run([.text(name)])
            }
        }
    }

    /// Whether any photo's copy into this device's folder is still to be tried again.
    func anyUnsent(_ connection: Connection) -> Bool {
        ((try? connection.integer("SELECT EXISTS (SELECT 1 FROM sync_photos_unsent)")) ?? 0) == 1
    }

    private func publish(_ name: String) throws {
        let target = folder.photos(of: device)
        guard let photo = try OwnedFiles.readRegular(photos + "/" + name + ".jpg", limit: SyncPhotos.photoLimit),
            let thumbnail = try OwnedFiles.readRegular(
                photos + "/" + name + ".thumb.jpg", limit: SyncPhotos.thumbnailLimit)
        else { return }
        if (try? FileStatus.of(target + "/" + name + ".jpg", followLinks: false))?.kind == .regular { return }
        try OwnedFiles.makePrivateDirectory(target)
        // The thumbnail first: a photo file present means its thumbnail is too.
        try DurableFiles.replace(target + "/" + name + ".thumb.jpg", with: thumbnail)
        try DurableFiles.replace(target + "/" + name + ".jpg", with: photo)
    }

    /// After a merge changed answers (and when joining): every photo an answer here names
    /// that is not stored here is noted as missing, and the unused-photo ledger learns what the
    /// merged answers changed, as if they had been made here: a photo an answer names is not
    /// swept, a stored one no answer names any more is swept a day from now.
    func noteAnswers(_ connection: Connection, now: Int64) throws {
        // Through the index of photo answers: a merge of one change in a store of years reads
        // only the photo answers, not every answer.
        try ledger.ensureSchema(connection)
        let rows = try connection.statement(
            "SELECT type, value FROM answers INDEXED BY answers_photos WHERE type IN ('photo', 'multi-photo')"
        ).rows { (try $0.text("type"), try $0.text("value")) }
        let insert = try connection.statement("INSERT OR IGNORE INTO sync_photos_missing (name) VALUES (?)")
        var named = Set<String>()
        for (type, value) in rows {
            for name in SyncPhotos.names(type: type, value: value) {
                named.insert(name)
                if !isStored(name) { try insert.run([.text(name)]) }
            }
        }
        try ledger.noteMerged(named: named, now: now)
    }

    /// The photos noted missing (none when they cannot be read: nothing is then fetched).
    func missing(_ connection: Connection) -> [String] {
        (try? connection.statement("SELECT name FROM sync_photos_missing ORDER BY name").rows {
            try $0.text("name") ?? ""
        }) ?? []
    }

    /// Whether a missing photo's file is now in some device folder: one `lstat` per missing
    /// photo and device, nothing opened. Cheap enough for every command.
    func anyArrived(_ connection: Connection) -> Bool {
        let names = missing(connection)
        guard !names.isEmpty else { return false }
        let devices = ((try? folder.deviceIDs()) ?? []).filter { $0 != device }
        return names.contains { name in
            devices.contains { id in
                (try? FileStatus.of(folder.photos(of: id) + "/" + name + ".jpg", followLinks: false))?.kind == .regular
            }
        }
    }

    /// Copies in each missing photo some device folder holds whole and true to its name, and
    /// forgets it; returns how many arrived. A file that fails a check is left where it is (it
    /// may still be arriving) and tried again on the next change.
    @discardableResult
    func fetch(_ connection: Connection) throws -> Int {
        let names = missing(connection)
        guard !names.isEmpty else { return 0 }
        let devices = ((try? folder.deviceIDs()) ?? []).filter { $0 != device }
        let forget = try connection.statement("DELETE FROM sync_photos_missing WHERE name = ?")
        var arrived = 0
        for name in names {
            if isStored(name) {
                try forget.run([.text(name)])
                continue
            }
            for id in devices {
                guard let (photo, thumbnail) = checkedFiles(name, in: folder.photos(of: id)) else { continue }
                do {
                    try OwnedFiles.makePrivateDirectory(photos)
                    try DurableFiles.replace(photos + "/" + name + ".thumb.jpg", with: thumbnail)
                    try DurableFiles.replace(photos + "/" + name + ".jpg", with: photo)
                } catch {
                    // The store's disk is full or its folder cannot be written: the answers
                    // merged stay merged, and the photo stays missing, tried again next time.
                    break
                }
                try forget.run([.text(name)])
                arrived += 1
                break
            }
        }
        return arrived
    }

    /// The photo's two files from `directory` when both are regular files (no link, nothing
    /// that blocks), within their size limits, and JPEGs; the photo's bytes must hash to the
    /// name's hash and its frame must have the name's width and height.
    func checkedFiles(_ name: String, in directory: String) -> (photo: [UInt8], thumbnail: [UInt8])? {
        guard (try? FileStatus.of(directory, followLinks: false))?.kind == .directory,
            let photo = try? OwnedFiles.readRegular(directory + "/" + name + ".jpg", limit: SyncPhotos.photoLimit),
            let thumbnail = try? OwnedFiles.readRegular(
                directory + "/" + name + ".thumb.jpg", limit: SyncPhotos.thumbnailLimit),
            let size = JPEGHeader.dimensions(photo), JPEGHeader.dimensions(thumbnail) != nil,
            name == "\(SHA256.hex(photo).prefix(32))-\(size.width)x\(size.height)"
        else { return nil }
        return (photo, thumbnail)
    }

    /// Whether the photo is stored here: its file is a regular file in the photos folder.
    private func isStored(_ name: String) -> Bool {
        (try? FileStatus.of(photos + "/" + name + ".jpg", followLinks: false))?.kind == .regular
    }
}
