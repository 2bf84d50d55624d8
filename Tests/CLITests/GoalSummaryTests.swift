import Foundation
import Testing

/// Goals where the person already looks: the summary's Goals block and its changes judged by
/// the value goals (in words when there are no colours), the list of forms, and days counted
/// in the local calendar across a DST change.
@Suite struct GoalSummaryTests {
    @Test func theSummaryShowsGoalsAndJudgesChanges() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "--date", "2026-11-30", "weight=120", "water=yes").status == 0)
        #expect(try box.run("answer", "--date", "2026-12-01", "weight=119.5").status == 0)
        #expect(try box.run("answer", "weight=118", "water=no").status == 0)
        #expect(
            try box.run(
                "goal", "add", "daily-check-in", "--screen", "weight", "--target", "110", "--start", "2026-11-30"
            ).status == 0)
        let text = try box.run("summary")
        #expect(text.status == 0, "\(text)")
        // Piped output has no colours: the change says where it goes with an arrow and words.
        #expect(text.stdout.contains("  ▶ 118.0 kg   Weight   −1.5 kg since 1 Dec 2026 ↘ toward 110 kg"), "\(text)")
        #expect(text.stdout.contains("  Weight            118.0 kg  (−1.5 kg) ↘ toward 110 kg"), "\(text)")
        #expect(
            text.stdout.contains(
                "Goals\n  Weight: reach 110 kg · In progress · 20%\n      120 kg → 118 kg · target 110 kg\n"), "\(text)"
        )
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try box.run("summary", "--json").stdout.utf8)) as? [String: Any]
        )
        let goal = try #require((json["goals"] as? [[String: Any]])?.first)
        #expect(
            goal["title"] as? String == "Weight: reach 110 kg" && goal["progress"] as? Double == 0.2
                && goal["status"] as? String == "in-progress")
        let weight = try #require((json["answers"] as? [[String: Any]])?.first { $0["screen"] as? String == "weight" })
        #expect(weight["change"] as? String == "−1.5 kg" && weight["changeTone"] as? String == "toward")
        // Moving away from the target, and a screen without a value goal.
        try box.run("answer", "--date", "2026-12-01", "weight=117")
        let away = try box.run("summary")
        #expect(away.stdout.contains("(+1.0 kg) ↗ away from 110 kg"), "\(away)")
        try box.run("goal", "remove", "daily-check-in", "weight", "--yes")
        let plain = try box.run("summary")
        #expect(
            plain.stdout.contains("  Weight            118.0 kg  (+1.0 kg)\n") && !plain.stdout.contains("Goals"),
            "\(plain)")
        let spanish = try box.run(["summary"], env: ["LANG": "es_ES.UTF-8"])
        #expect(!spanish.stdout.contains("hacia"), "no goal, no words")
    }

    @Test func theSummaryInSpanish() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        try box.run("answer", "--date", "2026-12-01", "peso=100")
        try box.run("answer", "peso=99", "alcohol=no")
        #expect(
            try box.run("goal", "add", "Registro diario", "--screen", "peso", "--target", "90", "--start", "2026-12-01")
                .status == 0)
        #expect(
            try box.run(
                "goal", "add", "Registro diario", "--screen", "alcohol", "--habit", "no", "--days", "30", "--start",
                "2026-11-30"
            ).status == 0)
        let text = try box.run("summary").stdout
        #expect(text.contains("−1,0 kg desde el 1 dic. 2026 ↘ hacia 90 kg"), "\(text)")
        #expect(
            text.contains("Objetivos\n  Peso: llegar a 90 kg · En curso · 10 %\n      100 kg → 99 kg · meta 90 kg\n"),
            "\(text)")
        #expect(
            text.contains(
                "  Alcohol: No durante 30 días · En curso\n      1 de 30 días · 2 sin registrar · hasta el 29 dic."),
            "\(text)")
    }

    @Test func theListOfFormsCountsGoalsAndShowsTheNearest() throws {
        let box = try FormsSandbox()
        try box.run("answer", "alcohol=no")
        #expect(
            try box.run(
                "goal", "add", "daily-check-in", "--screen", "weight", "--target", "80", "--deadline", "2027-06-01"
            ).status == 0)
        #expect(
            try box.run("goal", "add", "daily-check-in", "--screen", "alcohol", "--habit", "no", "--days", "7").status
                == 0)
        let text = try box.run("forms")
        #expect(text.stdout.contains("\n    2 goals · Alcohol: No for 7 days: In progress\n"), "\(text)")
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(try box.run("forms", "--json").stdout.utf8)) as? [[String: Any]]
        )
        #expect(rows.first?["goals"] as? Int == 2)
        let nearest = try #require(rows.first?["nearestGoal"] as? [String: Any])
        #expect(
            nearest["title"] as? String == "Alcohol: No for 7 days" && nearest["status"] as? String == "in-progress")
        #expect(nearest["display"] as? String == "1 of 7 days · until 8 Dec")
        let spanish = try box.run(["forms"], env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stdout.contains("2 objetivos · Alcohol: No durante 7 días: En curso"), "\(spanish)")
        #expect(try box.run("form", "new", "Empty").status == 0)
        let empty = try #require(
            try JSONSerialization.jsonObject(with: Data(try box.run("forms", "--json").stdout.utf8)) as? [[String: Any]]
        )
        #expect(empty.first { $0["title"] as? String == "Empty" }?["nearestGoal"] is NSNull)
    }

    /// Europe/Berlin moves its clocks forward on 29 March 2026 (a 23-hour day) and back on
    /// 25 October (25 hours): goals count local calendar days, whatever their length.
    @Test func daysAreLocalDaysAcrossADSTChange() throws {
        let box = try FormsSandbox()
        box.environment["TZ"] = "Europe/Berlin"
        box.environment["FORMANZA_NOW"] = "2026-03-28T12:00:00+01:00"
        try box.run("answer", "alcohol=no", "weight=90")
        #expect(
            try box.run("goal", "add", "daily-check-in", "--screen", "alcohol", "--habit", "no", "--days", "2").status
                == 0)
        #expect(
            try box.run(
                "goal", "add", "daily-check-in", "--screen", "weight", "--target", "85", "--deadline", "2026-10-25"
            ).status == 0)
        func statuses(at now: String) throws -> [String] {
            let result = try box.run(["goals", "--json"], env: ["FORMANZA_NOW": now])
            let forms = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return (forms.first?["goals"] as? [[String: Any]] ?? []).compactMap { $0["status"] as? String }
        }
        // 23:30 on the short day is still 29 March: the window's last day, still open.
        #expect(try box.run(["answer", "alcohol=no"], env: ["FORMANZA_NOW": "2026-03-29T23:30:00+02:00"]).status == 0)
        #expect(
            try box.run(["goals", "--json"], env: ["FORMANZA_NOW": "2026-03-29T21:30:00Z"]).stdout.contains(
                "\"date\" : \"2026-03-29\""))
        #expect(try statuses(at: "2026-03-29T23:30:00+02:00") == ["achieved", "in-progress"])
        // The long day: 23:59 on 25 October is the deadline day; half an hour later it is over.
        #expect(try statuses(at: "2026-10-25T23:59:00+01:00") == ["achieved", "in-progress"])
        #expect(try statuses(at: "2026-10-26T00:30:00+01:00") == ["achieved", "not-achieved"])
        #expect(
            try statuses(at: "2026-10-25T22:59:00Z") == ["achieved", "in-progress"], "22:59 UTC is 23:59 in Berlin")
    }
}
