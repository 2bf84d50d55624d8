import FormanzaTestSupport
import Foundation
import Testing

/// Small hand-built stores for the figures after edits of a form: answers recorded through
/// `formanza answer` on fixed days, the form then edited through `formanza screen`, and every
/// figure read back as scripts read it (`--json` of progress, history, goals and summary, and
/// `formanza-remind plan --json`). The clock is Wednesday 2 December 2026, 10:00 UTC.
struct FiguresSandbox {
    let sandbox: CheckinSandbox

    /// A store holding `form` (as `form import` would leave it), the starter form deactivated.
    init(form: String, id: String) throws {
        sandbox = try CheckinSandbox()
        try sandbox.createStore()
        try sandbox.writeForm(form, id: id)
        try #require(try sandbox.run("form", "deactivate", "daily-check-in").status == 0)
    }

    /// Records `answers` (`screen=value`) of form `id` on `day`, saved at `time` (UTC) that day
    /// when given, else at the sandbox's clock.
    func answer(_ id: String, _ day: String, at time: String? = nil, _ answers: String...) throws {
        let clock = time.map { ["FORMANZA_NOW": "\(day)T\($0):00Z"] } ?? [:]
        let result = try sandbox.run(["answer", "--form", id, "--date", day] + answers, env: clock)
        try #require(result.status == 0, "\(day): \(result)")
    }

    /// Runs a command that must succeed.
    func must(_ arguments: String...) throws {
        try must(arguments)
    }

    func must(_ arguments: [String]) throws {
        let result = try sandbox.run(arguments)
        try #require(result.status == 0, "\(arguments): \(result)")
    }

    /// The JSON object `formanza ARGUMENTS --json` prints.
    func json(_ arguments: String...) throws -> [String: Any] {
        let result = try sandbox.run(arguments + ["--json"])
        try #require(result.status == 0, "\(arguments): \(result)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    /// `history --json`: each listed day's state and missing count, by date.
    func history(_ form: String) throws -> [String: (state: String, missing: Int)] {
        var days: [String: (state: String, missing: Int)] = [:]
        for month in try json("history", "--form", form)["months"] as? [[String: Any]] ?? [] {
            for day in month["days"] as? [[String: Any]] ?? [] {
                days[day["date"] as? String ?? "?"] = (day["state"] as? String ?? "?", day["missing"] as? Int ?? -1)
            }
        }
        return days
    }

    /// The Today card's complete days as [days, of].
    func complete(_ form: String, period: String) throws -> [Int] {
        let today = try json("progress", "--form", form, "--period", period)["today"] as? [String: Any]
        let complete = today?["complete"] as? [String: Int]
        return [complete?["days"] ?? -1, complete?["of"] ?? -1]
    }

    /// The goal titled `title` in `goals --json` (one entry per form, each with its goals).
    func goal(_ title: String, form: String) throws -> [String: Any] {
        let result = try sandbox.run("goals", "--form", form, "--json")
        try #require(result.status == 0, "\(result)")
        let forms = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let goals = forms.flatMap { $0["goals"] as? [[String: Any]] ?? [] }
        return try #require(goals.first { $0["title"] as? String == title }, "\(goals)")
    }

    /// `formanza-remind plan --json` at `now`, over `days` days, on this store.
    func plan(now: String, days: Int) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltProducts.path("formanza-remind"))
        process.arguments = ["plan", "--json", "--now", now, "--days", String(days)]
        process.environment = sandbox.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(String(decoding: data, as: UTF8.self))")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object["reminders"] as? [[String: Any]] ?? []
    }
}
