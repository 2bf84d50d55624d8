import FormanzaBase
import FormanzaSchedule
import Foundation
import Glibc
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// `formanza-remind run` as a process on the private bus with the real dunst (issue 5).
extension DesktopIntegration {
    @Test("a reminder is posted on time with the right texts, hints and actions")
    func reminderPostedOnTime() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 4)
            let daemon = try fixture.startDaemon()
            let shown = try session.waitForShown(count: 1, timeout: .seconds(15))
            let observed = Date().timeIntervalSince1970
            #expect(shown[0].summary == "Daily check-in")
            // dunst advertises body-markup, so the body went out escaped.
            #expect(shown[0].body == "Time for today&apos;s check-in.")
            #expect(shown[0].appName == "Formanza")
            #expect(shown[0].category == "x-formanza.reminder")
            #expect(shown[0].desktopEntry == "formanza")
            #expect(shown[0].urgency == "NORMAL")
            #expect(observed >= Double(fixture.instant), "never before its instant")
            let menu = try session.contextMenu()
            #expect(menu.compactMap { $0.label(summary: "Daily check-in") }.sorted() == ["Check in", "Snooze 30 min"])
            // The daemon's own measure of lateness, from its log line.
            // The daemon logs once Notify has returned, which can be just after dunst shows it.
            try session.waitUntil("the daemon's log line of the post") {
                daemon.stderrText.contains("posted morning reminder")
            }
            let line = try #require(
                daemon.stderrText.split(separator: "\n").first { $0.contains("posted morning reminder") })
            let before = try #require(line.firstRange(of: " ms after its time"))
            let late = try #require(Int(line[..<before.lowerBound].split(separator: "(").last!))
            #expect(late >= 0 && late < 1000, "posted \(late) ms after its instant")
            daemon.stop()
            #expect(daemon.status == .exited(0))
        }
    }

    @Test("a click runs the configured terminal with the check-in as separate arguments")
    func clickOpensTheCheckin() throws {
        try withDesktopSession { session in
            let title = #"Mine "quoted" $(touch PWNED); rm -rf / & <b>bold</b> 'x'"#
            let fixture = try DaemonFixture(session: session, lead: 3, title: title)
            let terminal = try fixture.recordingTerminal()
            try fixture.configure("# stand-in terminal\nterminal = \(terminal.script) --title \"Check in\"\n")
            let daemon = try fixture.startDaemon()
            let shown = try session.waitForShown(count: 1, timeout: .seconds(15))
            #expect(shown[0].summary == title, "a hostile title is just text")
            try session.clickDefault()
            try session.waitUntil("the stand-in terminal ran", timeout: .seconds(5)) {
                FileManager.default.fileExists(atPath: terminal.record)
            }
            let arguments = try String(contentsOfFile: terminal.record, encoding: .utf8).split(separator: "\n").map(
                String.init)
            let today = String(UTCInstantDay.localDay(instant: fixture.instant, zone: fixture.zone))
            #expect(arguments.count == 10)
            #expect(arguments.last == "token=", "dunst sends no activation token")
            #expect(Array(arguments.prefix(2)) == ["--title", "Check in"])
            #expect(arguments[2].hasSuffix("/formanza"))
            #expect(Array(arguments[3...6]) == ["checkin", "--form", StarterForm.id, "--date"])
            #expect(arguments[7...].first == today)
            // A recorded day with answers missing opens at the first of them, not on its summary.
            #expect(arguments[8...].first == "--first-missing")
            #expect(!FileManager.default.fileExists(atPath: session.directory + "/PWNED"))
            #expect(!FileManager.default.fileExists(atPath: "PWNED"))
            daemon.stop()
        }
    }

    @Test("a spoofed ActionInvoked from another peer launches nothing")
    func spoofedClickIgnored() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let terminal = try fixture.recordingTerminal()
            try fixture.configure("terminal = \(terminal.script)\n")
            let daemon = try fixture.startDaemon()
            let shown = try session.waitForShown(count: 1, timeout: .seconds(15))
            let id = try #require(shown[0].id)
            for destination in [[], ["--destination=app.formanza.Remind1"]] {
                let spoof = try session.busctl(
                    ["emit"] + destination + [
                        "/org/freedesktop/Notifications",
                        "org.freedesktop.Notifications", "ActionInvoked", "us", "\(id)", "default",
                    ])
                #expect(spoof.succeeded, "\(spoof)")
            }
            try session.waitUntil("the daemon logged the spoof", timeout: .seconds(5)) {
                daemon.stderrText.contains("ignored ActionInvoked")
            }
            usleep(300_000)
            #expect(!FileManager.default.fileExists(atPath: terminal.record))
            // The real click still works.
            try session.clickDefault()
            try session.waitUntil("the real click ran the terminal", timeout: .seconds(5)) {
                FileManager.default.fileExists(atPath: terminal.record)
            }
            daemon.stop()
        }
    }

    @Test("the morning reminder is withdrawn once `formanza answer` records the day")
    func withdrawnAfterAnswer() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let daemon = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.waitForDisplayed(1)
            let answer = try fixture.formanza(["answer", "weight=80,5"])
            #expect(answer.succeeded, "\(answer)")
            try session.waitForDisplayed(0, timeout: .seconds(5))
            #expect(daemon.stderrText.contains("withdrew notification"))
            daemon.stop()
        }
    }

    @Test("the evening reminder says how many answers are missing, computed at fire time")
    func eveningTextAtFireTime() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 5, kind: .evening)
            let daemon = try fixture.startDaemon()
            let answer = try fixture.formanza(["answer", "weight=80", "water=yes"])
            #expect(answer.succeeded, "\(answer)")
            let shown = try session.waitForShown(count: 1, timeout: .seconds(15))
            #expect(shown[0].body == "6 answers missing")
            daemon.stop()
        }
    }

    @Test("with no notification server at start, the reminder is posted once one appears")
    func serverStartedLater() throws {
        try withDesktopSession(notificationServer: false) { session in
            let fixture = try DaemonFixture(session: session, lead: 2)
            let daemon = try fixture.startDaemon()
            try session.waitUntil("the reminder came due without a server", timeout: .seconds(10)) {
                daemon.stderrText.contains("waits for one")
            }
            try session.startNotificationServer()
            let shown = try session.waitForShown(count: 1, timeout: .seconds(10))
            #expect(shown[0].summary == "Daily check-in")
            daemon.stop()
            #expect(daemon.status == .exited(0))
        }
    }

    @Test("SIGTERM ends the daemon with status 0; losing the bus ends it with a failure")
    func signalsAndBusLoss() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 600)
            let first = try fixture.startDaemon()
            first.stop(signal: SIGTERM)
            #expect(first.status == .exited(0))
            let second = try fixture.startDaemon()
            session.stopBus()
            let status = second.wait(timeout: .seconds(5))
            #expect(status != nil && status != .exited(0), "exit non-zero so Restart=on-failure brings it back")
        }
    }

    @Test("status asks the running daemon, and says clearly when none runs")
    func statusCommand() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 600)
            let none = try session.runProduct("formanza-remind", ["status"], extra: fixture.extra)
            #expect(none.exitCode == 1)
            #expect(none.stderr.contains("not running"))
            let daemon = try fixture.startDaemon()
            let json = try session.runProduct("formanza-remind", ["status", "--json"], extra: fixture.extra)
            #expect(json.succeeded, "\(json)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let next = try #require(object["next"] as? [String: Any])
            #expect(next["formId"] as? String == StarterForm.id)
            #expect((next["fireAt"] as? String).flatMap { RFC3339.parse($0) } == fixture.instant)
            #expect((object["server"] as? [String: Any])?["name"] as? String == "dunst")
            let human = try session.runProduct("formanza-remind", ["status"], extra: fixture.extra)
            // Local time as a person reads it, the day named; one form, in the singular.
            #expect(
                human.stdout.contains("Next reminder: Daily check-in, morning, today \(fixture.time)")
                    || human.stdout.contains("Next reminder: Daily check-in, morning, tomorrow \(fixture.time)"),
                "\(human.stdout)")
            #expect(human.stdout.contains("· 1 form reminds ·"), "\(human.stdout)")
            let spanish = try session.runProduct(
                "formanza-remind", ["status"], extra: fixture.extra.merging(["LANG": "es_ES.UTF-8"]) { $1 })
            #expect(
                spanish.stdout.contains("Próximo recordatorio: Daily check-in, el de la mañana, hoy \(fixture.time)")
                    || spanish.stdout.contains(
                        "Próximo recordatorio: Daily check-in, el de la mañana, mañana \(fixture.time)"),
                "\(spanish.stdout)")
            #expect(spanish.stdout.contains("· 1 formulario con recordatorios ·"), "\(spanish.stdout)")
            daemon.stop()
        }
    }
}

/// The local day of an instant in a `XYZ-0:00:SS` test zone.
enum UTCInstantDay {
    static func localDay(instant: Int64, zone: String) -> Substring {
        let offset = Int64(zone.split(separator: ":").last!)!
        return UTCInstant.format(instant + offset).prefix(10)
    }
}
