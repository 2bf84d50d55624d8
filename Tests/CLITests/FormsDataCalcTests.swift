import Foundation
import Testing

/// `formanza data …` and `formanza calc …` as a subprocess, and calculated values in
/// `formanza summary`.
@Suite struct FormsDataCalcTests {
    func calculated(_ box: FormsSandbox, date: String? = nil) throws -> [String: [String: Any]] {
        var arguments = ["summary", "--form", "daily-check-in", "--json"]
        if let date { arguments += ["--date", date] }
        let result = try box.run(arguments)
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var rows: [String: [String: Any]] = [:]
        for row in object["calculated"] as? [[String: Any]] ?? [] { rows[row["title"] as! String] = row }
        return rows
    }

    @Test func dataValuesAreSetListedAndKeepTheirKind() throws {
        let box = try FormsSandbox()
        #expect(try box.run("data", "set", "Height", "1,80", "--unit", "m").stdout.contains("Added \"Height\" = 1.8 m"))
        #expect(try box.run("data", "set", "height", "1.81").stdout.contains("Set \"Height\" = 1.81 m"))  // unit kept
        #expect(try box.run("data", "set", "Born", "--date", "2000-03-10").status == 0)
        #expect(try box.run("data", "set", "Offset", "--", "-3").status == 0)
        let list = try #require(try box.json("data", "list", "--json") as? [[String: Any]])
        #expect(list.map { $0["name"] as! String } == ["Height", "Born", "Offset"])
        #expect(list[0]["number"] as? Double == 1.81 && list[0]["unit"] as? String == "m")
        #expect(list[1]["type"] as? String == "date" && list[1]["date"] as? String == "2000-03-10")
        func refused(_ arguments: [String], _ status: Int32, _ text: String) throws {
            let result = try box.run(arguments)
            #expect(result.status == status && result.stderr.contains(text), "\(arguments): \(result)")
        }
        try refused(["data", "set", "Height", "--date", "2000-01-01"], 1, "keeps the kind")
        try refused(["data", "set", "Born", "3"], 1, "keeps the kind")
        try refused(["data", "set", "Old", "--date", "1899-12-31"], 1, "from 1900-01-01 to today (2026-12-02)")
        try refused(["data", "set", "Soon", "--date", "2026-12-03"], 1, "to today")
        try refused(["data", "set", String(repeating: "n", count: 41), "3"], 1, "40 characters")
        try refused(["data", "set", "X", "tall"], 2, "is not a number")
        try refused(["data", "set", "X", "--date", "10/03/2000"], 2, "YYYY-MM-DD")
        try refused(["data", "set", "X"], 2, "NAME NUMBER")
        try refused(["data", "rename", "Height", "born"], 1, "already exists")
        #expect(try box.run("data", "rename", "Height", "Stature").status == 0)
        try refused(["data", "remove", "Nope"], 1, "no data value called \"Nope\"")
        #expect(try box.run("data", "remove", "Offset").status == 0)  // nothing reads it: no question
        #expect(try box.run("data", "set", String(repeating: "n", count: 40), "3").status == 0)
    }

