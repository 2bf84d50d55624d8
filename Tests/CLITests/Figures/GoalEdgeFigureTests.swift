import Foundation
import Testing

/// A value goal's figures at its edges, through `goals --json`: no progress (null, not 0) before
/// its start day or without a start value, met stays 100 % whatever follows, and a goal that
/// ended not achieved keeps its start, latest value and progress as of its deadline.
@Suite struct GoalEdgeFigureTests {
    static let form = """
        {"schema": 1, "id": "body", "title": "Body", "active": true,
         "reminders": {"morning": {"enabled": false, "time": "08:00"}, "evening": {"enabled": false, "time": "21:00"}},
         "screens": [
           {"id": "weight", "title": "Weight", "highlight": true,
            "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1, "step": 0.1}},
           {"id": "waist", "title": "Waist",
            "kind": {"type": "number", "unit": "cm", "min": 0, "max": 300, "decimals": 0, "step": 1}}
         ], "calculated": [], "goals": []}
        """

    /// Weight 82 (19 Nov), 78 (24 Nov), 60 (28 Nov), 85 (30 Nov); the waist never answered.
    func store() throws -> FiguresSandbox {
        let box = try FiguresSandbox(form: Self.form, id: "body")
        for (day, weight) in [("2026-11-19", "82"), ("2026-11-24", "78"), ("2026-11-28", "60"), ("2026-11-30", "85")] {
            try box.answer("body", day, "weight=\(weight)")
        }
        return box
    }

    func add(_ box: FiguresSandbox, _ arguments: String...) throws {
        try box.must(["goal", "add", "body"] + arguments)
    }

    @Test func progressIsNullBeforeTheStartDayAndWithoutAStartValue() throws {
        let box = try store()
        try add(box, "--screen", "weight", "--target", "71", "--start", "2026-12-10")
        try add(box, "--screen", "waist", "--target", "80", "--start", "2026-11-20")
        let upcoming = try box.goal("Weight: reach 71 kg", form: "body")
        #expect(upcoming["status"] as? String == "upcoming" && upcoming["progress"] is NSNull, "\(upcoming)")
        let waist = try box.goal("Waist: reach 80 cm", form: "body")
        #expect(
            waist["status"] as? String == "in-progress" && waist["startValue"] is NSNull
                && waist["progress"] is NSNull, "\(waist)")
    }

    @Test func metStaysFullAndNotAchievedKeepsItsDeadlineFigures() throws {
        let box = try store()
        try add(box, "--screen", "weight", "--target", "79", "--start", "2026-11-20")
        try add(box, "--screen", "weight", "--target", "70", "--start", "2026-11-20", "--deadline", "2026-11-25")
        try add(box, "--screen", "weight", "--target", "50", "--start", "2026-11-10", "--deadline", "2026-11-15")
        let met = try box.goal("Weight: reach 79 kg", form: "body")
        #expect(
            met["status"] as? String == "met" && met["metOn"] as? String == "2026-11-24"
                && met["progress"] as? Double == 1 && met["latest"] as? Double == 85,
            "85 kg after meeting it does not undo it: \(met)")
        let ended = try box.goal("Weight: reach 70 kg", form: "body")
        #expect(
            ended["status"] as? String == "not-achieved" && ended["startValue"] as? Double == 82
                && ended["latest"] as? Double == 78 && ended["progress"] as? Double == 0.3333,
            "as of 25 Nov: (82 − 78) ÷ (82 − 70); 60 kg on 28 Nov came too late: \(ended)")
        let never = try box.goal("Weight: reach 50 kg", form: "body")
        #expect(
            never["status"] as? String == "not-achieved" && never["startValue"] is NSNull && never["latest"] is NSNull
                && never["progress"] is NSNull,
            "no value by its deadline (15 Nov): nothing to measure: \(never)")
    }
}
