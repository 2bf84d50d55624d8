import Foundation
import Testing

/// `formanza goal add|edit|remove` and `formanza goals` as a subprocess, in English and
/// Spanish, with every refusal.
@Suite struct GoalCommandTests {
    /// The goals of the starter form from `goals --json`, by title.
    func goals(_ box: FormsSandbox, date: String? = nil) throws -> [String: [String: Any]] {
        var arguments = ["goals", "--form", "daily-check-in", "--json"]
        if let date { arguments += ["--date", date] }
        let result = try box.run(arguments)
        #expect(result.status == 0, "\(result)")
        let forms = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(forms.count == 1 && forms.first?["formId"] as? String == "daily-check-in")
        var byTitle: [String: [String: Any]] = [:]
        for goal in forms.first?["goals"] as? [[String: Any]] ?? [] { byTitle[goal["title"] as! String] = goal }
        return byTitle
    }

    func refused(
        _ box: FormsSandbox, _ arguments: [String], _ status: Int32, _ text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = box.formBytes("daily-check-in")
        let result = try box.run(arguments)
        #expect(
            result.status == status && result.stderr.contains(text), "\(arguments): \(result)",
            sourceLocation: sourceLocation)
        #expect(box.formBytes("daily-check-in") == before, "nothing was changed", sourceLocation: sourceLocation)
    }

    @Test func aValueGoalAndAHabitGoalWithEveryField() throws {
        let box = try FormsSandbox()
        try box.run("answer", "--date", "2026-11-25", "weight=120", "alcohol=no")
        try box.run("answer", "--date", "2026-11-28", "alcohol=yes")
        try box.run("answer", "--date", "2026-12-01", "weight=118", "alcohol=no")
        let added = try box.run(
            "goal", "add", "Daily check-in", "--screen", "Weight", "--target", "110", "--start", "2026-11-26",
            "--deadline", "2026-12-31")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout.contains("Added to \"Daily check-in\":\n  Weight: reach 110 kg · In progress · 20%   [g-"))
        #expect(added.stdout.contains("      120 kg → 118 kg · target 110 kg · until 31 Dec\n"))
        #expect(
            try box.run(
                "goal", "add", "daily-check-in", "--screen", "alcohol", "--habit", "no", "--days", "30",
                "--start", "2026-11-25"
            ).status == 0)
        let all = try goals(box)
        let weight = try #require(all["Weight: reach 110 kg"])
        #expect(weight["type"] as? String == "value" && (weight["source"] as? [String: String]) == ["screen": "weight"])
        #expect(weight["start"] as? String == "2026-11-26" && weight["status"] as? String == "in-progress")
        #expect(
            weight["target"] as? Double == 110 && weight["startValue"] as? Double == 120
                && weight["latest"] as? Double == 118)
        #expect(weight["direction"] as? String == "down" && weight["progress"] as? Double == 0.2)
        #expect(weight["deadline"] as? String == "2026-12-31" && weight["metOn"] is NSNull)
        #expect(weight["display"] as? String == "120 kg → 118 kg · target 110 kg · until 31 Dec")
        let alcohol = try #require(all["Alcohol: No for 30 days"])
        #expect(
            alcohol["type"] as? String == "habit" && alcohol["answer"] as? String == "no"
                && alcohol["days"] as? Int == 30)
        #expect(alcohol["windowEnd"] as? String == "2026-12-24" && alcohol["met"] as? Int == 2)
        #expect(alcohol["notMet"] as? Int == 1 && alcohol["unrecorded"] as? Int == 4)
        #expect(alcohol["display"] as? String == "2 of 30 days · 1 not met · 4 unrecorded · until 24 Dec")
        // As of an earlier day, and once a record meets the target.
        #expect(try goals(box, date: "2026-11-25")["Alcohol: No for 30 days"]?["met"] as? Int == 1)
        try box.run("answer", "weight=109.5")
        let met = try #require(try goals(box)["Weight: reach 110 kg"])
        #expect(
            met["status"] as? String == "met" && met["metOn"] as? String == "2026-12-02"
                && met["progress"] as? Double == 1)
        let text = try box.run("goals")
        #expect(text.status == 0 && text.stdout.hasPrefix("Daily check-in · Wed 2 Dec 2026\n"), "\(text)")
        #expect(text.stdout.contains("  Weight: reach 110 kg · Met   [g-") && text.stdout.contains("met on 2 Dec"))
        try refused(box, ["goals", "--date", "2026-12-03"], 1, "2026-12-03 is in the future")
    }

    @Test func inSpanish() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        try box.run("answer", "--date", "2026-11-30", "peso=100,5")
        let added = try box.run(
            "goal", "add", "Registro diario", "--screen", "peso", "--target", "95,5", "--deadline", "mañana")
        #expect(added.status == 0 && added.stdout.contains("Peso: llegar a 95,5 kg · En curso · 0 %"), "\(added)")
        #expect(added.stdout.contains("100,5 kg → 100,5 kg · meta 95,5 kg · hasta el 3 dic."), "\(added)")
        let habit = try box.run(
            "goal", "add", "Registro diario", "--screen", "Alcohol", "--habit", "No", "--days", "1", "--start",
            "2026-12-10")
        #expect(habit.status == 0 && habit.stdout.contains("Alcohol: No durante 1 día · Próximo"), "\(habit)")
        #expect(habit.stdout.contains("1 día · empieza el 10 dic. · hasta el 10 dic."), "\(habit)")
        try refused(
            box, ["goal", "add", "Registro diario", "--screen", "peso", "--target", "600"], 1,
            "la meta 600 kg está fuera del rango de «Peso» (de 0 kg a 500 kg)")
        try refused(
            box, ["goal", "add", "Registro diario", "--screen", "alcohol", "--habit", "quizás", "--days", "3"], 1,
            "«quizás» no es una respuesta de «Alcohol» (respuestas: sí, no)")
        try refused(
            box, ["goal", "add", "Registro diario", "--screen", "alcohol", "--habit", "sí", "--days", "0"], 1,
            "un objetivo de hábito dura de 1 a 3650 días, no 0")
        try refused(
            box, ["goal", "add", "Registro diario", "--screen", "nivel de keto", "--target", "3"], 1,
            "«Nivel de keto» no admite un objetivo de valor")
        try refused(box, ["goal", "add", "Registro diario", "--screen", "peso"], 2, "indica --target VALUE")
        try refused(box, ["goal", "remove", "Registro diario", "peso"], 1, "hace falta confirmarlo")
        let removed = try box.run("goal", "remove", "Registro diario", "peso", "--yes")
        #expect(
            removed.status == 0 && removed.stdout.contains("Se quitó el objetivo «Peso: llegar a 95,5 kg»."),
            "\(removed)")
        let help = try box.run("goal", "help", "add")
        #expect(
            help.status == 0 && help.stdout.contains("Uso: formanza goal add FORM")
                && help.stdout.contains("--habit ANSWER"))
        #expect(try box.run("goals", "--help").stdout.contains("Muestra los objetivos"))
    }

    @Test func refusalsNameWhatWasWrong() throws {
        let box = try FormsSandbox()
        let form = "daily-check-in"
        try refused(
            box, ["goal", "add", form, "--screen", "Keto level", "--target", "3"], 1,
            "\"Keto level\" cannot carry a value goal: value goals follow number, slider and duration screens and calculated values that give a number (here: \"Weight\")"
        )
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--habit", "yes", "--days", "3"], 1,
            "\"Weight\" cannot carry a habit goal: habit goals follow yes/no, single-choice and multiple-choice screens and ranges values"
        )
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--target", "500.5"], 1,
            "outside the range of \"Weight\" (0 kg to 500 kg)")
        try refused(box, ["goal", "add", form, "--screen", "weight", "--target", "80.25"], 1, "at most 1 decimal")
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--target", "heavy"], 1,
            "the target \"heavy\" is not a number")
        try refused(
            box,
            [
                "goal", "add", form, "--screen", "weight", "--target", "80", "--start", "2026-12-10", "--deadline",
                "2026-12-09",
            ], 1,
            "the deadline 2026-12-09 is before the start day 2026-12-10")
        try refused(
            box, ["goal", "add", form, "--screen", "water", "--habit", "yes", "--days", "3651"], 1,
            "1 to 3650 days, not 3651")
        try refused(
            box, ["goal", "add", form, "--screen", "water", "--habit", "maybe", "--days", "3"], 1, "(answers: yes, no)")
        try refused(
            box, ["goal", "add", form, "--calc", "size", "--habit", "XXL", "--days", "3"], 1,
            "(answers: M, L, XL, 2XL, 3XL, 4XL)")
        try refused(
            box, ["goal", "add", form, "--screen", "nope", "--target", "3"], 1, "has no screen called \"nope\"")
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--target", "80", "--habit", "yes"], 2, "not both")
        try refused(box, ["goal", "add", form, "--screen", "water", "--days", "3"], 2, "needs --habit ANSWER")
        try refused(box, ["goal", "add", form, "--screen", "water", "--habit", "yes"], 2, "needs --days N")
        try refused(box, ["goal", "add", form, "--target", "80"], 2, "--screen SCREEN or --calc NAME")
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--calc", "size", "--target", "80"], 2, "not both")
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--target", "80", "--start", "soon"], 2,
            "--start wants YYYY-MM-DD")
        try refused(box, ["goal", "add", "--screen", "weight", "--target", "80"], 2, "expected FORM")
        try refused(
            box, ["goal", "add", form, "--screen", "weight", "--target", "80", "--yes"], 2, "--yes does not apply")
        try refused(
            box, ["goal", "edit", form, "weight", "--target", "80"], 1, "no goal called \"weight\" (goals: none)")
        try refused(box, ["goal", "frobnicate"], 2, "unknown subcommand \"frobnicate\"")
        // A form with nothing a goal can follow.
        #expect(try box.run("form", "new", "Journal").status == 0)
        #expect(try box.run("screen", "add", "Journal", "--type", "text", "--title", "Entry").status == 0)
        let none = try box.run("goal", "add", "Journal", "--screen", "Entry", "--target", "3")
        #expect(
            none.status == 1
                && none.stderr.contains(
                    "\"Journal\" has nothing a goal can follow: value goals follow number, slider and duration screens"),
            "\(none)")
        #expect(
            none.stderr.contains("Text, email, phone, web address, date, time, colour and photo screens take no goals"))
    }

    /// Every refusal of the goal commands in both languages: (arguments, status, English, Spanish).
    static let refusals: [([String], Int32, String, String)] = [
        (
            ["goal", "add", "daily-check-in", "--screen", "keto-level", "--target", "3"], 1,
            "cannot carry a value goal: value goals follow",
            "no admite un objetivo de valor: los objetivos de valor siguen"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--habit", "yes", "--days", "3"], 1,
            "cannot carry a habit goal: habit goals follow",
            "no admite un objetivo de hábito: los objetivos de hábito siguen"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "501"], 1, "(0 kg to 500 kg)",
            "(de 0 kg a 500 kg)"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "80.25"], 1, "at most 1 decimal",
            "como mucho 1 decimal"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "x"], 1, "is not a number",
            "no es un número"
        ),
        (
            [
                "goal", "add", "daily-check-in", "--screen", "weight", "--target", "80", "--start", "2026-12-10",
                "--deadline", "2026-12-09",
            ], 1,
            "is before the start day", "es anterior al día de inicio"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "water", "--habit", "yes", "--days", "0"], 1,
            "1 to 3650 days, not 0", "de 1 a 3650 días, no 0"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "water", "--habit", "x", "--days", "3"], 1,
            "(answers: yes, no)", "(respuestas: sí, no)"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "nope", "--target", "3"], 1, "has no screen called",
            "no tiene ninguna pantalla"
        ),
        (
            ["goal", "add", "daily-check-in", "--calc", "nope", "--target", "3"], 1, "has no calculated value called",
            "no tiene ningún valor calculado"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "80", "--habit", "yes"], 2, "not both",
            "no ambos"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "water", "--days", "3"], 2, "needs --habit ANSWER",
            "necesita --habit ANSWER"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "water", "--habit", "yes"], 2, "needs --days N",
            "necesita --days N"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "water", "--habit", "yes", "--days", "many"], 2,
            "wants a whole number", "espera un número entero"
        ),
        (["goal", "add", "daily-check-in", "--screen", "weight"], 2, "give --target VALUE", "indica --target VALUE"),
        (
            ["goal", "add", "daily-check-in", "--target", "80"], 2, "--screen SCREEN or --calc NAME",
            "--screen SCREEN o --calc NAME"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--calc", "size", "--target", "80"], 2,
            "either --screen or --calc", "sigue --screen o --calc"
        ),
        (
            ["goal", "add", "daily-check-in", "--screen", "weight", "--target", "80", "--start", "soon"], 2,
            "--start wants YYYY-MM-DD", "--start espera AAAA-MM-DD"
        ),
        (
            ["goal", "add", "nope", "--screen", "weight", "--target", "80"], 1, "no form called",
            "no hay ningún formulario"
        ),
        (
            ["goal", "edit", "daily-check-in", "weight", "--target", "80"], 1,
            "no goal called \"weight\" (goals: none)",
            "no hay ningún objetivo «weight» (objetivos: ninguno)"
        ),
        (["goal", "remove", "daily-check-in", "weight", "--yes"], 1, "no goal called", "no hay ningún objetivo"),
        (["goal", "remove", "daily-check-in"], 2, "expected FORM GOAL", "se esperaba FORM GOAL"),
        (["goal"], 2, "name a subcommand", "indica una suborden"),
        (["goals", "--form", "nope"], 1, "no form called", "no hay ningún formulario"),
        (["goals", "--date", "2026-12-03"], 1, "is in the future", "futuro"),
        (["goals", "extra"], 2, "unexpected argument", "argumento inesperado"),
    ]

    @Test(arguments: ["C.UTF-8", "es_ES.UTF-8"])
    func everyRefusalInBothLanguages(language: String) throws {
        let box = try FormsSandbox(language: language)
        for (arguments, status, english, spanish) in Self.refusals {
            try refused(box, arguments, status, language == "C.UTF-8" ? english : spanish)
        }
    }

    @Test func editChangesOnlyWhatIsGivenAndIsCheckedLikeAdd() throws {
        let box = try FormsSandbox()
        let form = "daily-check-in"
        try box.run("answer", "--date", "2026-12-01", "weight=90")
        #expect(
            try box.run("goal", "add", form, "--screen", "weight", "--target", "80", "--deadline", "2027-01-31").status
                == 0)
        #expect(try box.run("goal", "add", form, "--screen", "water", "--habit", "yes", "--days", "10").status == 0)
        #expect(try box.run("goal", "add", form, "--screen", "water", "--habit", "no", "--days", "5").status == 0)
        let edited = try box.run(
            "goal", "edit", form, "weight", "--target", "85", "--start", "2026-11-01", "--no-deadline")
        #expect(edited.status == 0 && edited.stdout.contains("Weight: reach 85 kg · In progress · 0%"), "\(edited)")
        let weight = try #require(try goals(box)["Weight: reach 85 kg"])
        #expect(
            weight["start"] as? String == "2026-11-01" && weight["deadline"] is NSNull
                && weight["startValue"] as? Double == 90)
        try refused(
            box, ["goal", "edit", form, "water", "--days", "3"], 1, "several goals follow \"water\"; name one by its id"
        )
        let ids = try goals(box).values.filter { $0["title"] as? String == "Water 2 L: Yes for 10 days" }.compactMap {
            $0["id"] as? String
        }
        let id = try #require(ids.first)
        #expect(try box.run("goal", "edit", form, id, "--days", "14", "--habit", "no").status == 0)
        #expect(try goals(box)["Water 2 L: No for 14 days"]?["days"] as? Int == 14)
        try refused(box, ["goal", "edit", form, id, "--target", "3"], 2, "this is a habit goal")
        try refused(box, ["goal", "edit", form, "weight", "--days", "3"], 2, "this is a value goal")
        try refused(
            box, ["goal", "edit", form, "weight", "--screen", "alcohol"], 1, "\"Alcohol\" cannot carry a value goal")
        try refused(box, ["goal", "edit", form, id, "--calc", "size"], 1, "\"no\" is not an answer of \"Size\"")
        try refused(
            box, ["goal", "edit", form, "weight", "--deadline", "2026-10-01"], 1, "is before the start day 2026-11-01")
        try refused(
            box, ["goal", "edit", form, "weight", "--deadline", "2027-01-01", "--no-deadline"], 2, "contradict")
        let same = try box.run("goal", "edit", form, "weight", "--target", "85")
        #expect(same.status == 0 && same.stdout.contains("already like that"), "\(same)")
        let show = try box.run("form", "show", form)
        #expect(show.stdout.contains("Goals (3)\n  Weight: reach 85 kg · from 1 Nov 2026   [g-"), "\(show)")
    }

    @Test func helpForEveryGoalCommand() throws {
        let box = try FormsSandbox()
        let group = try box.run("goal", "--help")
        #expect(group.status == 0 && group.stdout.contains("formanza goal add FORM (--screen SCREEN | --calc NAME)"))
        #expect(
            group.stdout.contains("formanza goal edit FORM GOAL")
                && group.stdout.contains("formanza goal remove FORM GOAL [--yes]"))
        for sub in ["add", "edit", "remove"] {
            let help = try box.run("goal", "help", sub)
            #expect(help.status == 0 && help.stdout.hasPrefix("Usage: formanza goal \(sub) FORM"), "\(sub): \(help)")
        }
        let goals = try box.run("goals", "--help")
        #expect(
            goals.status == 0
                && goals.stdout.contains("Usage: formanza goals [--form FORM] [--date YYYY-MM-DD] [--json]"))
        #expect(try box.run("--help").stdout.contains("  goals "))
        let empty = try box.run("goals")
        #expect(
            empty.status == 0
                && empty.stdout.contains("\"Daily check-in\" has no goals yet. Add one: formanza goal add"), "\(empty)")
        #expect(try box.run("form", "new", "Other").status == 0)
        #expect(try box.run("goals").stdout.contains("No goals yet. Add one:"))
    }
}
