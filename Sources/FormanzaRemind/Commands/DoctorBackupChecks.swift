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
                    language.pick(
                        "automatic backups are off (backups = off in \(paths.remindConf))",
                        "las copias de seguridad automáticas están desactivadas (backups = off en \(paths.remindConf))")
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
                    language.pick(
                        "newest backup: \(newest.entry.day.iso), \(language.counted(newest.facts.answers, ("answer", "answers"), ("respuesta", "respuestas"))) (\(folder.path))",
                        "copia de seguridad más reciente: \(newest.entry.day.iso), \(language.counted(newest.facts.answers, ("answer", "answers"), ("respuesta", "respuestas"))) (\(folder.path))"
                    )))
            return
        }
        guard Store.hasDatabase(paths: paths) else { return }
        report.add(
            DoctorCheck(
                "backups", .warning,
                newest.map {
                    language.pick(
                        "the newest good backup is from \($0.entry.day.iso), more than two days ago (\(folder.path))",
                        "la copia de seguridad válida más reciente es del \($0.entry.day.iso), de hace más de dos días (\(folder.path))"
                    )
                }
                    ?? language.pick(
                        "there is no good backup of the store in \(folder.path)",
                        "no hay ninguna copia de seguridad válida del almacén en \(folder.path)"),
                fix: language.pick(
                    "keep formanza-remind running (it backs up once a day), or run: formanza store backup FILE",
                    "deja formanza-remind en marcha (hace una copia de seguridad al día), o ejecuta: formanza store backup ARCHIVO"
                )))
    }
}
