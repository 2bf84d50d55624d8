import FormanzaBase
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaRemind
@testable import FormanzaReminders
@testable import FormanzaSchedule

/// The exact bytes of the daemon's JSON: `doctor --json`, the answers of its D-Bus interface and
/// the record of posted reminders. Scripts read the first two and older daemons the third, so
/// each is held here byte for byte: key order, what an absent value writes (nothing or `null`),
/// the layout, and how text from outside is escaped (quotes, backslashes, slashes, controls,
/// hidden characters, other scripts).
@Suite struct RemindJSONBytesTests {
    /// Text from outside with everything a writer must escape or keep: a quote, a backslash, a
    /// slash, a line break, a tab, DEL, a C1 control, a right-to-left override, an accent and an
    /// astral scalar.
    static let hostile = "a\"b\\c/d\ne\tf\u{1B}\u{7F}g\u{85}h\u{202E}i é 😀"

    static let day = CivilDate(year: 2026, month: 12, day: 2)!

    static func reminder(fireAt: String?, reason: String?) -> PlanReport.Reminder {
        var reminder = PlanReport.Reminder(
            PlanEntry(
                formId: "daily", formTitle: hostile, kind: .evening, day: day, time: TimeOfDay(hour: 21, minute: 5)!,
                fireAt: nil, skipReason: nil))
        reminder.fireAt = fireAt
        reminder.reason = reason
        return reminder
    }

