import FormanzaBase
import FormanzaSystem

/// One backup in the folder of automatic backups: the day it was made, its file and size.
public struct BackupEntry: Sendable, Equatable {
    public let day: CivilDate
    public let path: String
    public let bytes: Int64
}

/// The daemon's automatic backups, one file a day (`store-YYYY-MM-DD.db`) in
/// `$XDG_STATE_HOME/formanza/backups` (0700): made whole or not at all like `store backup`,
/// then thinned out by `BackupRetention`. Files of any other name are never touched.
public struct BackupFolder: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(environment: [String: String]) {
        self.init(path: FileSystem.stateHome(environment: environment) + "/formanza/backups")
    }

    public func file(for day: CivilDate) -> String { "\(path)/store-\(day.iso).db" }

    /// The backups, oldest first; a missing folder has none. Only regular files named like a
    /// backup count (a leftover `.partial` or anything planted there is not one).
    public func list() throws -> [BackupEntry] {
        guard let names = try Posix.list(path) else { return [] }
        return names.compactMap { name -> BackupEntry? in
            guard name.hasPrefix("store-"), name.hasSuffix(".db"), name.utf8.count == 19,
                let day = CivilDate(iso: name.dropFirst(6).dropLast(3)),
                let status = try? FileStatus.of("\(path)/\(name)", followLinks: false), status.kind == .regular
            else { return nil }
            return BackupEntry(day: day, path: "\(path)/\(name)", bytes: status.size)
        }.sorted { $0.day < $1.day }
    }

    /// The newest backup, if any, that reads as a whole store (the newest first).
    public func newestGood() throws -> (entry: BackupEntry, facts: StoreFileFacts)? {
        for entry in try list().reversed() {
            if let facts = try? StoreFileCheck.verify(entry.path) { return (entry, facts) }
        }
        return nil
    }

    /// Backs `store` up as the backup of `day` (replacing one made earlier that day), copied a
    /// few hundred pages at a time, then removes the backups the retention rule no longer keeps.
    /// Returns what the new backup holds and the files removed.
    public func backUp(_ store: Store, on day: CivilDate, pace: BackupPace = .gentle) throws
        -> (facts: StoreFileFacts, removed: [String])
    {
        try Posix.makeDirectory(path)
        let facts = try store.backup(to: file(for: day), replacing: true, pace: pace)
        let entries = try list()
        let kept = BackupRetention.kept(entries.map(\.day))
        var removed: [String] = []
        for entry in entries where !kept.contains(entry.day) {
            try Posix.remove(entry.path)
            removed.append(entry.path)
        }
        return (facts, removed)
    }
}

/// Which backups are kept: the 7 newest (daily), the oldest backup of each of the 4 newest
/// weeks that have one (weekly, weeks from Monday), and the oldest of each of the 12 newest
/// months that have one (monthly). The oldest of a period is kept, not the newest, so the
/// weekly and monthly copies stay put while new daily ones come and go. A pure rule over the
/// days backups were made: the same days always keep the same backups.
public enum BackupRetention {
    public static let daily = 7
    public static let weekly = 4
    public static let monthly = 12

    public static func kept(_ days: [CivilDate]) -> Set<CivilDate> {
        let newestFirst = Set(days).sorted(by: >)
        var kept = Set(newestFirst.prefix(daily))
        kept.formUnion(oldestOfNewestPeriods(newestFirst, count: weekly) { week(of: $0) })
        kept.formUnion(oldestOfNewestPeriods(newestFirst, count: monthly) { $0.year * 12 + $0.month })
        return kept
    }

    /// Monday-based week number: 1970-01-01 was a Thursday, so its week began three days before.
    static func week(of day: CivilDate) -> Int {
        let shifted = day.daysSinceEpoch + 3
        return shifted >= 0 ? shifted / 7 : (shifted - 6) / 7
    }

    private static func oldestOfNewestPeriods(_ newestFirst: [CivilDate], count: Int, period: (CivilDate) -> Int)
        -> [CivilDate]
    {
        var oldest: [Int: CivilDate] = [:]
        var order: [Int] = []
        for day in newestFirst {
            let key = period(day)
            if oldest[key] == nil {
                guard order.count < count else { break }
                order.append(key)
            }
            oldest[key] = day
        }
        return order.compactMap { oldest[$0] }
    }
}
