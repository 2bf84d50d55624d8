import FormanzaModel
import Foundation
import Testing

/// `formanza history --json` as scripts read it.
struct HistoryReport: Decodable {
    struct Highlight: Decodable, Equatable {
        let screen: String
        let value: String
        let display: String
    }

    struct Day: Decodable {
        let date: String
        let state: String
        let missing: Int
        let highlighted: Highlight?
    }

    struct Month: Decodable {
        let month: String
        let days: [Day]
    }

    let form: String
    let formId: String
    let months: [Month]

    var dates: [String] { months.flatMap { $0.days.map(\.date) } }
    func day(_ date: String) -> Day? { months.flatMap(\.days).first { $0.date == date } }
}

/// `formanza history` and `formanza delete` as whole processes, printing to a pipe, with the
/// clock frozen at Wednesday 2 December 2026.
@Suite struct HistoryCommandTests {
    func history(_ sandbox: CheckinSandbox, _ arguments: String...) throws -> HistoryReport {
        let result = try sandbox.run(["history", "--json"] + arguments)
        try #require(result.status == 0, "\(result)")
        return try JSONDecoder().decode(HistoryReport.self, from: Data(result.stdout.utf8))
    }

    /// A second form, "Health": a highlighted pressure number and a walk habit.
    func addHealth(_ sandbox: CheckinSandbox) throws {
        for arguments in [
            ["form", "new", "Health"],
            ["screen", "add", "Health", "--type", "number", "--title", "Pressure", "--unit", "mmHg", "--max", "300"],
            ["screen", "add", "Health", "--type", "yes-no", "--title", "Walk"],
        ] {
            let result = try sandbox.run(arguments)
            try #require(result.status == 0, "\(result)")
        }
    }

    func answer(_ sandbox: CheckinSandbox, _ arguments: String...) throws {
        let result = try sandbox.run(["answer"] + arguments)
        try #require(result.status == 0, "\(result)")
    }

