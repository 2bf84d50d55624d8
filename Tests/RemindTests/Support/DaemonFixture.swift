import FormanzaBase
import Foundation
import Glibc
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A store and a zone prepared for a daemon test inside a desktop session: one form whose
/// reminder falls `lead` seconds from now, in a POSIX zone built so the local clock reaches a
/// whole minute then (reminder times are HH:MM, and a test should not wait a minute).
struct DaemonFixture {
    let session: DesktopSession
    let paths: StorePaths
    let store: Store
    /// `TZ` for every process of the test.
    let zone: String
    /// The local HH:MM the reminder is set to, and its instant.
    let time: String
    let instant: Int64

    init(
        session: DesktopSession, lead: Int64 = 3, title: String = "Daily check-in", kind: ReminderKind = .morning,
        screens: [Screen]? = nil
    ) throws {
        self.session = session
        let now = Int64(Date().timeIntervalSince1970)
        let offset = (60 - (now + lead) % 60) % 60
        instant = now + lead
        let local = instant + offset
        time = String(format: "%02d:%02d", local / 3600 % 24, local / 60 % 60)
        zone = String(format: "XYZ-0:00:%02d", offset)
        let environment = session.environment
        paths = StorePaths(
            root: environment["XDG_DATA_HOME"]! + "/formanza", runtime: environment["XDG_RUNTIME_DIR"]! + "/formanza",
            config: environment["XDG_CONFIG_HOME"]! + "/formanza")
        store = try Store.open(paths: paths, language: .en, now: now)
        var form = StarterForm.make(language: .en)
        form.title = title
        if let screens { form.screens = screens }
        let setting = ReminderSetting(enabled: true, time: TimeOfDay(text: time)!)
        let other = ReminderSetting(enabled: false, time: TimeOfDay(hour: 12, minute: 0)!)
        form.reminders =
            kind == .morning ? Reminders(morning: setting, evening: other) : Reminders(morning: other, evening: setting)
        try store.saveForm(form)
        try FileManager.default.createDirectory(atPath: paths.config, withIntermediateDirectories: true)
    }

    var extra: [String: String] { ["TZ": zone] }

    /// Writes `remind.conf`.
    func configure(_ text: String) throws {
        try text.write(toFile: paths.remindConf, atomically: true, encoding: .utf8)
    }

    /// A stand-in terminal: a script that records its arguments (one per line) and the
    /// activation token it was given, then exits.
    func recordingTerminal() throws -> (script: String, record: String) {
        let script = session.directory + "/terminal.sh"
        let record = session.directory + "/terminal.record"
        try """
        #!/bin/sh
        { for argument in "$@"; do printf '%s\\n' "$argument"; done; printf 'token=%s\\n' "$XDG_ACTIVATION_TOKEN"; } > "\(record).tmp"
        mv "\(record).tmp" "\(record)"
        """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        return (script, record)
    }

    /// Starts `formanza-remind run` (with `environment` added to the test's) and waits until it
    /// owns its bus name.
    func startDaemon(environment: [String: String] = [:]) throws -> ChildProcess {
        let daemon = try session.startProduct("formanza-remind", ["run"], extra: extra.merging(environment) { $1 })
        try session.waitUntil("the daemon owns app.formanza.Remind1", timeout: .seconds(10)) {
            guard daemon.isRunning else { throw HarnessError("daemon ended: \(daemon.stderrText)") }
            let result = try session.busctl(["status", "app.formanza.Remind1"])
            return result.succeeded
        }
        return daemon
    }

    /// Runs the check-in CLI in the same session, zone and store.
    func formanza(_ arguments: [String]) throws -> ProcessResult {
        try session.runProduct("formanza", arguments, extra: extra)
    }
}
