import Foundation
import Testing

/// A multiple-choice answer keeps its other options when one is removed: they still count for
/// habit goals, option counts, complete days, streaks, history, summaries and reminders; only the
/// removed option stops showing. A single-choice answer whose option was removed is hidden.
@Suite struct RemovedOptionFigureTests {
    static let form = """
        {"schema": 1, "id": "fit", "title": "Fit", "active": true,
         "reminders": {"morning": {"enabled": false, "time": "08:00"}, "evening": {"enabled": true, "time": "21:00"}},
         "screens": [
           {"id": "sports", "title": "Sports", "kind": {"type": "multiple-choice",
            "options": [{"value": "run", "label": "Run"}, {"value": "swim", "label": "Swim"}, {"value": "yoga", "label": "Yoga"}]}},
           {"id": "water", "title": "Water", "kind": {"type": "yes-no"}}
         ], "calculated": [], "goals": []}
        """

    /// Three days before today and today answered; then the option "run" removed.
    func store() throws -> FiguresSandbox {
        let box = try FiguresSandbox(form: Self.form, id: "fit")
        try box.must(
            "goal", "add", "fit", "--screen", "sports", "--habit", "swim", "--days", "3", "--start", "2026-11-29")
        try box.answer("fit", "2026-11-29", "sports=run,swim", "water=yes")
        try box.answer("fit", "2026-11-30", "sports=swim", "water=yes")
        try box.answer("fit", "2026-12-01", "sports=run", "water=yes")
        try box.answer("fit", "2026-12-02", "sports=run,yoga", "water=yes")
        try box.must("screen", "edit", "fit", "sports", "--remove-option", "run", "--yes")
        return box
    }

    @Test func theOtherOptionsStillCountInGoalsCardsAndStreaks() throws {
        let box = try store()
        let goal = try box.goal("Sports: Swim for 3 days", form: "fit")
        #expect(
            goal["met"] as? Int == 2 && goal["notMet"] as? Int == 0 && goal["unrecorded"] as? Int == 1,
            "29 and 30 Nov keep Swim; 1 Dec held only Run: \(goal)")
        let progress = try box.json("progress", "--form", "fit", "--period", "7d")
        let cards = progress["cards"] as? [[String: Any]] ?? []
        let counts = try #require(cards.first { $0["type"] as? String == "counts" })
        let byOption = (counts["counts"] as? [[String: Any]] ?? []).map {
            ($0["value"] as? String ?? "?", $0["count"] as? Int ?? -1)
        }
        #expect(
            byOption.map(\.0) == ["swim", "yoga"] && byOption.map(\.1) == [2, 1],
            "Swim on 29 and 30 Nov, Yoga today; Run no longer shows: \(counts)")
        let today = try #require(progress["today"] as? [String: Any])
        #expect((today["complete"] as? [String: Int]) == ["days": 3, "of": 4], "\(today)")
        #expect(today["streak"] as? Int == 1, "today complete, 1 Dec not")
    }

    @Test func historySummaryAndRemindersSeeTheOptionsLeft() throws {
        let box = try store()
        let history = try box.history("fit")
        #expect(history["2026-11-29"]?.state == "complete" && history["2026-11-29"]?.missing == 0)
        #expect(history["2026-12-01"]?.state == "missing" && history["2026-12-01"]?.missing == 1)
        let summary = try box.json("summary", "--form", "fit", "--date", "2026-11-29")
        let answers = summary["answers"] as? [[String: Any]] ?? []
        let sports = try #require(answers.first { $0["screen"] as? String == "sports" }, "\(summary)")
        #expect(sports["value"] as? [String] == ["swim"] && sports["display"] as? String == "Swim", "\(sports)")
        let evening = try box.plan(now: "2026-12-02T10:00:00Z", days: 1).filter { $0["kind"] as? String == "evening" }
        #expect(
            evening.count == 1 && evening.first?["status"] as? String == "skipped"
                && evening.first?["reason"] as? String == "complete",
            "today (Yoga and Water) is complete: \(evening)")
    }

    @Test func aSingleChoiceOfARemovedOptionIsHidden() throws {
        let form = """
            {"schema": 1, "id": "mood", "title": "Mood", "active": true,
             "reminders": {"morning": {"enabled": false, "time": "08:00"}, "evening": {"enabled": false, "time": "21:00"}},
             "screens": [
               {"id": "feel", "title": "Feel", "kind": {"type": "single-choice",
                "options": [{"value": "good", "label": "Good"}, {"value": "ok", "label": "OK"}, {"value": "bad", "label": "Bad"}]}},
               {"id": "water", "title": "Water", "kind": {"type": "yes-no"}}
             ], "calculated": [], "goals": []}
            """
        let box = try FiguresSandbox(form: form, id: "mood")
        try box.answer("mood", "2026-11-30", "feel=bad", "water=yes")
        try box.answer("mood", "2026-12-01", "feel=bad")
        try box.must("screen", "edit", "mood", "feel", "--remove-option", "bad", "--yes")
        let history = try box.history("mood")
        #expect(Set(history.keys) == ["2026-11-30"], "1 Dec held only the removed option: \(history)")
        #expect(history["2026-11-30"]?.state == "missing" && history["2026-11-30"]?.missing == 1)
    }
}