    @Test func monthsNewestFirstAcrossAYearBoundaryWithTheHighlightedValueOrTheState() throws {
        let sandbox = try CheckinSandbox()
        try answer(sandbox, "--date", "2026-01-02", "weight=81.5")
        try answer(sandbox, "--date", "2025-12-31", "water=yes")
        try answer(sandbox, "--date", "2025-12-30", "weight=82")
        try answer(sandbox, "--date", "2026-12-01", "weight=72", "water=yes")
        let report = try history(sandbox)
        #expect(report.form == "Daily check-in" && report.formId == "daily-check-in")
        #expect(report.months.map(\.month) == ["2026-12", "2026-01", "2025-12"])
        #expect(
            report.dates == ["2026-12-01", "2026-01-02", "2025-12-31", "2025-12-30"], "newest day first in each month")
        #expect(report.day("2026-01-02")?.highlighted == .init(screen: "weight", value: "81.5", display: "81.5 kg"))
        let unanswered = try #require(report.day("2025-12-31"))
        #expect(
            unanswered.highlighted == nil && unanswered.state == "missing" && unanswered.missing == 7,
            "a day without its highlighted value gives its state")
        let text = try sandbox.run("history")
        #expect(text.status == 0)
        #expect(
            text.stdout.contains("Daily check-in · History\n\nDecember 2026\n  Tue 1 Dec 2026     72.0 kg  Weight\n"),
            "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "January 2026\n  Fri 2 Jan 2026     81.5 kg  Weight\n\nDecember 2025\n  Wed 31 Dec 2025    7 answers missing\n"
            ),
            "\(text.stdout)")
        let month = try history(sandbox, "--month", "2025-12")
        #expect(month.dates == ["2025-12-31", "2025-12-30"], "--month gives only that month")
    }

    @Test func aDayAnsweredByTwoFormsIsInBothHistoriesAndDeletingInOneKeepsTheOther() throws {
        let sandbox = try CheckinSandbox()
        try addHealth(sandbox)
        try answer(sandbox, "--form", "Daily check-in", "--date", "2026-11-30", "weight=72", "water=yes")
        try answer(sandbox, "--form", "Health", "--date", "2026-11-30", "pressure=120", "walk=yes")
        #expect(try history(sandbox, "--form", "Daily check-in").dates == ["2026-11-30"])
        #expect(try history(sandbox, "--form", "Health").dates == ["2026-11-30"])
        #expect(try history(sandbox, "--form", "Health").day("2026-11-30")?.state == "complete")

        let first = try sandbox.run("delete", "--form", "Daily check-in", "--date", "2026-11-30", "--yes")
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stdout == "Deleted 2 answers of \"Daily check-in\" on Mon 30 Nov 2026 (Weight, Water 2 L).\n",
            "\(first.stdout)")
        #expect(try history(sandbox, "--form", "Daily check-in").dates.isEmpty)
        let kept = try sandbox.summary(form: "Health", date: "2026-11-30")
        #expect(
            kept.answers.first { $0.title == "Pressure" }?.value?.text == "120" && kept.state == "complete",
            "the other form keeps its answers")
        #expect(try history(sandbox, "--form", "Health").dates == ["2026-11-30"])

        let second = try sandbox.run("delete", "--form", "Health", "--date", "2026-11-30", "--yes")
        #expect(second.status == 0, "\(second)")
        #expect(try history(sandbox, "--form", "Health").dates.isEmpty)
        #expect(try sandbox.summary(form: "Health", date: "2026-11-30").state == "no-check-in")
        let export = try sandbox.run("summary", "--form", "Daily check-in", "--date", "2026-11-30", "--json")
        #expect(export.stdout.contains("\"state\" : \"no-check-in\""), "nothing is left of the day")
    }

    @Test func refusesAFutureDayADayTheFormDidNotAnswerAndAskingWithoutATerminal() throws {
        let sandbox = try CheckinSandbox()
        try answer(sandbox, "--date", "2026-12-01", "weight=72")
        let future = try sandbox.run("delete", "--date", "2026-12-03", "--yes")
        #expect(future.status == 1 && future.stderr.contains("2026-12-03 is in the future"), "\(future)")
        let unanswered = try sandbox.run("delete", "--date", "2026-11-29", "--yes")
        #expect(unanswered.status == 1, "\(unanswered)")
        #expect(unanswered.stderr.contains("\"Daily check-in\" has no answers on Sun 29 Nov 2026; nothing to delete"))
        let unconfirmed = try sandbox.run("delete", "--date", "2026-12-01")
        #expect(unconfirmed.status == 1 && unconfirmed.stderr.contains("run again with --yes"), "\(unconfirmed)")
        #expect(try history(sandbox).dates == ["2026-12-01"], "nothing was deleted")
        let noDate = try sandbox.run("delete", "--yes")
        #expect(noDate.status == 2 && noDate.stderr.contains("--date"), "\(noDate)")
        let badMonth = try sandbox.run("history", "--month", "2026-13")
        #expect(badMonth.status == 2 && badMonth.stderr.contains("--month wants YYYY-MM"), "\(badMonth)")
        let futureMonth = try sandbox.run("history", "--month", "2027-01")
        #expect(futureMonth.status == 1 && futureMonth.stderr.contains("has not begun yet"), "\(futureMonth)")
    }

    @Test func aFormWithoutAHighlightedNumberShowsEachDayState() throws {
        let sandbox = try CheckinSandbox()
        for arguments in [
            ["form", "new", "Habits"], ["screen", "add", "Habits", "--type", "yes-no", "--title", "Read"],
            ["screen", "add", "Habits", "--type", "yes-no", "--title", "Run"],
            ["data", "set", "Goal", "2"],
            ["calc", "add", "Habits", "--title", "Double", "--formula", "Goal * 2"],
        ] {
            let result = try sandbox.run(arguments)
            try #require(result.status == 0, "\(result)")
        }
        try answer(sandbox, "--form", "Habits", "--date", "2026-12-02", "read=yes", "run=no")
        try answer(sandbox, "--form", "Habits", "--date", "2026-12-01", "read=yes")
        let report = try history(sandbox, "--form", "Habits")
        #expect(report.day("2026-12-02")?.state == "complete" && report.day("2026-12-02")?.highlighted == nil)
        #expect(report.day("2026-12-01")?.state == "missing" && report.day("2026-12-01")?.missing == 1)
        let text = try sandbox.run("history", "--form", "Habits")
        #expect(
            text.stdout.contains("  Wed 2 Dec 2026     Complete\n  Tue 1 Dec 2026     1 answer missing\n"),
            "\(text.stdout)")
    }

    @Test func speaksSpanish() throws {
        let sandbox = try CheckinSandbox(language: "es_ES.UTF-8")
        try answer(sandbox, "--date", "2026-12-01", "weight=72,5")
        try answer(sandbox, "--date", "2025-12-31", "water=yes")
        let text = try sandbox.run("history")
        #expect(text.stdout.contains("Registro diario · Historial"), "\(text.stdout)")
        #expect(text.stdout.contains("Diciembre de 2026\n  mar. 1 dic. 2026   72,5 kg  Peso\n"), "\(text.stdout)")
        #expect(text.stdout.contains("Diciembre de 2025\n  mié. 31 dic. 2025  Faltan 7 respuestas\n"), "\(text.stdout)")
        let deleted = try sandbox.run("delete", "--date", "ayer", "--yes")
        #expect(
            deleted.stdout == "Se borró 1 respuesta de «Registro diario» del mar. 1 dic. 2026 (Peso).\n", "\(deleted)")
        let refused = try sandbox.run("delete", "--date", "ayer", "--yes")
        #expect(refused.stderr.contains("«Registro diario» no tiene respuestas el mar. 1 dic. 2026"), "\(refused)")
    }
}
