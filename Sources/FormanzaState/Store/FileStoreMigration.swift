import FormanzaBase
import FormanzaModel
import FormanzaSQLite
import FormanzaSystem
import FoundationEssentials

/// Brings a store kept in the file layout of earlier versions (`store.json`, `forms/`, `days/`,
/// `data-values.json`, `settings.json`, `opened.json`) into the database.
///
/// The import runs inside the transaction that creates the schema, so it lands whole or not at
/// all: a migration interrupted at any point starts again cleanly on the next run. Every form,
/// day and answer is counted on both sides before the transaction commits. Only after the
/// commit are the old files moved, untouched, into `file-store-backup-YYYY-MM-DD/` in the
/// store; a run interrupted between the two finishes the move next time. A file that cannot
/// be read stops the migration with its path, and nothing is changed.
struct FileStoreMigration {
    let paths: StorePaths

    static func hasFileStore(_ paths: StorePaths) -> Bool {
        Posix.exists(paths.marker) || Posix.exists(paths.formsDirectory) || Posix.exists(paths.daysDirectory)
    }

    /// The names the old layout used, in the store's root.
    static func oldNames() -> [String] {
        ["store.json", "forms", "days", "data-values.json", "settings.json", "opened.json"]
    }

    func importFiles(into connection: Connection) throws {
        var created = SystemTime.wallSeconds()
        if let data = try Posix.read(paths.marker) {
            let marker = try StoreCoding.decode(StoreMarker.self, from: data, path: paths.marker)
            created = UTCInstant.parse(marker.created) ?? created
        }
        var formCount = 0
        for name in try Posix.list(paths.formsDirectory) ?? [] where FileStoreMigration.isStoreFile(name) {
            let path = paths.formsDirectory + "/" + name
            guard let data = try Posix.read(path) else { continue }
            let form = try StoreCoding.decode(Form.self, from: data, path: path)
            // The definition keeps the file's own bytes: `form export` stays what it was.
            try connection.run(
                "INSERT INTO forms (id, definition) VALUES (?, ?)",
                [.text(form.id), .text(String(decoding: data, as: UTF8.self))])
            formCount += 1
        }
        var dayCount = 0
        var answerCount = 0
        for name in try Posix.list(paths.daysDirectory) ?? [] where FileStoreMigration.isStoreFile(name) {
            let path = paths.daysDirectory + "/" + name
            guard let data = try Posix.read(path) else { continue }
            let record = try StoreCoding.decode(DayRecord.self, from: data, path: path)
            guard name == record.date.iso + ".json" else {
                throw StoreError.unreadable(path: path, reason: .holdsAnotherDay(record.date.iso))
            }
            for (form, answers) in record.forms {
                for (screen, answer) in answers {
                    try Store.upsert(answer, form: form, day: record.date, screen: screen, in: connection)
                    answerCount += 1
                }
            }
            if !record.isEmpty { dayCount += 1 }
        }
        if let data = try Posix.read(paths.dataValues) {
            let file = try StoreCoding.decode(DataValuesFile.self, from: data, path: paths.dataValues)
            for (position, value) in file.values.enumerated() {
                try connection.run(
                    "INSERT INTO data_values (position, definition) VALUES (?, ?)",
                    [.integer(Int64(position)), .text(try StoreCoding.text(value))])
            }
        }
        if let data = try Posix.read(paths.settings) {
            let settings = try StoreCoding.decode(CheckinSettings.self, from: data, path: paths.settings)
            try connection.run(
                "INSERT INTO settings (id, definition) VALUES (1, ?)", [.text(try StoreCoding.text(settings))])
        }
        var opened = created
        if let data = try Posix.read(paths.opened) {
            let file = try StoreCoding.decode(OpenedFile.self, from: data, path: paths.opened)
            guard let instant = UTCInstant.parse(file.lastOpened) else {
                throw StoreError.unreadable(path: paths.opened, reason: .lastOpenedNotAnInstant)
            }
            opened = instant
        }
        try connection.run("INSERT INTO opening (id, at, day) VALUES (1, ?, NULL)", [.integer(opened)])
        try connection.run("INSERT INTO store (id, created, migrated_from_files) VALUES (1, ?, 1)", [.integer(created)])
        try check(connection, forms: formCount, days: dayCount, answers: answerCount)
    }

    /// Counts both sides; a difference aborts the transaction and leaves the files as they are.
    private func check(_ connection: Connection, forms: Int, days: Int, answers: Int) throws {
        let stored = (
            try connection.integer("SELECT count(*) FROM forms") ?? -1,
            try connection.integer("SELECT count(DISTINCT day) FROM answers") ?? -1,
            try connection.integer("SELECT count(*) FROM answers") ?? -1
        )
        guard stored == (Int64(forms), Int64(days), Int64(answers)) else {
            throw StoreError.unreadable(
                path: paths.root,
                reason: .miscounted(
                    files: [Int64(forms), Int64(days), Int64(answers)], database: [stored.0, stored.1, stored.2]))
        }
    }

    /// Moves the old files into the dated backup folder (after the import has committed).
    func moveOldFiles(now: Int64) throws {
        let present = FileStoreMigration.oldNames().filter { Posix.exists(paths.root + "/" + $0) }
        guard !present.isEmpty else { return }
        let date = CivilDate(daysSinceEpoch: Int(now / 86_400))
        var folder = paths.root + "/file-store-backup-\(date.iso)"
        var attempt = 2
        while Posix.exists(folder) && !FileStoreMigration.oldNames().allSatisfy({ !Posix.exists(folder + "/" + $0) }) {
            folder = paths.root + "/file-store-backup-\(date.iso)-\(attempt)"
            attempt += 1
        }
        try Posix.makeDirectory(folder)
        for name in present { try Posix.move(paths.root + "/" + name, to: folder + "/" + name) }
    }

    /// Store files end in `.json`; temporary files of interrupted writes start with a dot.
    static func isStoreFile(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasPrefix(".")
    }
}

extension Store {
    /// Moves the old layout's files away once the database holds them.
    func finishMigration() throws {
        guard FileStoreMigration.hasFileStore(paths) else { return }
        let migrated = try database.access { try $0.integer("SELECT migrated_from_files FROM store WHERE id = 1") }
        guard migrated == 1 else { return }
        try FileStoreMigration(paths: paths).moveOldFiles(now: SystemTime.wallSeconds())
    }
}

/// `store.json` of the file layout: the schema and when the store was created.
struct StoreMarker: Codable {
    var schema: Int
    var created: String

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try c.decode(Int.self, forKey: .schema)
        try StoreSchema.check(schema)
        self.schema = schema
        self.created = try c.decode(String.self, forKey: .created)
    }
}
