import Foundation
import Testing

/// A calculated value whose formula reads a data value that has no value yet (a form file
/// written by hand, or brought by sync before the data values, reading `height` before
/// `formanza data set` gave it one: `form import` refuses such a form): the summary, its JSON and the
/// Progress card name the data value where the value would show, in both languages, and
/// `data set height` gives the formula its value.
@Suite struct CalcNeedsDataTests {
    static let form = """
        {"schema": 1, "id": "body", "title": "Body", "active": true,
         "screens": [{"id": "weight", "title": "Weight",
                      "kind": {"type": "number", "unit": "kg", "min": 0, "max": 300, "decimals": 1, "step": 0.1}}],
         "calculated": [{"id": "size", "title": "Size", "type": "formula", "decimals": 1, "unit": "",
                         "tokens": [{"screen": "weight"}, {"op": "/"}, {"data": "height"}]}],
         "goals": []}
        """

    func sandbox(_ language: String) throws -> CheckinSandbox {
        let box = try CheckinSandbox(language: language)
        try box.createStore()
        try box.writeForm(CalcNeedsDataTests.form, id: "body")
        try #require(try box.run("form", "deactivate", "daily-check-in").status == 0)
        try #require(try box.run("answer", "--form", "body", "weight=81").status == 0)
        return box
    }

    func sizeRow(_ box: CheckinSandbox, date: String = "today") throws -> [String: Any] {
        let result = try box.run("summary", "--form", "body", "--date", date, "--json")
        try #require(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["calculated"] as? [[String: Any]])
        return try #require(rows.first { $0["id"] as? String == "size" }, "\(rows)")
    }

    @Test(arguments: [
        (
            "C.UTF-8", "— needs “height”, a data value with no value yet",
            "No value: needs “height”, a data value with no value yet (formanza data set)."
        ),
        (
            "es_ES.UTF-8", "— falta el dato «height», que aún no tiene valor",
            "Sin valor: falta el dato «height», que aún no tiene valor (formanza data set)."
        ),
    ])
    func theSummaryAndProgressNameTheDataValue(language: String, summaryText: String, progressText: String) throws {
        let box = try sandbox(language)
        let text = try box.run("summary", "--form", "body")
        #expect(text.status == 0, "\(text)")
        let line = text.stdout.split(separator: "\n").first { $0.contains("Size") }.map(String.init) ?? ""
        #expect(line.hasPrefix("  Size") && line.hasSuffix(summaryText), "\(text.stdout)")

        let row = try sizeRow(box)
        #expect(row["display"] as? String == "", "no value is shown: \(row)")
        #expect(row["needs"] as? [String: String] == ["dataValue": "height"], "\(row)")
        #expect((row["empty"] as? String)?.hasSuffix(String(summaryText.dropFirst(2))) == true, "\(row)")
        // A day without the weight: the data value is still what it waits for first.
        let unanswered = try sizeRow(box, date: "2026-11-30")
        #expect(unanswered["needs"] as? [String: String] == ["dataValue": "height"], "\(unanswered)")

        let progress = try box.run(["progress", "--form", "body", "--period", "7d"], env: ["NO_COLOR": "1"])
        #expect(progress.status == 0, "\(progress)")
        #expect(progress.stdout.contains("Size\n  " + progressText), "\(progress.stdout)")
    }

    @Test func settingTheDataValueGivesTheFormulaItsValue() throws {
        let box = try sandbox("C.UTF-8")
        let set = try box.run("data", "set", "Height", "1.8", "--unit", "m")
        #expect(set.status == 0 && set.stdout.contains("[height]"), "the new value takes the id it waits for: \(set)")
        let row = try sizeRow(box)
        #expect(row["display"] as? String == "45.0" && row["needs"] == nil && row["empty"] == nil, "\(row)")
        // Now only the day's answer is missing, and the JSON says which screen.
        let unanswered = try sizeRow(box, date: "2026-11-30")
        #expect(unanswered["needs"] as? [String: String] == ["screen": "weight"], "\(unanswered)")
        #expect(unanswered["empty"] as? String == "needs an answer it reads", "\(unanswered)")
        let progress = try box.run(["progress", "--form", "body", "--period", "7d"], env: ["NO_COLOR": "1"])
        #expect(!progress.stdout.contains("no value yet"), "\(progress.stdout)")
        // A data value with another name still gets an id of its own.
        let other = try box.run("data", "set", "Offset", "3")
        #expect(other.status == 0 && other.stdout.contains("[d-"), "\(other)")
    }
}
