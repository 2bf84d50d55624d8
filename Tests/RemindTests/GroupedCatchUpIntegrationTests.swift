import FormanzaSchedule
import Foundation
import Glibc
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// Many forms missed at once, on the private bus with the real dunst: one notification counts
/// them, a click opens the form list, it goes once every form is answered, and a restart posts
/// nothing again.
extension DesktopIntegration {
    /// `count` more forms beside the fixture's, copies of it reminding at the same time.
    static func addForms(to fixture: DaemonFixture, count: Int) throws -> [String] {
        let first = try #require(try fixture.store.loadForm(id: StarterForm.id))
        return try (1...count).map { index in
            var form = first
            form.id = "extra-\(index)"
            form.title = "Extra \(index)"
            try fixture.store.saveForm(form)
            return form.id
        }
    }

    @Test("five forms missed two minutes before the start get one notification that opens the form list, posted once")
    func manyMissedRemindersBecomeOneNotification() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: -120)
            _ = try Self.addForms(to: fixture, count: 4)
            let terminal = try fixture.recordingTerminal()
            try fixture.configure("terminal = \(terminal.script)\n")
            let daemon = try fixture.startDaemon()
            let shown = try session.waitForShown(count: 1, timeout: .seconds(10))
            #expect(shown[0].summary == "Formanza")
            // dunst reads markup in bodies, so the apostrophe went out escaped.
            #expect(shown[0].body == "5 forms are waiting for today&apos;s check-in")
            try session.waitUntil("the daemon's log line of the post") {
                daemon.stderrText.contains("posted one notification for 5 caught-up reminders")
            }
            usleep(300_000)
            #expect(session.shownNotifications().count == 1, "one notification, not one per form")
            #expect(!daemon.stderrText.contains("posted morning reminder"))

            let status = try session.runProduct("formanza-remind", ["status", "--json"], extra: fixture.extra)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
            let today = try #require(object["today"] as? [[String: Any]])
            #expect(today.map { $0["status"] as? String } == Array(repeating: "caught-up", count: 5))

            // A click opens the check-in without a form: its list of forms.
            try session.clickDefault()
            try session.waitUntil("the stand-in terminal ran", timeout: .seconds(5)) {
                FileManager.default.fileExists(atPath: terminal.record)
            }
            let arguments = try String(contentsOfFile: terminal.record, encoding: .utf8).split(separator: "\n").map(
                String.init)
            #expect(arguments.count == 3, "\(arguments)")
            #expect(arguments.first?.hasSuffix("/formanza") == true)
            #expect(arguments.dropFirst().first == "checkin")
            #expect(daemon.stderrText.contains("opened the form list"))

            // dunst takes the clicked notification off the screen; a restart must not post it again.
            daemon.stop()
            #expect(daemon.status == .exited(0))
            let second = try fixture.startDaemon()
            try session.waitUntil("the second daemon has planned", timeout: .seconds(5)) {
                second.stderrText.contains("started;")
            }
            usleep(500_000)
            #expect(session.shownNotifications().count == 1, "a restart never posts it again")
            #expect(!second.stderrText.contains("posted"))
            second.stop()
        }
    }

    @Test("the grouped notification stays while one form waits and is withdrawn when none does")
    func groupedNotificationWithdrawnWhenNoFormWaits() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: -120)
            let forms = [StarterForm.id] + (try Self.addForms(to: fixture, count: 3))
            let daemon = try fixture.startDaemon(environment: ["LANG": "es_ES.UTF-8"])
            let shown = try session.waitForShown(count: 1, timeout: .seconds(10))
            #expect(shown[0].body == "4 formularios esperan el registro de hoy")
            try session.waitForDisplayed(1)
            for form in forms.dropLast() {
                let answer = try fixture.formanza(["answer", "--form", form, "weight=80"])
                #expect(answer.succeeded, "\(answer)")
            }
            try session.waitUntil("the daemon read the answers", timeout: .seconds(5)) {
                daemon.stderrText.components(separatedBy: "planned (store changed)").count > 1
            }
            usleep(300_000)
            #expect(try session.displayedCount() == 1, "one form still waits")
            let last = try fixture.formanza(["answer", "--form", forms.last!, "weight=80"])
            #expect(last.succeeded, "\(last)")
            try session.waitForDisplayed(0, timeout: .seconds(5))
            #expect(daemon.stderrText.contains("no form waits any more"))
            daemon.stop()
        }
    }
}