    @Test func aFormulaShowsItsValueWithTheLatestRecordAndInTheSummary() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "--date", "2026-12-01", "weight=81").status == 0)
        try box.run("data", "set", "Height", "1.80", "--unit", "m")
        let added = try box.run(
            "calc", "add", "Daily check-in", "--title", "BMI", "--formula", "Weight / (Height ^ 2)", "--unit", "kg/m²")
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout.contains("BMI = Weight ÷ (Height ^ 2) · kg/m², 1 decimal"))
        #expect(added.stdout.contains("with the record of 1 Dec 2026: 25.0 kg/m²"))  // the new value shown at once
        #expect(try calculated(box, date: "2026-12-01")["BMI"]?["display"] as? String == "25.0 kg/m²")
        let today = try calculated(box)["BMI"]
        #expect(today?["display"] as? String == "" && (today?["empty"] as? String)?.contains("needs an answer") == true)
        let list = try #require(try box.json("calc", "list", "daily-check-in", "--json") as? [[String: Any]])
        let bmi = try #require(list.first { $0["title"] as? String == "BMI" })
        #expect(bmi["formula"] as? String == "Weight ÷ (Height ^ 2)" && bmi["date"] as? String == "2026-12-01")
        // Never stored: the form file holds the formula, no stored answer holds a result.
        let day = try box.dayJSON("2026-12-01")
        #expect(!day.contains("BMI") && !day.contains("25"))
    }

    @Test func formulaMistakesAreNamed() throws {
        let box = try FormsSandbox()
        func refused(_ formula: String, _ status: Int32, _ text: String) throws {
            let result = try box.run("calc", "add", "daily-check-in", "--title", "X", "--formula", formula)
            #expect(result.status == status && result.stderr.contains(text), "\(formula): \(result)")
        }
        try refused("Wieght * Heigth", 1, "\"Wieght\", \"Heigth\"")
        try refused("Weight +", 1, "ends without a value")
        try refused("(Weight", 1, "parenthesis is not closed")
        try refused("Weight ) 2", 1, "\")\" is out of place")
        try refused("Keto level * 2", 1, "\"Keto level\" is not a number")
        try refused("", 1, "empty")
        let unquoted = try box.run("calc", "add", "daily-check-in", "--title", "X", "--formula", "Weight", "/", "2")
        #expect(unquoted.status == 2 && unquoted.stderr.contains("quote"), "\(unquoted)")
        let decimals = try box.run(
            "calc", "add", "daily-check-in", "--title", "X", "--formula", "Weight", "--decimals", "4")
        #expect(decimals.status == 1 && decimals.stderr.contains("decimals must be 0 to 3"))
        let taken = try box.run("calc", "add", "daily-check-in", "--title", "size", "--formula", "Weight")
        #expect(taken.status == 1 && taken.stderr.contains("already has a calculated value"))
        #expect(try box.run("form", "show", "daily-check-in").stdout.contains("Calculated values (1)"))
    }

    @Test func precedenceAndNoValueShowInTheFooter() throws {
        let box = try FormsSandbox()
        let cases = [("2^3^2", "512"), ("-2^2", "−4"), ("(1+2)*3", "9"), ("1,5 × 2", "3"), ("1 / 0", "— no value")]
        for (index, (formula, shown)) in cases.enumerated() {
            let result = try box.run(
                "calc", "add", "daily-check-in", "--title", "F\(index)", "--formula", formula, "--decimals", "0")
            #expect(result.status == 0 && result.stdout.contains("today: \(shown)"), "\(formula): \(result)")
        }
    }

    @Test func cyclesAreRefusedWithTheChain() throws {
        let box = try FormsSandbox()
        #expect(try box.run("calc", "add", "daily-check-in", "--title", "A", "--formula", "Weight * 2").status == 0)
        #expect(try box.run("calc", "add", "daily-check-in", "--title", "B", "--formula", "A + 1").status == 0)
        let cycle = try box.run("calc", "edit", "daily-check-in", "A", "--formula", "B * 2")
        #expect(cycle.status == 1 && cycle.stderr.contains("A → B → A"), "\(cycle)")
        let itself = try box.run("calc", "edit", "daily-check-in", "A", "--formula", "A + 1")
        #expect(itself.status == 1 && itself.stderr.contains("A → A"), "\(itself)")
        let edited = try box.run("calc", "edit", "daily-check-in", "A", "--unit", "kg", "--decimals", "0")
        #expect(edited.status == 0 && edited.stdout.contains("A = Weight × 2 · kg, 0 decimals"), "\(edited)")
    }

    @Test func agesAndRangesAndTheirPreset() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        try box.run("data", "set", "Nacimiento", "--date", "2000-03-10")
        #expect(
            try box.run("screen", "edit", "Registro diario", "peso", "--decimals", "2", "--step", "0,01").status == 0)
        #expect(try box.run("answer", "--date", "2026-03-09", "peso=89,99").status == 0)
        #expect(try box.run("answer", "--date", "2026-03-10", "peso=90").status == 0)
        let age = try box.run("calc", "add", "Registro diario", "--title", "Edad", "--age", "nacimiento")
        #expect(age.status == 0 && age.stdout.contains("con el registro del 10 mar. 2026: 26 años"), "\(age)")
        #expect(try calculated(box, date: "2026-03-09")["Edad"]?["display"] as? String == "25 años")
        let bands = try box.run(
            "calc", "add", "Registro diario", "--title", "Clase", "--ranges", "Peso", "A:Baja", "B::90", "C:Alta:100")
        #expect(bands.status == 0, "\(bands)")
        #expect(try calculated(box, date: "2026-03-09")["Clase"]?["display"] as? String == "Baja")
        #expect(try calculated(box, date: "2026-03-10")["Clase"]?["display"] as? String == "B")
        let preset = try box.run(
            "calc", "add", "Registro diario", "--title", "Tallas", "--ranges", "peso", "--preset", "clothing-sizes")
        #expect(preset.status == 0 && preset.stdout.contains("M por debajo de 74 · L desde 74"), "\(preset)")
        func refused(_ extra: [String], _ status: Int32, _ text: String) throws {
            let result = try box.run(["calc", "add", "Registro diario", "--title", "Z"] + extra)
            #expect(result.status == status && result.stderr.contains(text), "\(extra): \(result)")
        }
        try refused(["--ranges", "Peso", "A", "B"], 1, "exactamente un rango")
        try refused(["--ranges", "Peso", "A"], 1, "al menos dos rangos")
        try refused(["--ranges", "Peso", "A", "B::90", "C::90"], 1, "mismo límite")
        try refused(["--ranges", "Nivel de keto", "A", "B::1"], 1, "no es un número")
        try refused(["--ranges", "Peso", "A", "B:B:pesado"], 1, "VALOR:ETIQUETA:INFERIOR")
        try refused(["--ranges", "Peso", "--preset", "shoes"], 2, "clothing-sizes")
        try refused(["--age", "Peso"], 1, "no hay ningún dato «Peso»")
        try refused(["--ranges", "Altura", "A", "B::1"], 1, "«Altura» no es una pantalla ni un valor calculado")
        try refused(["--formula", "1", "--age", "Nacimiento"], 2, "--formula, --age o --ranges")
        try box.run("data", "set", "Altura", "1,8", "--unit", "m")
        try refused(["--age", "Altura"], 1, "no es un dato de fecha")
    }

    @Test func removingDataOrCalculatedValuesTakesTheirReadersAfterOneQuestion() throws {
        let box = try FormsSandbox()
        try box.run("form", "new", "Other")
        try box.run("screen", "add", "Other", "--type", "number", "--title", "Waist", "--unit", "cm", "--max", "300")
        try box.run("data", "set", "Height", "1.8", "--unit", "m")
        #expect(
            try box.run("calc", "add", "daily-check-in", "--title", "BMI", "--formula", "Weight / Height ^ 2").status
                == 0)
        #expect(
            try box.run(
                "calc", "add", "daily-check-in", "--title", "BMI class", "--ranges", "BMI", "normal", "over::25"
            ).status == 0)
        #expect(
            try box.run("calc", "add", "Other", "--title", "Ratio", "--formula", "Waist / (Height * 100)").status == 0)
        let data = try #require(try box.json("data", "list", "--json") as? [[String: Any]])
        #expect(data[0]["readBy"] as? [String] == ["BMI", "BMI class", "Ratio"])

        let calc = try box.run("calc", "remove", "daily-check-in", "BMI")
        #expect(calc.status == 1 && calc.stderr.contains("\"BMI class\"") && calc.stderr.contains("--yes"), "\(calc)")
        let unconfirmed = try box.run("data", "remove", "Height")
        #expect(unconfirmed.status == 1 && unconfirmed.stderr.contains("\"Ratio\""), "\(unconfirmed)")
        let removed = try box.run("data", "remove", "Height", "--yes")
        #expect(removed.status == 0 && removed.stdout.contains("\"BMI\", \"BMI class\", \"Ratio\""), "\(removed)")
        #expect(try box.run("form", "show", "Other").stdout.contains("Calculated values (0)"))
        #expect(try box.run("calc", "list", "daily-check-in", "--json").stdout.contains("BMI") == false)
        #expect(try box.run("calc", "remove", "daily-check-in", "Size").status == 0)  // nothing reads it: no question
        #expect(try box.run("calc", "remove", "daily-check-in", "Size").status == 1)
    }

    @Test func aMissingDataValueLeavesTheValueEmptyWithAReason() throws {
        let box = try FormsSandbox()
        try box.run("data", "set", "Height", "1.8", "--unit", "m")
        #expect(
            try box.run("calc", "add", "daily-check-in", "--title", "BMI", "--formula", "Weight / Height ^ 2").status
                == 0)
        #expect(try box.run("answer", "weight=81").status == 0)
        #expect(try calculated(box)["BMI"]?["display"] as? String == "25.0")
        // The store lost the value (changed by hand with sqlite3): the summary says why BMI is
        // empty.
        try StoreReading.execute(root: box.storeRoot, "DELETE FROM data_values")
        let row = try calculated(box)["BMI"]
        #expect(
            row?["display"] as? String == ""
                && (row?["empty"] as? String)?.contains("a data value with no value yet") == true)
        let text = try box.run("summary").stdout
        #expect(
            text.contains("Calculated values") && text.contains("BMI")
                && text.contains("a data value with no value yet"), "\(text)")
    }
}