    @Test func doctorReport() throws {
        var report = DoctorReport()
        report.add(DoctorCheck("bus", .ok, "session bus: " + Self.hostile))
        report.add(DoctorCheck("terminal", .problem, "no terminal", fix: "set terminal= in remind.conf"))
        report.store = "/home/ana/.local/share/formanza"
        #expect(
            try report.json()
                == #"{"checks":[{"id":"bus","message":"session bus: a\"b\\c/d\ne\tf\u001b\u007fg\u0085h\u202ei é 😀","status":"ok"},{"fix":"set terminal= in remind.conf","id":"terminal","message":"no terminal","status":"problem"}],"notificationServer":null,"ok":false,"store":"/home/ana/.local/share/formanza","terminal":null,"timeZone":null}"#
        )
        report.checks = []
        report.store = ""
        report.notificationServer = ServerFacts(
            name: "dunst", vendor: "knopwob", version: "1.9.0", capabilities: ["actions", "body"])
        report.terminal = ["foot", "-e"]
        report.timeZone = "Europe/Madrid"
        let full = try report.json()
        #expect(
            full
                == #"{"checks":[],"notificationServer":{"capabilities":["actions","body"],"name":"dunst","vendor":"knopwob","version":"1.9.0"},"ok":true,"store":"","terminal":["foot","-e"],"timeZone":"Europe/Madrid"}"#,
            "\(full)")
    }

    @Test func busAnswers() throws {
        let next = DaemonInterface.NextJSON(
            formId: "daily", form: Self.hostile, kind: "morning", day: "2026-12-02",
            fireAt: "2026-12-02T08:00:00+01:00")
        #expect(
            try DaemonInterface.json(next)
                == #"{"day":"2026-12-02","fireAt":"2026-12-02T08:00:00+01:00","form":"a\"b\\c/d\ne\tf\u001b\u007fg\u0085h\u202ei é 😀","formId":"daily","kind":"morning","snoozed":false}"#
        )
        #expect(try DaemonInterface.json(DaemonInterface.NextJSON?.none) == "null")
        let bare = DaemonInterface.ServerJSON(
            owner: nil, name: nil, vendor: nil, version: nil, specVersion: nil, capabilities: [])
        #expect(try DaemonInterface.json(bare) == #"{"capabilities":[]}"#)
        let server = DaemonInterface.ServerJSON(
            owner: ":1.7", name: "dunst", vendor: "knopwob", version: "1.9.0", specVersion: "1.2",
            capabilities: ["actions", "body"])
        #expect(
            try DaemonInterface.json(server)
                == #"{"capabilities":["actions","body"],"name":"dunst","owner":":1.7","specVersion":"1.2","vendor":"knopwob","version":"1.9.0"}"#
        )
        let status = DaemonStatus(
            pid: 4242, started: "2026-12-02T06:00:00Z", status: "next: daily evening 21:05", timeZone: "Europe/Madrid",
            horizonDays: 2, remindingForms: 1, lastDay: "2026-12-03", armedFor: "2026-12-02T21:05:00+01:00",
            next: DaemonInterface.NextJSON(
                formId: "daily", form: "Daily", kind: "evening", day: "2026-12-02",
                fireAt: "2026-12-02T21:05:00+01:00", snoozed: true),
            today: [
                Self.reminder(fireAt: "2026-12-02T21:05:00+01:00", reason: nil),
                Self.reminder(fireAt: nil, reason: "no-such-day"),
            ],
            server: bare, settings: ["terminal": "foot -e", "catch-up": "2h", "snooze": "10m"],
            configProblem: "line 3: " + Self.hostile)
        #expect(
            try DaemonInterface.json(status)
                == #"{"armedFor":"2026-12-02T21:05:00+01:00","configProblem":"line 3: a\"b\\c/d\ne\tf\u001b\u007fg\u0085h\u202ei é 😀","horizonDays":2,"lastDay":"2026-12-03","next":{"day":"2026-12-02","fireAt":"2026-12-02T21:05:00+01:00","form":"Daily","formId":"daily","kind":"evening","snoozed":true},"pid":4242,"remindingForms":1,"server":{"capabilities":[]},"settings":{"catch-up":"2h","snooze":"10m","terminal":"foot -e"},"started":"2026-12-02T06:00:00Z","status":"next: daily evening 21:05","timeZone":"Europe/Madrid","today":[{"day":"2026-12-02","fireAt":"2026-12-02T21:05:00+01:00","form":"a\"b\\c/d\ne\tf\u001b\u007fg\u0085h\u202ei é 😀","formId":"daily","kind":"evening","movedByGap":false,"reason":null,"status":"planned","time":"21:05"},{"day":"2026-12-02","fireAt":null,"form":"a\"b\\c/d\ne\tf\u001b\u007fg\u0085h\u202ei é 😀","formId":"daily","kind":"evening","movedByGap":false,"reason":"no-such-day","status":"planned","time":"21:05"}]}"#
        )
        // `status` decodes what the daemon wrote: every field comes back.
        #expect(try JSONDecoder().decode(DaemonStatus.self, from: Data(DaemonInterface.json(status).utf8)) == status)
        let quiet = DaemonStatus(
            pid: 7, started: "2026-12-02T06:00:00Z", status: "starting", timeZone: nil, horizonDays: nil,
            remindingForms: nil, lastDay: nil, armedFor: nil, next: nil, today: [], server: bare, settings: [:],
            configProblem: nil)
        #expect(
            try DaemonInterface.json(quiet)
                == #"{"pid":7,"server":{"capabilities":[]},"settings":{},"started":"2026-12-02T06:00:00Z","status":"starting","today":[]}"#
        )
        #expect(try JSONDecoder().decode(DaemonStatus.self, from: Data(DaemonInterface.json(quiet).utf8)) == quiet)
    }

    @Test func postedRecordFile() throws {
        let directory = try TemporaryDirectory(prefix: "posted-bytes")
        let record = PostedRecord(path: directory.path + "/state/posted-reminders.json")
        let entries = [
            PostedLog.Entry(
                form: "daily", day: Self.day, kind: .morning, postedAt: "2026-12-02T07:00:00Z", caughtUp: false),
            PostedLog.Entry(
                form: "a/b", day: Self.day, kind: .evening, postedAt: "2026-12-02T20:00:00Z", caughtUp: true,
                notification: 4_294_967_295, server: "dunst/knopwob/1.9.0 :1.7 pid 4242 " + Self.hostile),
        ]
        try record.write(entries)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: record.path))
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "[{\"caughtUp\":false,\"day\":\"2026-12-02\",\"form\":\"daily\",\"kind\":\"morning\",\"postedAt\":\"2026-12-02T07:00:00Z\"},{\"caughtUp\":true,\"day\":\"2026-12-02\",\"form\":\"a\\/b\",\"kind\":\"evening\",\"notification\":4294967295,\"postedAt\":\"2026-12-02T20:00:00Z\",\"server\":\"dunst\\/knopwob\\/1.9.0 :1.7 pid 4242 a\\\"b\\\\c\\/d\\ne\\tf\\u001b\u{7F}g\u{85}h\u{202E}i é 😀\"}]"
        )
        #expect(try PostedRecord(path: record.path).load().entries == entries)
        // A record written before notifications' ids were kept, as the daemon wrote it then.
        let old =
            #"[{"caughtUp":false,"day":"2026-12-01","form":"a\/b","kind":"evening","postedAt":"2026-12-01T20:00:00Z"}]"#
        try FileManager.default.removeItem(atPath: record.path)
        try Data(old.utf8).write(to: URL(fileURLWithPath: record.path))
        let read = try PostedRecord(path: record.path).load().entries
        #expect(read.map(\.form) == ["a/b"] && read.map(\.notification) == [nil] && read.map(\.server) == [nil])
        try record.write([])
        #expect(try Data(contentsOf: URL(fileURLWithPath: record.path)) == Data("[]".utf8))
    }
}
