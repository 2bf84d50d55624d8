import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

@Suite("Journal, sd_notify, markup")
struct JournalTests {
    @Test("journal entries carry priority, identifier, message and our fields in a stable order")
    func journalFields() {
        let fields = Journal.journalFields(
            identifier: "formanza-remind", priority: .notice, message: "posted",
            fields: [
                "FORMANZA_KIND": "morning", "FORMANZA_FORM": "Daily", "FORMANZA_INSTANT": "2026-03-29T08:00:00+02:00",
            ])
        #expect(
            fields == [
                "PRIORITY=5", "SYSLOG_IDENTIFIER=formanza-remind", "MESSAGE=posted", "FORMANZA_FORM=Daily",
                "FORMANZA_INSTANT=2026-03-29T08:00:00+02:00", "FORMANZA_KIND=morning",
            ])
    }

    @Test("a stderr line is one line, with the level and the fields")
    func stderrLine() {
        let line = Journal.stderrLine(
            identifier: "formanza-remind", priority: .warning, message: "two\nlines",
            fields: ["FORMANZA_FORM": "A\nB"])
        #expect(line == #"formanza-remind[warning]: two\nlines (FORMANZA_FORM=A\nB)"#)
    }

    @Test(
        "field names are journal field names",
        arguments: [
            ("FORMANZA_FORM", true), ("MESSAGE_ID", true), ("_PID", false), ("lower", false), ("", false),
            ("A-B", false),
        ])
    func fieldNames(name: String, valid: Bool) {
        #expect(Journal.isValidFieldName(name) == valid)
    }

    @Test("without journald the log goes to stderr (here: a pipe)")
    func stderrFallback() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let journal = Journal(journalSocket: "/nonexistent/journal/socket", stderrDescriptor: fds[1])
        #expect(journal.destination == .stderr)
        journal.log(.info, "armed", fields: ["FORMANZA_KIND": "evening"])
        close(fds[1])
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(fds[0], &buffer, buffer.count)
        #expect(
            String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
                == "formanza-remind[info]: armed (FORMANZA_KIND=evening)\n")
    }

    @Test("with journald's socket present and stderr not a tty, only the journal is written")
    func journalDestination() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        // Any writable path stands in for the socket: the choice is made from its presence.
        let journal = Journal(journalSocket: "/dev/null", stderrDescriptor: fds[1])
        #expect(journal.destination == .journal)
    }

    @Test("sd_notify is a no-op without NOTIFY_SOCKET")
    func notifyWithoutSocket() throws {
        try #require(ProcessInfo.processInfo.environment["NOTIFY_SOCKET"] == nil)
        #expect(try ServiceManager.ready(status: "Next: Daily check-in\nevening") == false)
        #expect(try ServiceManager.stopping() == false)
    }

    @Test(
        "markup escaping covers the five XML specials and nothing else",
        arguments: [
            ("plain", "plain"),
            (#"<b>"Tom" & 'Jerry'</b>"#, "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;"),
            ("$(rm -rf ~); échec", "$(rm -rf ~); échec"),
            ("&amp;", "&amp;amp;"),
        ])
    func markup(input: String, expected: String) {
        #expect(DesktopNotification.markupEscaped(input) == expected)
    }

    @Test("Notify's arguments follow the Desktop Notifications specification's order and types")
    func notifyArguments() {
        var notification = DesktopNotification(summary: "S", body: "B")
        notification.actions = [.init(id: "default", label: "Check in")]
        notification.category = "x-formanza.reminder"
        notification.replacesID = 7
        #expect(BusValue.signature(of: notification.arguments) == "susssasa{sv}i")
        #expect(
            notification.arguments == [
                .string("Formanza"), .uint32(7), .string(""), .string("S"), .string("B"),
                .stringArray(["default", "Check in"]),
                .dictionary(["urgency": .byte(1), "category": .string("x-formanza.reminder")]), .int32(-1),
            ])
    }

    @Test("SystemdError names the call, errno text and D-Bus error")
    func errorText() {
        let error = SystemdError(
            call: "sd_bus_call(org.freedesktop.Notifications.Notify)", errno: -ENOENT,
            busErrorName: "org.freedesktop.DBus.Error.ServiceUnknown", busErrorMessage: "gone")
        #expect(error.errno == ENOENT)
        #expect(
            error.description
                == "sd_bus_call(org.freedesktop.Notifications.Notify): No such file or directory [org.freedesktop.DBus.Error.ServiceUnknown: gone]"
        )
    }
}
