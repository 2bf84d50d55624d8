import Foundation
import Testing

/// Every editor path applies the goal rules: a screen a goal follows keeps its type, unit and
/// the option the goal counts, and its range keeps the target; removing what a goal follows
/// removes the goal after one question naming it; a range a goal counts keeps its value;
/// `form import` and `form edit` refuse goals the goal commands would refuse.
@Suite struct GoalProtectionTests {
    func refused(
        _ box: FormsSandbox, _ arguments: [String], _ text: String, env: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = box.formBytes("daily-check-in")
        let result = try box.run(arguments, env: env)
        #expect(
            result.status == 1 && result.stderr.contains(text), "\(arguments): \(result)",
            sourceLocation: sourceLocation)
        #expect(box.formBytes("daily-check-in") == before, "nothing was changed", sourceLocation: sourceLocation)
    }

    func goalTitles(_ box: FormsSandbox) throws -> [String] {
        let result = try box.run("goals", "--form", "daily-check-in", "--json")
        let forms = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return (forms.first?["goals"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test func aScreenKeepsItsTypeUnitRangeAndCountedOption() throws {
        let box = try FormsSandbox()
        #expect(try box.run("goal", "add", "daily-check-in", "--screen", "weight", "--target", "110").status == 0)
        #expect(
            try box.run("goal", "add", "daily-check-in", "--screen", "keto level", "--habit", "Trace", "--days", "7")
                .status == 0)
        try refused(
            box, ["screen", "edit", "daily-check-in", "weight", "--max", "100"],
            "goal \"Weight: reach 110 kg\": the target 110 kg is outside the range of \"Weight\" (0 kg to 100 kg); nothing was changed"
        )
        try refused(
            box, ["screen", "edit", "daily-check-in", "weight", "--min", "120"],
            "outside the range of \"Weight\" (120 kg to 500 kg)")
        #expect(
            try box.run("screen", "edit", "daily-check-in", "weight", "--max", "200").status == 0,
            "a range that keeps the target")
        // Size reads Weight: out of the way
        #expect(try box.run("calc", "remove", "daily-check-in", "size", "--yes").status == 0)
        try refused(
            box, ["screen", "edit", "daily-check-in", "weight", "--unit", "lb"],
            "the type and unit of \"Weight\" are locked while the goal \"Weight: reach 110 kg\" follows it")
        try refused(box, ["screen", "edit", "daily-check-in", "weight", "--type", "slider"], "locked while the goal")
        try refused(
            box, ["screen", "edit", "daily-check-in", "keto level", "--remove-option", "trace"],
            "the option \"trace\" of \"Keto level\" is counted by the goal \"Keto level: Trace for 7 days\"")
        try refused(
            box, ["screen", "edit", "daily-check-in", "keto level", "--options", "neg:Negative,tr:Trace,big:Large"],
            "is counted by the goal")
        let spanish = try box.run(
            ["screen", "edit", "daily-check-in", "keto level", "--type", "multiple-choice"],
            env: ["LANG": "es_ES.UTF-8"])
        #expect(
            spanish.status == 1
                && spanish.stderr.contains("mientras el objetivo «Keto level: Trace durante 7 días» la sigue"),
            "\(spanish)")
        #expect(try box.run("screen", "edit", "daily-check-in", "keto level", "--remove-option", "large").status == 0)
    }

    @Test func removingAScreenRemovesItsGoalsAfterOneQuestionNamingThem() throws {
        let box = try FormsSandbox()
        #expect(try box.run("goal", "add", "daily-check-in", "--screen", "weight", "--target", "110").status == 0)
        #expect(
            try box.run("goal", "add", "daily-check-in", "--calc", "size", "--habit", "L", "--days", "30").status == 0)
        #expect(
            try box.run("goal", "add", "daily-check-in", "--screen", "alcohol", "--habit", "no", "--days", "30").status
                == 0)
        try refused(
            box, ["screen", "remove", "daily-check-in", "weight"],
            "This also removes the calculated value \"Size\" and the goals \"Weight: reach 110 kg\", \"Size: L for 30 days\""
        )
        let asked = try box.runOnTerminal(["screen", "remove", "daily-check-in", "weight"], input: "y\n")
        #expect(asked.status == 0 && asked.stdout.contains("Remove them") == false, "\(asked)")
        #expect(
            asked.stdout.contains("the goals \"Weight: reach 110 kg\", \"Size: L for 30 days\"")
                && asked.stdout.contains("[y/N]"))
        #expect(try goalTitles(box) == ["Alcohol: No for 30 days"])
    }

    @Test func calculatedValuesAndDataValuesTakeTheirGoalsAlong() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        try box.run("data", "set", "Altura", "2", "--unit", "m")
        #expect(
            try box.run("calc", "add", "Registro diario", "--title", "IMC", "--formula", "Peso / Altura ^ 2").status
                == 0)
        #expect(try box.run("goal", "add", "Registro diario", "--calc", "IMC", "--target", "25").status == 0)
        #expect(
            try box.run("goal", "add", "Registro diario", "--calc", "talla", "--habit", "L", "--days", "10").status == 0
        )
        // A range a goal counts keeps its value; its label and bound may change.
        try refused(
            box, ["calc", "edit", "Registro diario", "Talla", "--ranges", "Peso", "M::", "XL::83"],
            "objetivo «Talla: L durante 10 días»: cuenta «L», que no es una respuesta de «Talla»")
        #expect(
            try box.run("calc", "edit", "Registro diario", "Talla", "--ranges", "Peso", "M:Mediano:", "L:Grande:75")
                .status == 0)
        try refused(
            box, ["calc", "edit", "Registro diario", "IMC", "--ranges", "Peso", "a::", "b::90"],
            "objetivo «IMC: llegar a 25»: «IMC» no admite un objetivo de valor")
        try refused(
            box, ["data", "remove", "Altura"],
            "Quitar «Altura» también quita el valor calculado «IMC» y el objetivo «IMC: llegar a 25»")
        let removed = try box.run("data", "remove", "Altura", "--yes")
        #expect(
            removed.status == 0 && removed.stdout.contains("Se quitó «Altura», «IMC» y «IMC: llegar a 25»."),
            "\(removed)")
        try refused(
            box, ["calc", "remove", "Registro diario", "Talla"],
            "Quitar «Talla» también quita el objetivo «Talla: Grande durante 10 días»")
        #expect(try box.run("calc", "remove", "Registro diario", "Talla", "--yes").status == 0)
        #expect(try goalTitles(box).isEmpty)
    }

    /// The starter form's export with `goals` as given.
    func export(_ box: FormsSandbox, goals: String) throws -> String {
        let export = try box.run("form", "export", "daily-check-in").stdout
        return try box.write(
            export.replacingOccurrences(of: "\"goals\" : [\n\n  ]", with: "\"goals\" : [\(goals)]"), to: "goals.json")
    }

    @Test func importRefusesGoalsTheCommandsWouldRefuse() throws {
        let box = try FormsSandbox()
        let cases: [(String, String)] = [
            (
                #"{"id": "g-1", "kind": "value", "source": {"screen": "height"}, "target": 2, "startDay": "2026-12-01"}"#,
                "it follows \"height\", which the form does not have"
            ),
            (
                #"{"id": "g-1", "kind": "value", "source": {"screen": "keto-level"}, "target": 2, "startDay": "2026-12-01"}"#,
                "\"Keto level\" cannot carry a value goal"
            ),
            (
                #"{"id": "g-1", "kind": "habit", "source": {"screen": "weight"}, "answer": "yes", "days": 3, "startDay": "2026-12-01"}"#,
                "\"Weight\" cannot carry a habit goal"
            ),
            (
                #"{"id": "g-1", "kind": "value", "source": {"screen": "weight"}, "target": 600, "startDay": "2026-12-01"}"#,
                "the target 600 kg is outside the range of \"Weight\" (0 kg to 500 kg)"
            ),
            (
                #"{"id": "g-1", "kind": "habit", "source": {"screen": "water"}, "answer": "yes", "days": 0, "startDay": "2026-12-01"}"#,
                "a habit goal lasts 1 to 3650 days, not 0"
            ),
            (
                #"{"id": "g-1", "kind": "habit", "source": {"screen": "keto-level"}, "answer": "huge", "days": 3, "startDay": "2026-12-01"}"#,
                "it counts \"huge\", which is not an answer of \"Keto level\""
            ),
            (
                #"{"id": "g-1", "kind": "value", "source": {"screen": "weight"}, "startDay": "2026-12-01"}"#,
                "it has no target"
            ),
        ]
        for (goal, message) in cases {
            let file = try export(box, goals: goal)
            try refused(box, ["form", "import", file], message)
        }
        let good = try export(
            box, goals: #"{"id": "g-1", "kind": "value", "source": {"screen": "weight"}, "target": 80}"#)
        let imported = try box.run("form", "import", good)
        #expect(imported.status == 0 && imported.stdout.contains("1 goal"), "\(imported)")
        let goals = try #require(
            try JSONSerialization.jsonObject(with: Data(try box.run("goals", "--json").stdout.utf8)) as? [[String: Any]]
        )
        let goal = try #require((goals.first?["goals"] as? [[String: Any]])?.first)
        #expect(goal["start"] as? String == "2026-12-02", "a goal written without a start day starts today")
    }

    @Test func formEditAppliesTheSameRules() throws {
        let box = try FormsSandbox()
        #expect(try box.run("goal", "add", "daily-check-in", "--screen", "weight", "--target", "110").status == 0)
        let shrink = try box.script("shrink.sh", #"sed -i 's/"max" : 500/"max" : 100/' "$1""#)
        try refused(
            box, ["form", "edit", "daily-check-in"],
            "goal \"Weight: reach 110 kg\": the target 110 kg is outside the range",
            env: ["EDITOR": shrink])
        let dropScreen = try box.script("drop.sh", #"sed -i 's/"days" : 30/"days" : 0/' "$1""#)
        #expect(
            try box.run("goal", "add", "daily-check-in", "--screen", "water", "--habit", "yes", "--days", "30").status
                == 0)
        try refused(box, ["form", "edit", "daily-check-in"], "1 to 3650 days, not 0", env: ["EDITOR": dropScreen])
    }
}
