import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaState

/// Doctor's checks of what keeps the store safe: that it can be written, and that the daemon's
/// automatic backups are recent.
extension DoctorChecks {
    /// A store no one can save to (a read-only `store.db`, or `-wal`/`-shm` files left
    /// unwritable or another user's): each with what to do.
    func storeFiles(_ report: inout DoctorReport) {
        for problem in StoreFilesHealth.problems(database: paths.database) {
            report.add(DoctorCheck("store-files", .problem, problem.message(in: language)))
        }
    }

    /// Warns when backups are on and the newest backup that reads as a whole store is more
    /// than two days old (or there is none while the store exists).
    func backups(_ report: inout DoctorReport) {
        let text = (try? FileSystem.readText(paths.remindConf)) ?? nil
        if let text, case .success(let settings) = RemindSettings.parse(text), !settings.backups {
            report.add(
                DoctorCheck(
                    "backups", .ok,
                    language.tr(
                        "automatic backups are off (backups = off in {0})", paths.remindConf)
                ))
            return
        }
        let folder = BackupFolder(environment: environment)
        let clock = SystemClock(environment: environment)
        let today = ((try? clock.zone()) ?? .utc).localDate(atEpochSecond: clock.now())
        let newest = try? folder.newestGood()
        if let newest, newest.entry.day >= today.adding(days: -2) {
            report.add(
                DoctorCheck(
                    "backups", .ok,
                    language.tr(
                        "newest backup: {0}, {1} ({2})", newest.entry.day.iso,
                        language.trn("{0} answer", "{0} answers", newest.facts.answers), folder.path
                    )))
            return
        }
        guard Store.hasDatabase(paths: paths) else { return }
        report.add(
            DoctorCheck(
                "backups", .warning,
                newest.map {
                    language.tr(
                        "the newest good backup is from {0}, more than two days ago ({1})", $0.entry.day.iso,
                        folder.path
                    )
                }
                    ?? language.tr(
                        "there is no good backup of the store in {0}", folder.path),
                fix: language.tr(
                    "keep formanza-remind running (it backs up once a day), or run: formanza store backup FILE"
                )))
    }
}
