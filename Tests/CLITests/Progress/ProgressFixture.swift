import Foundation
import Testing

/// A store for Progress tests: the starter form plus "Habits" (a highlighted weight, two
/// yes/no habits and a mood scale), answered on the days before Wednesday 2 December 2026
/// at 21:4x UTC, so streaks, shares and the usual check-in time are known in advance.
enum ProgressFixture {
    static let form = """
        {"schema": 1, "id": "habits", "title": "Habits", "active": true,
         "reminders": {"morning": {"enabled": true, "time": "08:00"}, "evening": {"enabled": true, "time": "21:00"}},
         "screens": [
           {"id": "weight", "title": "Weight", "highlight": true,
            "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1, "step": 0.1}},
           {"id": "water", "title": "Water", "kind": {"type": "yes-no"}},
           {"id": "walk", "title": "Walk", "kind": {"type": "yes-no"}},
           {"id": "mood", "title": "Mood", "kind": {"type": "single-choice", "style": "scale",
            "options": [{"value": "low", "label": "Low"}, {"value": "ok", "label": "OK"}, {"value": "high", "label": "High"}]}}
         ], "calculated": [], "goals": []}
        """

    /// Days before today (2 Dec) and their answers; 29 Nov misses the walk, today only the weight.
    static let days: [(offset: Int, answers: [String])] = [
        (5, ["weight=82", "water=yes", "walk=yes", "mood=ok"]),
        (4, ["weight=81.5", "water=no", "walk=yes", "mood=low"]),
        (3, ["weight=81.4", "water=yes", "mood=ok"]),
        (2, ["weight=81", "water=yes", "walk=no", "mood=high"]),
        (1, ["weight=80.5", "water=yes", "walk=yes", "mood=high"]),
        (0, ["weight=80.2", "water=yes"]),
    ]

    /// The sandbox with the Habits form answered; `onlyHabits` deactivates the starter form.
    static func sandbox(language: String = "C.UTF-8", onlyHabits: Bool = true) throws -> CheckinSandbox {
        let sandbox = try CheckinSandbox(language: language)
        try sandbox.createStore()
        try sandbox.writeForm(form, id: "habits")
        if onlyHabits { try #require(try sandbox.run("form", "deactivate", "daily-check-in").status == 0) }
        for (offset, answers) in days {
            let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: -offset, to: today)!
            let iso = isoDay(day)
            let result = try sandbox.run(
                ["answer", "--form", "habits", "--date", iso] + answers,
                env: ["FORMANZA_NOW": "\(iso)T21:4\(offset):00Z"])
            try #require(result.status == 0, "\(result)")
        }
        return sandbox
    }

    static let today: Date = {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour) = (2026, 12, 2, 12)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)!
    }()

    static func isoDay(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }
}
