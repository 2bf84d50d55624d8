import FormanzaBase
import FormanzaState
import Foundation
import Testing

/// Small text points a new user notices at once: how screens are named on the command line,
/// how the highlighted value is written, and columns that line up whatever the script.
@Suite struct PolishTextTests {
    static let languages = ["C.UTF-8", "es_ES.UTF-8"]

    @Test(arguments: languages) func screensAreFoundByIdInAnyCase(language: String) throws {
        let box = try FormsSandbox(language: language)
        let saved = try box.run("answer", "Water=yes", "SLEEP=no", "Weight=80")
        #expect(saved.status == 0, "\(saved)")
        let rows = try box.summaryRows()
        #expect(rows["water"]?.answered == true)
        #expect(rows["sleep"]?.answered == true)
        let refused = try box.run("answer", "nope=1")
        #expect(refused.status == 1)
        // Where the screens are listed, each title with its id (what can be typed).
        #expect(refused.stderr.contains("formanza form show daily-check-in"), "\(refused)")
    }

    @Test(arguments: languages) func highlightedValueKeepsItsUnitCase(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(try box.run("form", "new", "Glucose").status == 0)
        #expect(
            try box.run(
                "screen", "add", "Glucose", "--type", "number", "--title", "Glucose", "--unit", "mmol/L",
                "--decimals", "1"
            ).status == 0)
        #expect(try box.run("answer", "--form", "Glucose", "Glucose=5.4").status == 0)
        let summary = try box.run("summary", "--form", "Glucose")
        let number = language.hasPrefix("es") ? "5,4" : "5.4"
        #expect(summary.stdout.contains("▶ \(number) mmol/L"), "\(summary)")
        #expect(!summary.stdout.contains("MMOL"), "\(summary)")
    }

    /// The cell where the second column starts on each line that begins with `indent` and one of `rows`.
    func secondColumn(_ text: String, rows: [String], indent: String = "  ") -> [Int] {
        text.split(separator: "\n").compactMap { line -> Int? in
            let line = String(line)
            guard let first = rows.first(where: { line.hasPrefix(indent + $0) }) else { return nil }
            let start = line.range(of: first)!.upperBound
            let rest = line[start...]
            guard let next = rest.firstIndex(where: { $0 != " " }) else { return nil }
            return DisplayWidth.of(line[..<next])
        }
    }

    @Test(arguments: languages) func columnsArePaddedByDisplayWidth(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(try box.run("form", "new", "体重記録").status == 0)
        let titles = ["体重", "Cafe\u{301}", "🏃 Run", "Sleep"]
        for title in titles {
            #expect(try box.run("screen", "add", "体重記録", "--type", "yes-no", "--title", title).status == 0)
        }
        #expect(try box.run(["answer", "--form", "体重記録"] + titles.map { "\($0)=yes" }).status == 0)
        let summary = try box.run("summary", "--form", "体重記録")
        let starts = secondColumn(summary.stdout, rows: titles)
        #expect(starts.count == titles.count, "\(summary)")
        #expect(Set(starts).count == 1, "\(starts) \(summary)")
        let forms = try box.run("forms")
        let formStarts = secondColumn(
            forms.stdout, rows: ["体重記録", language.hasPrefix("es") ? "Registro diario" : "Daily check-in"], indent: "")
        #expect(formStarts.count == 2, "\(forms)")
        #expect(Set(formStarts).count == 1, "\(formStarts) \(forms)")
    }
}

