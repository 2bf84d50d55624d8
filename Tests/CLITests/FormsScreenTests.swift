import Foundation
import Testing

/// `formanza screen add|edit|move|remove|list` as a subprocess.
@Suite struct FormsScreenTests {
    func screens(_ box: FormsSandbox, _ form: String) throws -> [[String: Any]] {
        try #require(try box.json("screen", "list", form, "--json") as? [[String: Any]])
    }

    func newForm(_ box: FormsSandbox) throws {
        #expect(try box.run("form", "new", "Running").status == 0)
    }

    @Test func addBuildsEachKindFromItsOptions() throws {
        let box = try FormsSandbox()
        try newForm(box)
        let cases: [[String]] = [
            ["--type", "yes-no", "--title", "Stretched", "--required"],
            [
                "--type", "number", "--title", "Distance", "--unit", "km", "--max", "100", "--step", "0.01",
                "--unusual", "5",
            ],
            ["--type", "slider", "--title", "Effort", "--min", "1", "--max", "10"],
            ["--type", "duration", "--title", "Time", "--interval", "1", "--max-hours", "12"],
            [
                "--type", "single-choice", "--title", "How it felt", "--options", "Muy bien,Bien,Más o menos",
                "--style", "scale",
            ],
            ["--type", "multiple-choice", "--title", "Where", "--options", "park:Park,road:Road", "--style", "tiles"],
            [
                "--type", "text", "--title", "Notes", "--multiline", "--max-length", "500", "--placeholder",
                "How was it?",
            ],
            ["--type", "url", "--title", "Route"],
            ["--type", "date", "--title", "Race day", "--limit", "from-today"],
            ["--type", "time", "--title", "Start", "--interval", "15"],
            ["--type", "date-time", "--title", "Next", "--limit", "any", "--interval", "30"],
            ["--type", "color", "--title", "Shirt"],
            ["--type", "photo", "--title", "Finish"],
            ["--type", "multi-photo", "--title", "Shoes", "--names", "Left,Right"],
        ]
        for options in cases {
            let result = try box.run(["screen", "add", "Running"] + options)
            #expect(result.status == 0, "\(options): \(result)")
        }
        let list = try screens(box, "Running")
        #expect(
            list.map { $0["type"] as! String } == [
                "yes-no", "number", "slider", "duration", "single-choice", "multiple-choice",
                "text", "url", "date", "time", "date-time", "color", "photo", "multi-photo",
            ])
        #expect(list[0]["required"] as? Bool == true)
        #expect(list.filter { $0["highlight"] as? Bool == true }.map { $0["title"] as! String } == ["Distance"])
        let shown = try box.run("form", "show", "Running").stdout
        #expect(
            shown.contains("2. Distance — number: km, 0–100, 2 decimals, step 0.01, unusual change 5 km · highlighted"),
            "\(shown)")
        #expect(shown.contains("single choice: scale, muy_bien=Muy bien, bien=Bien, mas_o_menos=Más o menos"))
        #expect(shown.contains("multiple choice: tiles, park=Park, road=Road"))
        #expect(shown.contains("named photos: \"Left\" \"Right\""))
        // The new form now has screens: check-in takes it.
        #expect(try box.run("answer", "--form", "Running", "Distance=5,25", "Stretched=yes").status == 0)
    }

    @Test func addRefusesWhatTheEditorWouldRefuse() throws {
        let box = try FormsSandbox()
        try newForm(box)
        func refused(_ options: [String], _ status: Int32, _ text: String) throws {
            let result = try box.run(["screen", "add", "Running"] + options)
            #expect(result.status == status && result.stderr.contains(text), "\(options): \(result)")
        }
        try refused(["--type", "number", "--title", "W", "--min", "-1"], 1, "the minimum must be 0 or more")
        try refused(
            ["--type", "number", "--title", "W", "--decimals", "1", "--step", "0.05"], 1, "writable with 1 decimal")
        try refused(["--type", "single-choice", "--title", "M", "--options", "Only"], 1, "at least two options")
        try refused(["--type", "single-choice", "--title", "M", "--options", "a:A,a:B"], 1, "cannot repeat")
        try refused(["--type", "duration", "--title", "D", "--interval", "7"], 1, "minute interval")
        try refused(["--type", "time", "--title", "T", "--interval", "20"], 1, "minute interval")
        try refused(["--type", "multi-photo", "--title", "P", "--names", "Front"], 1, "at least two named photos")
        try refused(["--type", "yes-no", "--title", String(repeating: "t", count: 61)], 1, "longer than 60")
        try refused(
            ["--type", "yes-no", "--title", "T", "--short", String(repeating: "s", count: 25)], 1, "short title")
        try refused(["--type", "yes-no", "--title", "T", "--at", "3"], 1, "outside 1 to 1")
        try refused(
            ["--type", "yes-no", "--title", "T", "--unit", "kg"], 2, "--unit does not apply to a yes-no screen")
        try refused(["--type", "teleport", "--title", "T"], 2, "unknown type")
        try refused(["--type", "yes-no"], 2, "--title is required")
        try refused(["--title", "T"], 2, "--type is required")
        try refused(["--type", "number", "--title", "T", "--max", "lots"], 2, "--max wants a number")
        try refused(
            ["--type", "single-choice", "--title", "T", "--options", "a,b", "--style", "grid"], 2, "--style wants")
        #expect(try screens(box, "Running").isEmpty)
    }

    @Test func positionsHighlightsAndMoves() throws {
        let box = try FormsSandbox()
        try newForm(box)
        try box.run("screen", "add", "Running", "--type", "yes-no", "--title", "B")
        try box.run("screen", "add", "Running", "--type", "yes-no", "--title", "A", "--at", "1")
        try box.run("screen", "add", "Running", "--type", "number", "--title", "Km", "--no-highlight")
        try box.run("screen", "add", "Running", "--type", "number", "--title", "Min")
        #expect(try screens(box, "Running").map { $0["title"] as! String } == ["A", "B", "Km", "Min"])
        #expect(
            try screens(box, "Running").filter { $0["highlight"] as? Bool == true }.map { $0["title"] as! String } == [
                "Min"
            ])
        #expect(try box.run("screen", "edit", "Running", "km", "--highlight").status == 0)
        #expect(
            try screens(box, "Running").filter { $0["highlight"] as? Bool == true }.map { $0["title"] as! String } == [
                "Km"
            ])
        let moved = try box.run("screen", "move", "Running", "Min", "--to", "1")
        #expect(moved.status == 0 && moved.stdout.hasPrefix("  1. Min"), "\(moved)")
        #expect(try box.run("screen", "move", "Running", "Min", "--to", "9").status == 1)
        #expect(try box.run("screen", "move", "Running", "Min").status == 2)
        #expect(try box.run("screen", "edit", "Running", "A", "--highlight").status == 1)  // only numbers
        #expect(try box.run("screen", "edit", "Running", "Km", "--highlight", "--no-highlight").status == 2)
    }

    @Test func aTypeOrUnitChangeWarnsHidesAndUndoingRevives() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "water=yes", "weight=80").status == 0)
        let changed = try box.run(
            "screen", "edit", "daily-check-in", "water", "--type", "number", "--unit", "L", "--max", "10")
        #expect(changed.status == 0, "\(changed)")
        #expect(
            changed.stderr.contains(
                "warning: \"Water 2 L\" changed type or unit: 1 earlier answer is hidden, not deleted"))
        #expect(try box.summaryRows()["water"]?.answered == false)
        let back = try box.run("screen", "edit", "daily-check-in", "water", "--type", "yes-no")
        #expect(
            back.status == 0 && back.stderr.contains("1 earlier answer saved with this type and unit shows again"),
            "\(back)")
        #expect(try box.summaryRows()["water"]?.value == "yes")
        // Weight is read by Size: its unit and type are locked.
        let locked = try box.run("screen", "edit", "daily-check-in", "weight", "--unit", "lb")
        #expect(
            locked.status == 1 && locked.stderr.contains("locked while the calculated value \"Size\" reads it"),
            "\(locked)")
        #expect(try box.run("screen", "edit", "daily-check-in", "weight", "--type", "slider").status == 1)
        #expect(try box.run("screen", "edit", "daily-check-in", "weight", "--max", "400").status == 0)  // not a lock
    }

    @Test func removingAnOptionWithHistoryAsksFirst() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "keto-level=small").status == 0)
        let unused = try box.run("screen", "edit", "daily-check-in", "keto-level", "--remove-option", "large")
        #expect(unused.status == 0, "\(unused)")
        let used = try box.run("screen", "edit", "daily-check-in", "keto-level", "--remove-option", "Small")
        #expect(
            used.status == 1 && used.stderr.contains("\"Small\", used by 1 earlier answer")
                && used.stderr.contains("--yes"), "\(used)")
        #expect(try box.summaryRows()["keto-level"]?.value == "small")
        #expect(
            try box.run("screen", "edit", "daily-check-in", "keto-level", "--remove-option", "small", "--yes").status
                == 0)
        #expect(try box.summaryRows()["keto-level"]?.answered == false)
        // Typing the option again (same value) brings the answer back.
        #expect(
            try box.run("screen", "edit", "daily-check-in", "keto-level", "--add-option", "small:Small").status == 0)
        #expect(try box.summaryRows()["keto-level"]?.value == "small")
        #expect(try box.run("screen", "edit", "daily-check-in", "keto-level", "--remove-option", "nope").status == 1)
    }

    @Test func removingAScreenAsksAndTakesItsCalculatedValues() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "weight=80").status == 0)
        let unconfirmed = try box.run("screen", "remove", "daily-check-in", "Weight")
        #expect(
            unconfirmed.status == 1 && unconfirmed.stderr.contains("the calculated value \"Size\""), "\(unconfirmed)")
        let removed = try box.run("screen", "remove", "daily-check-in", "Weight", "--yes")
        #expect(
            removed.status == 0 && removed.stdout.contains("Removed \"Weight\" and the calculated value \"Size\""),
            "\(removed)")
        let list = try screens(box, "daily-check-in")
        #expect(list.count == 7 && !list.contains { $0["id"] as? String == "weight" })
        #expect(try box.run("calc", "list", "daily-check-in").stdout.contains("no calculated values"))
        let day = try box.dayJSON("2026-12-02")
        #expect(day.contains("\"weight\""))
        #expect(try box.run("screen", "remove", "daily-check-in", "Nope", "--yes").status == 1)
    }

    @Test func removingAScreenOnATerminalAsksYesOrNo() throws {
        let box = try FormsSandbox()
        let no = try box.runOnTerminal(["screen", "remove", "daily-check-in", "water"], input: "n\n")
        #expect(no.status == 1 && no.stdout.contains("[y/N]") && no.stdout.contains("nothing was changed"), "\(no)")
        #expect(try screens(box, "daily-check-in").count == 8)
        let yes = try box.runOnTerminal(["screen", "remove", "daily-check-in", "water"], input: "y\n")
        #expect(yes.status == 0, "\(yes)")
        #expect(try screens(box, "daily-check-in").count == 7)
    }

    @Test func theLastScreenLeavesTheFormWaiting() throws {
        let box = try FormsSandbox()
        try newForm(box)
        try box.run("screen", "add", "Running", "--type", "yes-no", "--title", "Ran")
        let removed = try box.run("screen", "remove", "Running", "Ran", "--yes")
        #expect(removed.status == 0 && removed.stdout.contains("no screens now"), "\(removed)")
    }
}
