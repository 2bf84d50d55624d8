import FormanzaSQLite
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaRemind
@testable import FormanzaSchedule
@testable import FormanzaState

/// `formanza-remind plan` as a process: the contract's JSON, the table, and bad input.
@Suite struct PlanCommandTests {
    final class Home {
        let path: String
        init() {
            path = try! TemporaryDirectory.make(prefix: "plan")
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        var environment: [String: String] {
            [
                "PATH": "/usr/bin:/bin", "HOME": path, "LANG": "C.UTF-8", "TZ": "Europe/Berlin",
                "XDG_DATA_HOME": path + "/data", "XDG_RUNTIME_DIR": path + "/run", "XDG_CONFIG_HOME": path + "/config",
            ]
        }
        func run(_ tool: String, _ arguments: [String], extra: [String: String] = [:]) throws -> ProcessResult {
            try BuiltProducts.run(tool, arguments, environment: environment.merging(extra) { $1 })
        }
    }

    @Test func jsonFollowsTheContract() throws {
        let home = Home()
        #expect(try home.run("formanza", ["forms"], extra: ["FORMANZA_NOW": "2026-03-28T06:00:00Z"]).succeeded)
        let result = try home.run("formanza-remind", ["plan", "--json", "--now", "2026-03-28T07:00:00+01:00"])
        #expect(result.succeeded, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["now"] as? String == "2026-03-28T07:00:00+01:00")
        #expect(object["timeZone"] as? String == "Europe/Berlin")
        #expect(object["horizonDays"] as? Int == 28)
        #expect(object["remindingForms"] as? Int == 1)
        #expect(object["lastDay"] as? String == "2026-04-24")
        let reminders = try #require(object["reminders"] as? [[String: Any]])
        #expect(reminders.count == 56)
        #expect(reminders[0]["kind"] as? String == "morning")
        #expect(reminders[0]["fireAt"] as? String == "2026-03-28T08:00:00+01:00")
        #expect(reminders[2]["fireAt"] as? String == "2026-03-29T08:00:00+02:00", "the offset in force at that instant")
        #expect(reminders.allSatisfy { ($0["status"] as? String) == "planned" && $0["reason"] is NSNull })
        // The dry run never counts as an opening.
        let database = try Connection(path: home.path + "/data/formanza/store.db", readOnly: true)
        #expect(try database.integer("SELECT at FROM opening") == RFC3339.parse("2026-03-28T06:00:00Z"))
    }

