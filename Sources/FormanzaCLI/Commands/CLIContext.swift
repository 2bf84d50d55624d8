import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSync
import FormanzaSystem

/// Everything a command needs from the outside world, read once at start: the environment,
/// the language, where the store is, the clock and the time zone.
struct CLIContext {
    let environment: [String: String]
    let language: Language
    let paths: StorePaths
    /// Seconds since 1970 UTC. `FORMANZA_NOW` (RFC 3339) replaces the clock, so tests and
    /// demos can record "yesterday" or a DST night without waiting for it.
    let now: Int64
    let zone: ZoneRules

    static func make(environment: [String: String]) throws -> CLIContext {
        let language = Language.current(environment: environment)
        var now = SystemTime.wallSeconds()
        if let fixed = environment["FORMANZA_NOW"], !fixed.isEmpty {
            guard let parsed = RFC3339.parse(fixed) else {
                throw CommandError(
                    usage: language.tr(
                        "FORMANZA_NOW is not an RFC 3339 instant: {0}", fixed))
            }
            now = parsed
        }
        let zone: ZoneRules
        do {
            zone = try ZoneLoader(environment: environment).system(environment: environment)
        } catch {
            throw CommandError(refused: error.message(in: language))
        }
        return CLIContext(
            environment: environment, language: language,
            paths: StorePaths.from(environment: environment), now: now, zone: zone)
    }

    /// The local calendar day now.
    var today: CivilDate { zone.localDate(atEpochSecond: now) }

    /// Opens (creating on first use) the store and records this run as an opening; only the
    /// first opening of a day writes anything. A store that cannot be written (read-only, a full
    /// disk) skips that record, so every command that only reads still works there; a command
    /// that writes meets the same refusal when it saves, naming the database.
    func openStore() throws -> Store {
        let store = try Store.open(paths: paths, language: language, now: now)
        // What other machines wrote is merged before anything is read; a folder that is not
        // there (a disk not mounted) never stops a command, and `sync status` shows refusals.
        _ = try? SyncEngine(store: store).sync()
        // A folder gone (a disk not mounted) is said once a day, not on every command.
        if let problem = try? SyncEngine(store: store).folderWarning(day: today.iso),
            let folder = try? SyncStatus.read(store).folder
        {
            Console.warn(SyncStatusText.problemText(problem, folder: folder, language), language: language)
        }
        try? store.recordOpening(at: now, day: today)
        return store
    }

    /// Writes what this command changed into the sync folder, when this store syncs: after
    /// the command's transactions committed, whether it succeeded or not. A store that does
    /// not sync has no sync tables, and this is one query.
    func publishSyncChanges() {
        guard let store = try? Store.existing(paths: paths) else { return }
        try? SyncEngine(store: store).publish()
    }

    /// The day named by `--date` (YYYY-MM-DD, today, yesterday; hoy, ayer), today when
    /// absent. Future days are refused; so are days before 1900 when `recording` (a day to
    /// save answers on), while a reading command given one finds nothing there.
    ///
    /// `futureRefusal` words the refusal of a future day for a command that only shows days
    /// (nothing is recorded there, so "can be recorded" would mislead).
    func day(
        from choice: DayChoice?, recording: Bool = false, futureRefusal: ((CivilDate, Language) -> String)? = nil
    ) throws -> CivilDate {
        guard let choice else { return today }
        let date: CivilDate
        switch choice {
        case .today: date = today
        case .yesterday: date = today.adding(days: -1)
        case .date(let named): date = named
        }
        guard date <= today else {
            if let futureRefusal { throw CommandError(refused: futureRefusal(date, language)) }
            throw CheckinError.futureDay(date)
        }
        guard !recording || date >= ShownYears.firstDay else { throw CheckinError.dayBeforeRecords(date) }
        return date
    }
}
