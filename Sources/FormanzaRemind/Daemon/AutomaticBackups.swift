import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FormanzaSystemd

/// The daemon's daily backups of the store into `BackupFolder` (`$XDG_STATE_HOME/formanza/
/// backups`): one at start when there is none of today, then one a day, each checked after it
/// is written and the old ones thinned out by `BackupRetention`. `backups = off` in
/// `remind.conf` stops them.
///
/// An hourly timer asks "is there a backup of today?", so a day is backed up in the first hour
/// the daemon runs in it, whatever the machine slept through. The copy is SQLite's online
/// backup a few hundred pages at a time with a pause between (`BackupPace.gentle`): in WAL mode
/// a writer never waits for a reader, and the copy lets go of its snapshot between steps.
final class AutomaticBackups {
    static let checkEveryMicroseconds: Int64 = 3_600_000_000

    private unowned let daemon: Daemon
    let folder: BackupFolder
    private var timer: EventTimer?

    private init(daemon: Daemon) {
        self.daemon = daemon
        self.folder = BackupFolder(environment: daemon.environment)
    }

    /// Starts the backups of `daemon` (a first one now if due); the result is kept alive by it.
    static func start(for daemon: Daemon) throws -> AutomaticBackups {
        let backups = AutomaticBackups(daemon: daemon)
        backups.timer = try EventTimer(loop: daemon.loop, accuracy: .seconds(60)) { [weak backups] _ in
            backups?.backUpIfDue()
        }
        backups.backUpIfDue()
        return backups
    }

    /// Makes today's backup unless there is one or backups are off, then checks again in an hour.
    func backUpIfDue() {
        defer { try? timer?.arm(atMicroseconds: UInt64(Daemon.realtimeMicroseconds() + Self.checkEveryMicroseconds)) }
        guard daemon.driver.settings.backups else { return }
        let clock = SystemClock(environment: daemon.environment)
        let today = ((try? clock.zone()) ?? .utc).localDate(atEpochSecond: clock.now())
        do {
            if let newest = try folder.list().last, newest.day >= today { return }
            guard daemon.store.databaseExists else { return }
            let started = Daemon.realtimeMicroseconds()
            let made = try folder.backUp(daemon.store, on: today)
            let milliseconds = (Daemon.realtimeMicroseconds() - started) / 1000
            // The copy read every page through the daemon's connection: let them go, so the
            // daemon is as small after a backup as before it.
            try? daemon.store.releaseCachedPages()
            ThisProcess.returnFreedMemory()
            daemon.journal.log(
                .info,
                "backed up the store to \(folder.file(for: today)) (\(made.facts.answers) answers, integrity check ok, \(milliseconds) ms)"
                    + (made.removed.isEmpty ? "" : "; removed \(made.removed.count) old backup(s)"))
        } catch {
            daemon.journal.log(
                .error, "cannot back up the store: \((error as? any UserFacingError)?.message(in: .en) ?? "\(error)")")
        }
    }
}