/// `summary --json` gives each value as stored, in the JSON type that fits it.
@Suite struct SummaryJSONValueTests {
    @Test(arguments: PolishTextTests.languages) func valuesKeepTheirJSONType(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(
            try box.run(
                "screen", "add", "daily-check-in", "--type", "multiple-choice", "--title", "Where",
                "--options", "park:Park,road:Road"
            ).status == 0)
        #expect(try box.run("screen", "add", "daily-check-in", "--type", "duration", "--title", "Walk").status == 0)
        let saved = try box.run(
            "answer", "Weight=80.5", "water=yes", "exercise=no", "Where=park,road", "Walk=1h30",
            "keto-level=small")
        #expect(saved.status == 0, "\(saved)")
        let result = try box.run("summary", "--json")
        struct Row: Decodable {
            let screen: String
            let display: String?
        }
        struct Rows: Decodable { let answers: [Row] }
        let data = Data(result.stdout.utf8)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let answers = try #require(object["answers"] as? [[String: Any]])
        /// The row's value alone, serialized again: its JSON type shows in the text.
        func raw(_ id: String) throws -> String {
            let row = answers.first { $0["screen"] as? String == id || $0["title"] as? String == id }
            let single = try JSONSerialization.data(withJSONObject: ["v": row?["value"] ?? "missing"])
            return String(decoding: single, as: UTF8.self)
        }
        #expect(try raw("weight") == #"{"v":80.5}"#)
        #expect(try raw("water") == #"{"v":true}"#)
        #expect(try raw("exercise") == #"{"v":false}"#)
        #expect(try raw("keto-level") == #"{"v":"small"}"#)
        #expect(try raw("Where") == #"{"v":["park","road"]}"#)
        #expect(try raw("Walk") == #"{"v":90}"#)
        let rows = try JSONDecoder().decode(Rows.self, from: data).answers
        let yes = language.hasPrefix("es") ? "Sí" : "Yes"
        #expect(rows.first { $0.screen == "water" }?.display == yes)
        #expect(try box.summaryRows()["water"]?.value == "yes")
    }
}

/// One quoting style per language, plural-correct wording, one minus sign for every negative
/// number shown, and a clear word for functions in formulas.
@Suite struct MessageWordingTests {
    @Test(arguments: PolishTextTests.languages) func namesAreQuotedInTheLanguagesStyle(language: String) throws {
        let box = try FormsSandbox(language: language)
        let spanish = language.hasPrefix("es")
        let created = try box.run("form", "new", "Running")
        #expect(created.stdout.contains(spanish ? "«Running»" : "\"Running\""), "\(created)")
        #expect(!created.stdout.contains(spanish ? "\"Running\"" : "«Running»"), "\(created)")
        let added = try box.run("screen", "add", "Running", "--type", "yes-no", "--title", "Stretched")
        #expect(added.stdout.contains(spanish ? "«Running»" : "\"Running\""), "\(added)")
        let renamed = try box.run("form", "rename", "Running", "Jogging")
        #expect(renamed.stdout.contains(spanish ? "«Jogging»" : "\"Jogging\""), "\(renamed)")
    }

    @Test(arguments: PolishTextTests.languages) func oneDecimalIsSingular(language: String) throws {
        let box = try FormsSandbox(language: language)
        let refused = try box.run("answer", "Weight=80.55")
        #expect(refused.status == 1)
        // Typed, it is refused by its digits after the separator, still "1 decimal", not "1 decimals".
        #expect(
            refused.stderr.contains(language.hasPrefix("es") ? "admite 1 decimal (" : "allows 1 decimal ("),
            "\(refused)")
    }

    @Test(arguments: PolishTextTests.languages) func negativeNumbersUseTheMinusSign(language: String) throws {
        let box = try FormsSandbox(language: language)
        #expect(try box.run("data", "set", "Offset", "5").status == 0)
        #expect(
            try box.run("calc", "add", "daily-check-in", "--title", "Below", "--formula", "Offset - Weight").status == 0
        )
        #expect(try box.run("answer", "Weight=80.5").status == 0)
        let summary = try box.run("summary")
        let shown = language.hasPrefix("es") ? "−75,5" : "−75.5"
        #expect(summary.stdout.contains(shown), "\(summary)")
        #expect(!summary.stdout.contains("-75"), "\(summary)")
    }

    @Test(arguments: PolishTextTests.languages) func functionsAreNamedAsUnsupported(language: String) throws {
        let box = try FormsSandbox(language: language)
        let refused = try box.run("calc", "add", "daily-check-in", "--title", "Most", "--formula", "max(Weight, 3)")
        #expect(refused.status != 0)
        #expect(
            refused.stderr.contains(
                language.hasPrefix("es")
                    ? "las funciones como «max(…)» no se admiten"
                    : "functions such as \"max(…)\" are not supported"), "\(refused)")
    }
}