    @Test func theTableShowsSkipsTheHorizonAndWhenRemindersStop() throws {
        let home = Home()
        let now = ["FORMANZA_NOW": "2026-03-28T06:00:00Z"]
        #expect(try home.run("formanza", ["answer", "weight=80"], extra: now).succeeded)
        let result = try home.run("formanza-remind", ["plan", "--now", "2026-03-28T09:00:00+01:00", "--days", "2"])
        #expect(result.succeeded, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Reminder plan · Europe/Berlin · now Sat 28 Mar 2026 09:00 (+01:00)"))
        // Two days shown, but reminders stop at the end of the daemon's own horizon (28 days from
        // the opening), not at the end of the window shown.
        #expect(
            lines[1].contains(
                "1 form reminds · horizon 28 days (showing 2) · reminders stop after Fri 24 Apr 2026 unless you open Formanza"
            ),
            "\(lines[1])")
        let json = try home.run(
            "formanza-remind", ["plan", "--json", "--now", "2026-03-28T09:00:00+01:00", "--days", "2"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            object["stopsAfter"] as? String == "2026-04-24" && object["lastDay"] as? String == "2026-03-29", "\(object)"
        )
        #expect(
            lines.contains {
                $0.contains("Sat 28 Mar 2026") && $0.contains("morning") && $0.contains("missed: already done")
            })
        #expect(lines.contains { $0.contains("Sun 29 Mar 2026") && $0.contains("08:00") && $0.contains("planned") })
        let spanish = try home.run(
            "formanza-remind", ["plan", "--now", "2026-03-28T09:00:00+01:00", "--days", "2"],
            extra: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stdout.contains("Plan de recordatorios"))
        #expect(
            spanish.stdout.contains(
                "horizonte de 28 días (se muestran 2) · los recordatorios cesan tras el vie. 24 abr. 2026"),
            "\(spanish.stdout)")
        #expect(spanish.stdout.contains("perdido: ya hecho"))
    }

    @Test func todaysPassedRemindersShowWhatBecameOfThem() throws {
        let home = Home()
        #expect(try home.run("formanza", ["forms"], extra: ["FORMANZA_NOW": "2026-03-28T06:00:00Z"]).succeeded)
        let now = ["--now", "2026-03-28T22:00:00+01:00", "--days", "1"]
        // Before the daemon ran: the evening would be caught up, the morning is superseded.
        let before = try home.run("formanza-remind", ["plan"] + now)
        #expect(
            before.stdout.contains("due: caught up once the daemon runs with a notification server"), "\(before.stdout)"
        )
        #expect(before.stdout.contains("missed: superseded by a later reminder"))
        #expect(before.stdout.contains("Missed reminders: when the daemon starts or wakes"))
        // After it posted the evening one 60 minutes late.
        let state = home.path + "/.local/state/formanza"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try
            #"[{"caughtUp":true,"day":"2026-03-28","form":"\#(StarterForm.id)","kind":"evening","postedAt":"2026-03-28T21:00:00Z"}]"#
            .write(toFile: state + "/posted-reminders.json", atomically: true, encoding: .utf8)
        let json = try home.run("formanza-remind", ["plan", "--json"] + now)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let reminders = try #require(object["reminders"] as? [[String: Any]])
        #expect(reminders.map { $0["status"] as? String } == ["missed", "caught-up"])
        #expect(reminders.map { $0["reason"] as? String } == ["superseded", nil])
        let spanish = try home.run("formanza-remind", ["plan"] + now, extra: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stdout.contains("recuperado con 60 min de retraso"), "\(spanish.stdout)")
        // What the daemon posted stays posted after its time moves: the morning one went out at
        // 08:00, then the morning reminder moved to 21:30.
        try
            #"[{"caughtUp":false,"day":"2026-03-28","form":"\#(StarterForm.id)","kind":"morning","postedAt":"2026-03-28T07:00:00Z"},{"caughtUp":true,"day":"2026-03-28","form":"\#(StarterForm.id)","kind":"evening","postedAt":"2026-03-28T21:00:00Z"}]"#
            .write(toFile: state + "/posted-reminders.json", atomically: true, encoding: .utf8)
        let moved = try home.run(
            "formanza", ["reminders", StarterForm.id, "--morning", "21:30"],
            extra: ["FORMANZA_NOW": "2026-03-28T06:00:00Z"])
        #expect(moved.succeeded, "\(moved)")
        let afterMove = try home.run("formanza-remind", ["plan", "--json"] + now)
        let movedObject = try #require(
            try JSONSerialization.jsonObject(with: Data(afterMove.stdout.utf8)) as? [String: Any])
        let movedReminders = try #require(movedObject["reminders"] as? [[String: Any]])
        let morning = try #require(movedReminders.first { $0["kind"] as? String == "morning" })
        #expect(morning["status"] as? String == "posted", "\(movedReminders)")
        #expect(try home.run("formanza-remind", ["plan"] + now).stdout.contains("posted"))
        // A malformed remind.conf is named, never a crash; the default rule applies.
        try FileManager.default.createDirectory(
            atPath: home.path + "/config/formanza", withIntermediateDirectories: true)
        try "late-grace = 9223372036854775807\n".write(
            toFile: home.path + "/config/formanza/remind.conf", atomically: true, encoding: .utf8)
        let malformed = try home.run("formanza-remind", ["plan"] + now)
        #expect(malformed.succeeded)
        #expect(malformed.stderr.contains("remind.conf:1: late-grace: a duration up to 24h"), "\(malformed.stderr)")
    }

    @Test func aRemindConfProblemIsSaidOnceWithAStoreAndWithout() throws {
        let home = Home()
        try FileManager.default.createDirectory(
            atPath: home.path + "/config/formanza", withIntermediateDirectories: true)
        try "colour = blue\n".write(
            toFile: home.path + "/config/formanza/remind.conf", atomically: true, encoding: .utf8)
        let problem = "remind.conf:1: unknown key \"colour\""
        let now = ["--now", "2026-03-28T07:00:00+01:00"]
        let withoutStore = try home.run("formanza-remind", ["plan"] + now)
        #expect(withoutStore.succeeded, "\(withoutStore)")
        #expect(withoutStore.stderr.components(separatedBy: problem).count == 2, "\(withoutStore.stderr)")
        #expect(try home.run("formanza", ["forms"], extra: ["FORMANZA_NOW": "2026-03-28T06:00:00Z"]).succeeded)
        for arguments in [["plan"], ["plan", "--json"]] {
            let result = try home.run("formanza-remind", arguments + now)
            #expect(result.succeeded, "\(result)")
            #expect(result.stderr.components(separatedBy: problem).count == 2, "\(arguments): \(result.stderr)")
        }
        try "catch-up = soon\n".write(
            toFile: home.path + "/config/formanza/remind.conf", atomically: true, encoding: .utf8)
        let badValue = try home.run("formanza-remind", ["plan"] + now)
        #expect(badValue.stderr.components(separatedBy: "remind.conf:1: catch-up:").count == 2, "\(badValue.stderr)")
    }

    @Test func theConfigurationExampleOfTheReadmeParses() throws {
        let readme = try String(
            contentsOfFile: UnitFileTests.root.appendingPathComponent("README.md").path, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Configuration").dropFirst().first)
        let example = try #require(section.components(separatedBy: "```").dropFirst().first)
        let settings = try RemindSettings.parse(String(example.drop { $0 != "\n" })).get()
        #expect(settings.catchUp == .today && settings.snooze == 1800 && settings.terminal == ["foot", "-e"])
    }

    @Test func remindersStopAfterAnOldOpening() throws {
        let home = Home()
        #expect(try home.run("formanza", ["forms"], extra: ["FORMANZA_NOW": "2026-01-01T10:00:00Z"]).succeeded)
        let result = try home.run("formanza-remind", ["plan", "--json", "--now", "2026-03-01T10:00:00+01:00"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["lastDay"] is NSNull)
        #expect((object["reminders"] as? [Any])?.isEmpty == true)
        let table = try home.run("formanza-remind", ["plan", "--now", "2026-03-01T10:00:00+01:00"])
        #expect(table.stdout.contains("reminders stopped after Wed 28 Jan 2026; open Formanza to resume"))
    }

    @Test(arguments: [
        (["plan", "--tz", "Mars/Olympus"], 2, "Mars/Olympus"),
        (["plan", "--now", "2026-03-28 07:00"], 2, "--now"),
        (["plan", "--now", "2026-03-28T07:00:00"], 2, "--now"),
        (["plan", "--days", "0"], 2, "--days"),
        (["plan", "--days", "many"], 2, "--days"),
        (["plan", "--bogus"], 2, "--bogus"),
        (["plan", "extra"], 2, "extra"),
        (["launch"], 2, "launch"),
        ([], 2, "command"),
    ])
    func badInputSaysWhatIsWrong(arguments: [String], status: Int32, mention: String) throws {
        let result = try Home().run("formanza-remind", arguments)
        #expect(result.exitCode == status, "\(result)")
        #expect(result.stderr.contains(mention), "\(result.stderr)")
    }

    @Test func anUnreadableStoreIsRefusedWithItsPath() throws {
        let home = Home()
        #expect(try home.run("formanza", ["forms"]).succeeded)
        let database = home.path + "/data/formanza/store.db"
        try Connection(path: database).execute("PRAGMA user_version = 9")
        let result = try home.run("formanza-remind", ["plan"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains(database) && result.stderr.contains("newer"))
    }

    @Test func helpIsThereForEveryCommand() throws {
        for command in [["--help"], ["plan", "--help"], ["run", "--help"], ["status", "--help"]] {
            let result = try Home().run("formanza-remind", command)
            #expect(result.succeeded && result.stdout.contains("Usage:"), "\(command)")
        }
    }
}
