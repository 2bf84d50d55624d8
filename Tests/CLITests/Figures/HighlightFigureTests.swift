import Foundation
import Testing

/// Progress' Today card shows the highlighted screen's latest value on or before today with its
/// day, even before the period; its change only when the period holds two values of it.
@Suite struct HighlightFigureTests {
    func highlighted(_ box: FiguresSandbox, period: String) throws -> [String: Any]? {
        let today = try box.json("progress", "--form", "body", "--period", period)["today"] as? [String: Any]
        return today?["highlighted"] as? [String: Any]
    }

    @Test func theLatestValueBeforeThePeriodShowsWithoutAChange() throws {
        let box = try FiguresSandbox(form: GoalEdgeFigureTests.form, id: "body")
        try box.answer("body", "2026-11-01", "weight=80")
        try box.answer("body", "2026-12-01", "waist=90")
        let before = try #require(try highlighted(box, period: "7d"), "1 Nov lies a month before the period")
        #expect(
            before["value"] as? Double == 80 && before["day"] as? String == "2026-11-01" && before["change"] is NSNull,
            "\(before)")
        for (language, words) in [("C.UTF-8", "last recorded 1 Nov"), ("es_ES.UTF-8", "último registro el 1 nov")] {
            let text = try box.sandbox.run(["progress", "--form", "body", "--period", "7d"], env: ["LANG": language])
            let line = text.stdout.split(separator: "\n").first { $0.contains("▶") } ?? ""
            #expect(line.contains("▶ 80 kg"), "\(language): \(text.stdout)")
            #expect(line.contains(words), "\(language): \(line)")
        }
        try box.answer("body", "2026-12-01", "weight=79")
        let one = try #require(try highlighted(box, period: "7d"))
        #expect(
            one["value"] as? Double == 79 && one["day"] as? String == "2026-12-01" && one["change"] is NSNull,
            "one value in the period: no change: \(one)")
        try box.answer("body", "2026-11-27", "weight=81")
        let two = try #require(try highlighted(box, period: "7d"))
        #expect(two["value"] as? Double == 79 && two["change"] as? Double == -2, "\(two)")
    }
}
