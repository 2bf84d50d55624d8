import Foundation
import Testing

/// A reminder that came due while no notification server was on the bus: the daemon keeps it
/// and posts it when a server appears, so `status` says it is due, in the words `plan` uses.
extension DesktopIntegration {
    @Test("a reminder waiting for a notification server reads due in status as in plan, in English and Spanish")
    func statusSaysDueForAReminderWaitingForAServer() throws {
        try withDesktopSession(notificationServer: false) { session in
            let fixture = try DaemonFixture(session: session, lead: -120)
            let daemon = try fixture.startDaemon()
            try session.waitUntil("the reminder waits for a server", timeout: .seconds(10)) {
                daemon.stderrText.contains("waits for one")
            }
            let due = "due: caught up once the daemon runs with a notification server"
            let status = try session.runProduct("formanza-remind", ["status"], extra: fixture.extra)
            #expect(status.stdout.contains("Today \(fixture.time) Daily check-in morning: \(due)"), "\(status)")
            #expect(!status.stdout.contains("skipped"), "\(status)")
            let plan = try session.runProduct("formanza-remind", ["plan"], extra: fixture.extra)
            #expect(plan.stdout.contains(due), "\(plan)")

            var spanish = fixture.extra
            spanish["LANG"] = "es_ES.UTF-8"
            let pendiente =
                "pendiente: se recupera en cuanto el demonio esté en marcha con un servidor de notificaciones"
            let estado = try session.runProduct("formanza-remind", ["status"], extra: spanish)
            #expect(
                estado.stdout.contains("Hoy \(fixture.time) Daily check-in, el de la mañana: \(pendiente)"), "\(estado)"
            )
            #expect(!estado.stdout.contains("omitido"), "\(estado)")
            let planInSpanish = try session.runProduct("formanza-remind", ["plan"], extra: spanish)
            #expect(planInSpanish.stdout.contains(pendiente), "\(planInSpanish)")

            try session.startNotificationServer()
            _ = try session.waitForShown(count: 1, timeout: .seconds(10))
            try session.waitUntil("the daemon recorded the post", timeout: .seconds(5)) {
                daemon.stderrText.contains("posted morning reminder")
            }
            let after = try session.runProduct("formanza-remind", ["status"], extra: fixture.extra)
            #expect(after.stdout.contains("Daily check-in morning: caught up"), "\(after)")
            daemon.stop()
        }
    }
}
