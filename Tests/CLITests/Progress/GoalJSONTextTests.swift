import FormanzaBase
import FormanzaState
import Foundation
import Testing

@testable import formanza

/// `progress --json` writes its goals by hand (`JSONText`), `goals --json` through
/// `JSONEncoder`; both must give the same bytes. Compared on the golden store's value and habit
/// goals, in both languages, on days that give each status (upcoming, in progress, met or not).
struct GoalJSONTextTests {
    @Test func handWrittenGoalsEqualTheEncoders() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let store = Store(paths: StorePaths.from(environment: sandbox.environment))
        let form = try #require(try store.loadForms().forms.first { $0.id == "golden" })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var statuses = Set<String>()
        for offset in [-20, 0, 3, 9, 100] {
            let today = ProgressGoldenStore.today.adding(days: offset)
            let builder = ProgressBuilder(
                form: form, dataValues: [], weekStart: .monday, localMinutes: { Int($0 % 86_400) / 60 })
            let report = try builder.report(period: .month, today: today, records: store)
            try #require(report.goals.count == 2)
            for goal in report.goals { statuses.insert(goal.status.rawValue) }
            for language in [Language.en, .es] {
                let goals = report.goals.map { GoalJSON($0, form: form, asOf: today, language) }
                var w = JSONText()
                try w.array { w in for goal in goals { try goal.write(&w) } }
                let expected = String(decoding: try encoder.encode(goals), as: UTF8.self)
                #expect(String(decoding: w.bytes, as: UTF8.self) == expected, "\(language) \(today.iso)")
            }
        }
        #expect(statuses.count >= 3, "\(statuses)")
    }

    /// `goals --json` writes every form's goals by hand too: the same bytes as the encoder's,
    /// for no forms, a form without goals, and titles that need escaping.
    @Test func handWrittenFormsOfGoalsEqualTheEncoders() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        let store = Store(paths: StorePaths.from(environment: sandbox.environment))
        let form = try #require(try store.loadForms().forms.first { $0.id == "golden" })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let today = ProgressGoldenStore.today
        let reports = try GoalBoard.reports(for: form, dataValues: [], asOf: today, records: store)
        try #require(reports.count == 2)
        var hostile = form
        hostile.title = "Peso \"día\" \\ a/b \u{7F}\u{202E}\u{85} 体重"
        for language in [Language.en, .es] {
            let lists: [[FormGoalsJSON]] = [
                [],
                [FormGoalsJSON(form: form, reports: [], asOf: today, language)],
                [
                    FormGoalsJSON(form: form, reports: reports, asOf: today, language),
                    FormGoalsJSON(form: hostile, reports: reports, asOf: today, language),
                ],
            ]
            for list in lists {
                let expected = String(
                    decoding: JSONEscaping.escapingHidden(Array(try encoder.encode(list))), as: UTF8.self)
                #expect(String(decoding: try FormGoalsJSON.text(list), as: UTF8.self) == expected, "\(language)")
            }
        }
    }
}
