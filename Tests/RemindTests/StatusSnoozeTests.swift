import FormanzaSchedule
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// `formanza-remind status` with a reminder snoozed from its notification (dunst's menu, on the
/// private bus): the snooze is what comes next, so status names it, in both languages.
extension DesktopIntegration {
    @Test("a snoozed reminder is the next one status names, snoozed, in English and Spanish")
    func statusNamesASnoozedReminderAsTheNextOne() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            let daemon = try fixture.startDaemon()
            _ = try session.waitForShown(count: 1, timeout: .seconds(15))
            try session.waitForDisplayed(1)
            let snoozedAt = Int64(Date().timeIntervalSince1970)
            _ = try session.contextMenu(choosing: ",snooze]")
            try session.waitUntil("the daemon snoozed the reminder", timeout: .seconds(5)) {
                daemon.stderrText.contains("snoozed until")
            }

            let json = try session.runProduct("formanza-remind", ["status", "--json"], extra: fixture.extra)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let next = try #require(object["next"] as? [String: Any], "\(json.stdout)")
            #expect(next["snoozed"] as? Bool == true, "\(next)")
            #expect(next["kind"] as? String == "morning")
            let fireText = try #require(next["fireAt"] as? String)
            let fireAt = try #require(RFC3339.parse(fireText))
            #expect(abs(fireAt - (snoozedAt + 1800)) <= 5, "30 minutes after the snooze, not tomorrow's reminder")

            let english = try session.runProduct("formanza-remind", ["status"], extra: fixture.extra)
            #expect(english.stdout.contains("Next reminder: Daily check-in, morning (snoozed), today "), "\(english)")
            var spanish = fixture.extra
            spanish["LANG"] = "es_ES.UTF-8"
            let inSpanish = try session.runProduct("formanza-remind", ["status"], extra: spanish)
            #expect(
                inSpanish.stdout.contains("Próximo recordatorio: Daily check-in, el de la mañana (pospuesto), hoy "),
                "\(inSpanish)")
            daemon.stop()
        }
    }
}
