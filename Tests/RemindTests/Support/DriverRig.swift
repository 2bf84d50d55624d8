import FormanzaBase
import FormanzaModel
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule
@testable import FormanzaState
@testable import FormanzaSystemd

/// The daemon's driver on a hand-driven loop (`ManualEventSource`), with a real store in a
/// temporary directory and the bus replaced by a record of what would go to it: the daemon's
/// timing (settling, re-arming, catching up, snoozing, withdrawing, re-planning) without a bus.
final class DriverRig: ReminderOutput {
    let base: String
    let paths: StorePaths
    /// The daemon's own connection.
    let store: Store
    let source: ManualEventSource
    let zone: ZoneRules
    private(set) var driver: ReminderDriver!
    private(set) var posts: [(at: Int64, post: ReminderPost, id: UInt32)] = []
    private(set) var groups: [(at: Int64, post: GroupPost, id: UInt32)] = []
    private(set) var closes: [(at: Int64, id: UInt32, reason: String)] = []
    private(set) var launches: [String] = []
    private(set) var logs: [String] = []
    private(set) var statuses: [String] = []
    private(set) var stopped: Int32?
    private var nextID: UInt32 = 1

    init(start: String, zone: String, morning: String = "08:00", remindConf: String? = nil) throws {
        base = try TemporaryDirectory.make(prefix: "driver")
        let now = try #require(RFC3339.parse(start))
        paths = StorePaths(root: base + "/data", runtime: base + "/run", config: base + "/config")
        store = try Store.open(paths: paths, language: .en, now: now)
        try store.updateForm(id: StarterForm.id) { form in
            form.reminders[.morning] = ReminderSetting(enabled: true, time: TimeOfDay(text: morning)!)
        }
        if let remindConf { try DriverRig.write(remindConf: remindConf, paths: paths) }
        source = ManualEventSource(seconds: now, zone: zone)
        self.zone = try ZoneLoader().load(identifier: zone)
        driver = ReminderDriver(
            store: store, language: .en, clock: source, events: source,
            postedRecord: PostedRecord(path: base + "/state/posted-reminders.json"))
        driver.output = self
        driver.loadSettings()
        try driver.watch()
        driver.start(serverIdentity: nil)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    /// An instant written with its offset, in seconds.
    func at(_ text: String) throws -> Int64 { try #require(RFC3339.parse(text)) }

    func write(remindConf: String) throws { try DriverRig.write(remindConf: remindConf, paths: paths) }

    static func write(remindConf: String, paths: StorePaths) throws {
        try FileManager.default.createDirectory(atPath: paths.config, withIntermediateDirectories: true)
        try remindConf.write(toFile: paths.remindConf, atomically: true, encoding: .utf8)
    }

    /// Another process (the check-in) saves answers through its own connection, and the kernel
    /// reports the write to the database's log, as inotify would.
    func answerElsewhere(_ values: [String: AnswerValue], day: String) throws {
        let other = try Store.open(paths: paths, language: .en, now: source.now())
        let form = try #require(try other.loadForm(id: StarterForm.id))
        let date = try #require(CivilDate(iso: day))
        var session = CheckinSession(form: form, day: date, record: try other.loadDay(date))
        for (screen, value) in values { session.confirm(screen, value) }
        try session.save(to: other, now: source.now())
        walWritten()
    }

    /// The kernel reports a write to `store.db-wal` (with or without a commit behind it).
    func walWritten() {
        source.files([InotifyEvent(watchedPath: paths.root, name: "store.db-wal", mask: .modify)])
    }

    /// Every answer of the starter form, which completes its day.
    static let everything: [String: AnswerValue] = [
        "weight": .number(80), "keto-level": .choice("trace"), "water": .yesNo(true), "exercise": .yesNo(true),
        "electrolytes": .yesNo(true), "sleep": .yesNo(true), "carbs": .yesNo(true), "alcohol": .yesNo(false),
    ]

    /// How many times a store change made a new plan.
    var replansForStore: Int { logs.filter { $0.hasPrefix("planned (store changed)") }.count }

    /// The timer's instant, in seconds.
    var armedFor: Int64? { driver.armedFor }

    // MARK: ReminderOutput

    func post(_ reminder: ReminderPost) {
        let id = nextID
        nextID += 1
        posts.append((source.now(), reminder, id))
        driver.shown(reminder, id: id)
    }

    func post(_ group: GroupPost) {
        let id = nextID
        nextID += 1
        groups.append((source.now(), group, id))
        driver.shownGroup(group, id: id)
    }

    func close(notificationID id: UInt32, reason: String) { closes.append((source.now(), id, reason)) }

    func launch(formId: String, day: CivilDate, activationToken: String?) {
        launches.append("\(formId) \(day.iso) \(activationToken ?? "-")")
    }

    func launchFormList(activationToken: String?) { launches.append("list \(activationToken ?? "-")") }

    func log(_ level: EngineLogLevel, _ message: String, fields: [String: String]) { logs.append(message) }

    func statusChanged(_ status: String) { statuses.append(status) }

    func stop(code: Int32) { stopped = code }
}
