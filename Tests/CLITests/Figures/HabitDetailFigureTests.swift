import Foundation
import Testing

/// Each habit's `byWeekday` and `timeline` in `progress --json`: a habit never answered is not
/// done on every recorded day, a screen whose answers are hidden by a type change counts them as
/// not done, a period of a single recorded day marks only that day, an empty period marks none,
/// and a period across a daylight-saving change has each civil day once.
@Suite struct HabitDetailFigureTests {
    static let form = """
        {"schema": 1, "id": "log", "title": "Log", "active": true,
         "reminders": {"morning": {"enabled": false, "time": "08:00"}, "evening": {"enabled": true, "time": "21:00"}},
         "screens": [
           {"id": "steps", "title": "Steps", "kind": {"type": "number", "unit": "", "min": 0, "max": 99999, "decimals": 0, "step": 1}},
           {"id": "walk", "title": "Walk", "kind": {"type": "yes-no"}},
           {"id": "stretch", "title": "Stretch", "kind": {"type": "yes-no"}}
         ], "calculated": [], "goals": []}
        """

    /// Sunday 29 Nov and Monday 30 Nov walk, Tuesday 1 Dec does not; nobody ever stretches.
    func store() throws -> FiguresSandbox {
        let box = try FiguresSandbox(form: Self.form, id: "log")
        try box.answer("log", "2026-11-29", "steps=4000", "walk=yes")
        try box.answer("log", "2026-11-30", "steps=5000", "walk=yes")
        try box.answer("log", "2026-12-01", "steps=3000", "walk=no")
        return box
    }

    func habit(_ object: [String: Any], _ screen: String) throws -> [String: Any] {
        let cards = try #require(object["cards"] as? [[String: Any]])
        let habits = try #require(cards.first { $0["type"] as? String == "habits" }?["habits"] as? [[String: Any]])
        return try #require(habits.first { $0["screen"] as? String == screen }, "\(habits)")
    }

    /// `timeline` as a string: `y` done, `n` not done, `-` no record.
    func marks(_ habit: [String: Any]) -> String {
        (habit["timeline"] as? [[String: Any]] ?? []).map { entry in
            switch entry["done"] {
            case let done as Bool: return done ? "y" : "n"
            default: return "-"
            }
        }.joined()
    }

    func weekdays(_ habit: [String: Any]) -> [String] {
        (habit["byWeekday"] as? [[String: Any]] ?? []).map {
            "\($0["weekday"] as? String ?? "?") \($0["done"] as? Int ?? -1)/\($0["recorded"] as? Int ?? -1)"
        }
    }

    @Test func weekdaysAndTimelineOfAnsweredAndNeverAnsweredHabits() throws {
        let box = try store()
        let week = try box.json("progress", "--form", "log", "--period", "7d")
        let walk = try habit(week, "walk")
        #expect(marks(walk) == "---yyn-", "26 Nov to 2 Dec: \(walk)")
        #expect(
            (walk["timeline"] as? [[String: Any]])?.first?["day"] as? String == "2026-11-26"
                && (walk["timeline"] as? [[String: Any]])?.last?["day"] as? String == "2026-12-02")
        #expect(
            weekdays(walk) == [
                "monday 1/1", "tuesday 0/1", "wednesday 0/0", "thursday 0/0", "friday 0/0", "saturday 0/0",
                "sunday 1/1",
            ], "Monday first")
        let stretch = try habit(week, "stretch")
        #expect(marks(stretch) == "---nnn-" && stretch["yes"] as? Int == 0, "never answered: \(stretch)")
    }

    @Test func hiddenAnswersCountAsNotDone() throws {
        let box = try store()
        // Steps becomes a yes/no: its numbers no longer fit and are hidden, not read as Yes.
        try box.must("screen", "edit", "log", "steps", "--type", "yes-no", "--yes")
        let steps = try habit(try box.json("progress", "--form", "log", "--period", "7d"), "steps")
        #expect(marks(steps) == "---nnn-", "\(steps)")
    }

    @Test func aSingleDayAndAnEmptyPeriod() throws {
        let box = try store()
        let first = try habit(
            try box.json("progress", "--form", "log", "--period", "7d", "--date", "2026-11-29"), "walk")
        #expect(marks(first) == "------y", "\(first)")
        let before = try habit(
            try box.json("progress", "--form", "log", "--period", "7d", "--date", "2026-11-28"), "walk")
        #expect(marks(before) == "-------" && weekdays(before).allSatisfy { $0.hasSuffix(" 0/0") }, "\(before)")
    }

    @Test func aDaylightSavingChangeKeepsEachDayOnce() throws {
        let box = try FiguresSandbox(form: Self.form, id: "log")
        // Madrid leaves summer time early on Sunday 25 October 2026: that day has 25 hours.
        for day in ["2026-10-24", "2026-10-25", "2026-10-26"] {
            let result = try box.sandbox.run(
                ["answer", "--form", "log", "--date", day, "walk=yes"],
                env: ["TZ": "Europe/Madrid", "FORMANZA_NOW": "\(day)T22:30:00Z"])
            try #require(result.status == 0, "\(result)")
        }
        let result = try box.sandbox.run(
            ["progress", "--form", "log", "--period", "7d", "--date", "2026-10-27", "--json"],
            env: ["TZ": "Europe/Madrid"])
        try #require(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let walk = try habit(object, "walk")
        let days = (walk["timeline"] as? [[String: Any]] ?? []).compactMap { $0["day"] as? String }
        #expect(days == (21...27).map { "2026-10-\($0)" }, "\(days)")
        #expect(marks(walk) == "---yyy-", "\(walk)")
    }
}
