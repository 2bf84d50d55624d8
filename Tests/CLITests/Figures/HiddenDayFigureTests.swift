import Foundation
import Testing

/// A day whose only answers are hidden (their screen removed, or its type or unit changed) is not
/// a recorded day anywhere: it does not start the form's record in Progress (the "all" period and
/// the complete days' share), it is not listed in History, and reminders treat it as no check-in.
@Suite struct HiddenDayFigureTests {
    static let form = """
        {"schema": 1, "id": "log", "title": "Log", "active": true,
         "reminders": {"morning": {"enabled": false, "time": "08:00"}, "evening": {"enabled": true, "time": "21:00"}},
         "screens": [
           {"id": "weight", "title": "Weight", "highlight": true,
            "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1, "step": 0.1}},
           {"id": "walk", "title": "Walk", "kind": {"type": "yes-no"}},
           {"id": "old", "title": "Old", "kind": {"type": "yes-no"}}
         ], "calculated": [], "goals": []}
        """

    /// 20 Nov and today answer only "old"; 29 Nov to 1 Dec answer the form (1 Dec misses the walk).
    func store() throws -> FiguresSandbox {
        let box = try FiguresSandbox(form: Self.form, id: "log")
        try box.answer("log", "2026-11-20", "old=yes")
        try box.answer("log", "2026-11-29", "weight=80", "walk=yes", "old=yes")
        try box.answer("log", "2026-11-30", "weight=79", "walk=yes", "old=yes")
        try box.answer("log", "2026-12-01", "weight=79.5", "old=yes")
        try box.answer("log", "2026-12-02", "old=yes")
        return box
    }

    @Test func aRemovedScreensOnlyDayIsNotRecorded() throws {
        let box = try store()
        #expect(try box.complete("log", period: "all") == [2, 12], "before: from 20 Nov")
        try box.must("screen", "remove", "log", "old", "--yes")
        let all = try box.json("progress", "--form", "log", "--period", "all")
        #expect(all["from"] as? String == "2026-11-29", "\(all)")
        #expect(try box.complete("log", period: "all") == [2, 3], "29 and 30 Nov of 29 Nov to yesterday")
        #expect(try box.complete("log", period: "1m") == [2, 3])
        let history = try box.history("log")
        #expect(Set(history.keys) == ["2026-11-29", "2026-11-30", "2026-12-01"], "\(history)")
        let evening = try box.plan(now: "2026-12-02T10:00:00Z", days: 1).filter { $0["kind"] as? String == "evening" }
        #expect(evening.first?["status"] as? String == "planned", "today holds no answer that shows: \(evening)")
    }

    @Test func aRetypedScreensOnlyDayIsNotRecordedEither() throws {
        let box = try store()
        try box.must("screen", "edit", "log", "old", "--type", "number", "--yes")
        #expect(
            try box.complete("log", period: "all") == [0, 3],
            "from 29 Nov; no day answers the retyped screen, so none is complete")
        let history = try box.history("log")
        #expect(Set(history.keys) == ["2026-11-29", "2026-11-30", "2026-12-01"], "20 Nov is not \"no check-in\"")
        #expect(history["2026-11-29"]?.state == "missing" && history["2026-11-29"]?.missing == 1)
    }

    @Test func aUnitChangeHidesADayTheSameWay() throws {
        let box = try FiguresSandbox(form: Self.form, id: "log")
        try box.answer("log", "2026-11-25", "weight=81")
        try box.answer("log", "2026-11-29", "weight=80", "walk=yes", "old=yes")
        try box.must("screen", "edit", "log", "weight", "--unit", "lb", "--yes")
        let all = try box.json("progress", "--form", "log", "--period", "all")
        #expect(all["from"] as? String == "2026-11-29", "\(all)")
        #expect(Set(try box.history("log").keys) == ["2026-11-29"])
    }

    @Test func aHiddenOnlyDayIsNoCheckinForTheUsualTime() throws {
        let box = try FiguresSandbox(form: Self.form, id: "log")
        for day in ["2026-11-24", "2026-11-25", "2026-11-26"] {
            try box.answer("log", day, at: "21:00", "weight=80", "walk=yes")
        }
        for day in ["2026-11-27", "2026-11-28", "2026-11-29"] { try box.answer("log", day, at: "07:00", "old=yes") }
        let usual = {
            (try box.json("progress", "--form", "log", "--period", "7d")["insight"] as? [String: String])?["usualTime"]
        }
        #expect(try usual() == "07:00", "a tie of three each goes to the latest")
        try box.must("screen", "remove", "log", "old", "--yes")
        #expect(try usual() == "21:00", "the mornings held only the removed screen's answers")
    }
}
