import FormanzaBase
import FormanzaState
import Foundation
import Testing

@testable import FormanzaCLI

/// `formanza progress` as a script and a pipe see it: the JSON figures, the cards printed at
/// 80 columns in English and Spanish, plain characters with NO_COLOR, refusals, and
/// `reminders --suggest`.
@Suite struct ProgressCommandTests {
    func json(_ sandbox: CheckinSandbox, _ arguments: String...) throws -> [String: Any] {
        let result = try sandbox.run(["progress", "--json"] + arguments)
        try #require(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func jsonCarriesTheFiguresOfEveryCard() throws {
        let sandbox = try ProgressFixture.sandbox()
        let object = try json(sandbox, "--period", "7d")
        #expect(object["form"] as? String == "Habits" && object["formId"] as? String == "habits")
        #expect(
            object["period"] as? String == "7d" && object["from"] as? String == "2026-11-26"
                && object["to"] as? String == "2026-12-02")
        let today = try #require(object["today"] as? [String: Any])
        #expect(today["streak"] as? Int == 2, "30 Nov and 1 Dec complete, 29 Nov misses the walk, today unfinished")
        #expect((today["habitsToday"] as? [String: Int]) == ["done": 1, "of": 2])
        #expect(
            (today["complete"] as? [String: Int]) == ["days": 4, "of": 5], "from 27 Nov (first record) to yesterday")
        let highlighted = try #require(today["highlighted"] as? [String: Any])
        #expect(highlighted["screen"] as? String == "weight" && highlighted["value"] as? Double == 80.2)
        #expect(
            highlighted["display"] as? String == "80.2 kg" && abs((highlighted["change"] as? Double ?? 0) + 1.8) < 1e-9)
        let cards = try #require(object["cards"] as? [[String: Any]])
        #expect(cards.map { $0["type"] as? String } == ["number", "habits", "steps"])
        let weight = cards[0]
        #expect((weight["points"] as? [[String: Any]])?.count == 6 && weight["bestStreak"] as? Int == 6)
        #expect(weight["min"] as? Double == 80.2 && weight["max"] as? Double == 82)
        #expect((weight["mean7"] as? [[String: Any]])?.first?["day"] as? String == "2026-11-27")
        let habits = cards[1]
        #expect(habits["title"] as? String == "Habits")
        #expect((habits["grid"] as? [[String: Any]])?.count == 35 && habits["completeDays"] as? Int == 4)
        let water = try #require((habits["habits"] as? [[String: Any]])?.first)
        #expect(water["screen"] as? String == "water" && water["yes"] as? Int == 5 && water["recorded"] as? Int == 6)
        #expect((cards[2]["steps"] as? [[String: Any]])?.map { $0["level"] as? Int } == [1, 0, 1, 2, 2])
        #expect((object["insight"] as? [String: String])?["usualTime"] == "21:45")
        #expect((object["goals"] as? [Any])?.isEmpty == true)
    }

    @Test func printedCardsFitEightyColumnsInBothLanguages() throws {
        for (language, words) in [
            (
                "C.UTF-8",
                [
                    "Progress", "Today", "Habits today 1 of 2", "Streak: 2 days",
                    "4 of 5 days complete", "4 complete days of 31", "You usually check in around 21:45",
                ]
            ),
            (
                "es_ES.UTF-8",
                [
                    "Progreso", "Hoy", "Hábitos hoy 1 de 2", "Racha: 2 días",
                    "4 de 5 días completos", "4 días completos de 31", "Sueles hacer el registro hacia las 21:45",
                ]
            ),
        ] {
            let sandbox = try ProgressFixture.sandbox(language: language)
            let result = try sandbox.run(["progress", "--period", "7d"], env: ["COLUMNS": "80"])
            try #require(result.status == 0, "\(result)")
            for word in words { #expect(result.stdout.contains(word), "\(language): \(word)\n\(result.stdout)") }
            let widest = result.stdout.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
            #expect(widest <= 80 && widest > 60, "\(language): \(widest) columns")
            #expect(result.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "braille charts")
            #expect(!result.stdout.contains("\u{1B}["), "no escape sequences in a pipe")
        }
    }

    @Test func noColorAndNarrowWidthsUsePlainCharactersThatFit() throws {
        let sandbox = try ProgressFixture.sandbox()
        let result = try sandbox.run(["progress", "--period", "1m"], env: ["COLUMNS": "50", "NO_COLOR": "1"])
        try #require(result.status == 0, "\(result)")
        #expect(!result.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || $0 == "█" })
        #expect(result.stdout.contains("*") && result.stdout.contains("|"), "plain chart characters")
        #expect(result.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 50 })
    }

    @Test func severalFormsTitleTheFormAndSwitchWithForm() throws {
        let sandbox = try ProgressFixture.sandbox(onlyHabits: false)
        let result = try sandbox.run("progress", "--form", "Habits")
        try #require(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Habits "), "with several forms the title is the form's name")
        let starter = try json(sandbox, "--form", "Daily check-in", "--period", "all")
        #expect(starter["formId"] as? String == "daily-check-in" && starter["from"] as? String == "2026-12-02")
        #expect((starter["today"] as? [String: Any])?["highlighted"] is NSNull, "nothing recorded yet")
    }

    @Test func theUsualTimeIsLocalAcrossADaylightSavingChange() throws {
        // Berlin moved its clocks on 29 March 2026: 21:45 local is 20:45Z before, 19:45Z after.
        let sandbox = try CheckinSandbox(now: "2026-03-31T10:00:00Z")
        sandbox.environment["TZ"] = "Europe/Berlin"
        try sandbox.createStore()
        try sandbox.writeForm(ProgressFixture.form, id: "habits")
        for (day, instant) in [
            ("2026-03-27", "20:45"), ("2026-03-28", "20:44"), ("2026-03-29", "19:46"), ("2026-03-30", "19:45"),
        ] {
            let result = try sandbox.run(
                ["answer", "--form", "habits", "--date", day, "water=yes"],
                env: ["FORMANZA_NOW": "\(day)T\(instant):00Z"])
            try #require(result.status == 0, "\(result)")
        }
        let object = try json(sandbox, "--form", "habits", "--period", "7d")
        #expect((object["insight"] as? [String: String])?["usualTime"] == "21:45")
        #expect(object["from"] as? String == "2026-03-25" && object["to"] as? String == "2026-03-31", "7 calendar days")
    }

    @Test func controlCharactersInTitlesNeverReachTheTerminal() throws {
        let sandbox = try ProgressFixture.sandbox()
        let hostile = ProgressFixture.form.replacingOccurrences(
            of: "\"title\": \"Weight\"", with: "\"title\": \"We\\u001b]0;pwned\\u0007ight\""
        )
        .replacingOccurrences(of: "\"unit\": \"kg\"", with: "\"unit\": \"k\\u001b[2Jg\"")
        try sandbox.writeForm(hostile, id: "habits")
        let result = try sandbox.run("progress", "--period", "7d")
        try #require(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"), "\(result.stdout)")
        #expect(result.stdout.contains(#"We\e]0;pwned\x07ight"#))
    }

    @Test func shellsCompleteThePeriods() throws {
        let sandbox = try ProgressFixture.sandbox()
        let answer = try sandbox.run("__complete", "bash", "progress", "--period", "")
        #expect(
            answer.status == 0 && answer.stdout.split(separator: "\n").dropFirst() == ["7d", "1m", "3m", "1y", "all"],
            "\(answer)")
    }

    @Test func badRequestsAreRefusedWithTheirReason() throws {
        let sandbox = try ProgressFixture.sandbox()
        let period = try sandbox.run("progress", "--period", "2w")
        #expect(
            period.status == 2 && period.stderr.contains("--period wants 7d, 1m, 3m, 1y or all, not \"2w\""),
            "\(period)")
        let form = try sandbox.run("progress", "--form", "Nope")
        #expect(form.status == 1 && form.stderr.contains("no form called \"Nope\""))
        let future = try sandbox.run("progress", "--date", "2026-12-03")
        #expect(future.status != 0 && !future.stderr.isEmpty)
        let spanish = try sandbox.run(["progress", "--period", "2s"], env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 2 && spanish.stderr.contains("--period espera 7d, 1m, 3m, 1a o todo, no «2s»"))
        #expect(try sandbox.run("form", "new", "Empty").status == 0)
        let empty = try sandbox.run("progress", "--form", "Empty", "--json")
        #expect(empty.status == 1 && empty.stdout.isEmpty, "\(empty)")
        #expect(empty.stderr.contains("\"Empty\" has no screens yet, so Progress has nothing to show"), "\(empty)")
        let spanishEmpty = try sandbox.run(["progress", "--form", "Empty"], env: ["LANG": "es_ES.UTF-8"])
        #expect(
            spanishEmpty.status == 1 && spanishEmpty.stderr.contains("«Empty» todavía no tiene pantallas"),
            "\(spanishEmpty)")
    }

    @Test func theHabitsCardIsTitledInThePersonsLanguage() throws {
        let sandbox = try ProgressFixture.sandbox(language: "es_ES.UTF-8")
        let object = try json(sandbox, "--period", "7d")
        let cards = try #require(object["cards"] as? [[String: Any]])
        #expect(cards.first { $0["type"] as? String == "habits" }?["title"] as? String == "Hábitos", "\(cards)")
    }

    @Test func remindersSuggestProposesAndChangesOnlyWhenConfirmed() throws {
        let sandbox = try ProgressFixture.sandbox()
        let proposed = try sandbox.run("reminders", "Habits", "--suggest")
        #expect(
            proposed.status == 0 && proposed.stdout.contains("Suggested reminders: 08:00 on · 21:45 on"), "\(proposed)")
        #expect(proposed.stdout.contains("Nothing was changed; run again with --yes"))
        #expect(try sandbox.run("reminders", "Habits").stdout.contains("21:00 on"), "nothing changed")
        let applied = try sandbox.run(["reminders", "Habits", "--suggest", "--yes"], env: ["LANG": "es_ES.UTF-8"])
        #expect(applied.status == 0 && applied.stdout.contains("Recordatorios cambiados."), "\(applied)")
        #expect(try sandbox.run("reminders", "Habits").stdout.contains("08:00 on · 21:45 on"))
        let mixed = try sandbox.run("reminders", "Habits", "--suggest", "--morning", "07:00")
        #expect(mixed.status == 2)
    }
}
