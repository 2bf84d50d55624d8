import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza data …`: the named numbers and dates formulas read in every form.
    static let dataCommand = CommandGroup.make(
        name: "data",
        summary: {
            $0.pick(
                "List, set, rename and remove data values (fixed numbers and dates used by formulas).",
                "Lista, fija, renombra y quita datos (números y fechas fijos que usan las fórmulas).")
        },
        subcommands: [dataList, dataSet, dataRename, dataRemove],
        notes: { l in
            [
                "",
                l.pick(
                    "NAME is 1 to 40 characters. A data value is a number with a unit or a date (1900-01-01 to today); the kind it is created with stays. A negative NUMBER goes after --: formanza data set Offset -- -3",
                    "NAME tiene de 1 a 40 caracteres. Un dato es un número con unidad o una fecha (del 1900-01-01 a hoy); conserva el tipo con el que se creó. Un NUMBER negativo va tras --: formanza data set Ajuste -- -3"
                ),
            ]
        })

    static let dataList = Subcommand(
        name: "list", usage: "data list [--json]",
        summary: {
            $0.pick(
                "List the data values and which calculated values read them.",
                "Lista los datos y qué valores calculados los usan.")
        },
        options: { [CommonOptions.json($0)] },
        run: { args, context in
            let l = context.language
            _ = try args.expect(0, l.pick("nothing", "nada"), l)
            let store = try context.openStore()
            let values = try store.loadDataValues()
            let forms = try context.loadForms(store).forms
            let rows = values.map { DataValueJSON($0, readers: readers(of: $0.id, in: forms)) }
            if args.has("json") { return Console.exact(bytes: try JSONText.array(of: rows)) }
            if values.isEmpty {
                Console.out(
                    l.pick(
                        "No data values yet. Add one: formanza data set Height 1.80 --unit m",
                        "Todavía no hay datos. Agrega uno: formanza data set Altura 1,80 --unit m"))
            }
            let width = min(42, (values.map(\.name.cells).max() ?? 0) + 2)
            for (value, row) in zip(values, rows) {
                var line = "  " + value.name.padding(to: width) + display(value, l).padding(to: 18)
                if !row.readBy.isEmpty {
                    line += l.pick("read by ", "lo usa ") + row.readBy.map { l.quote($0) }.joined(separator: ", ")
                }
                Console.out(line + "   [\(value.id)]")
            }
        })

    static let dataSet = Subcommand(
        name: "set", usage: "data set NAME NUMBER [--unit UNIT] | data set NAME --date YYYY-MM-DD",
        summary: {
            $0.pick(
                "Create a data value, or change the one with that name (a number stays a number, a date a date).",
                "Crea un dato, o cambia el que tiene ese nombre (un número sigue siendo número y una fecha, fecha).")
        },
        options: { l in
            [
                OptionSpec(
                    name: "unit", value: "UNIT",
                    help: l.pick(
                        "a number's unit (free text; kept when left out)",
                        "la unidad de un número (texto libre; se conserva si se omite)")),
                OptionSpec(
                    name: "date", value: "YYYY-MM-DD",
                    help: l.pick(
                        "a date instead of a number (for ages)", "una fecha en lugar de un número (para edades)")),
            ]
        },
        run: { args, context in
            let l = context.language
            let content: DataValue.Content
            let name: String
            if let dateText = args.value("date") {
                guard args.value("unit") == nil else {
                    throw CommandError(usage: l.pick("a date takes no --unit", "una fecha no lleva --unit"))
                }
                name = try args.expect(1, "NAME", l)[0]
                guard let date = CivilDate(iso: dateText) else {
                    throw CommandError(
                        usage: l.pick(
                            "--date wants YYYY-MM-DD, not \"\(dateText)\"", "--date espera AAAA-MM-DD, no «\(dateText)»"
                        ))
                }
                content = .date(date)
            } else {
                let words = try args.expect(2, "NAME NUMBER", l)
                name = words[0]
                guard let number = NumberText.parse(words[1]) else {
                    throw CommandError(
                        usage: l.pick(
                            "\"\(words[1])\" is not a number (use --date for a date)",
                            "«\(words[1])» no es un número (usa --date para una fecha)"))
                }
                content = .number(number, unit: args.value("unit")?.trimmingWhitespace ?? "")
            }
            let store = try context.openStore()
            let today = context.today
            let forms = try context.loadForms(store).forms
            var outcome: (DataValue, created: Bool)?
            try store.updateDataValues { values in
                let awaited = forms.flatMap { form in
                    form.calculated.flatMap {
                        CalculatedDependencies.missingData(of: $0.id, in: form, dataValues: values)
                    }
                }
                outcome = try DataValueRules.set(
                    name: name, content: content, keepUnit: args.value("unit") == nil,
                    in: &values, today: today, awaited: awaited)
            }
            guard let (value, created) = outcome else { return }
            Console.out(
                (created ? l.pick("Added ", "Se agregó ") : l.pick("Set ", "Se actualizó ")) + l.quote(value.name)
                    + " = \(display(value, l))   [\(value.id)]")
        })

    static let dataRename = Subcommand(
        name: "rename", usage: "data rename NAME NEW-NAME",
        summary: {
            $0.pick(
                "Rename a data value; formulas keep reading it.", "Renombra un dato; las fórmulas lo siguen usando.")
        },
        run: { args, context in
            let l = context.language
            let words = try args.expect(2, "NAME NEW-NAME", l)
            let store = try context.openStore()
            var renamed: String?
            try store.updateDataValues { values in
                let value = try found(words[0], values, l)
                try DataValueRules.rename(value.id, to: words[1], in: &values)
                renamed = value.name
            }
            Console.out(
                l.pick(
                    "Renamed \"\(renamed ?? words[0])\" to \"\(words[1].trimmingWhitespace)\".",
                    "«\(renamed ?? words[0])» ahora se llama «\(words[1].trimmingWhitespace)»."))
        })

    static let dataRemove = Subcommand(
        name: "remove", usage: "data remove NAME [--yes]",
        summary: {
            $0.pick(
                "Remove a data value; the calculated values that read it go too, in every form, after one confirmation.",
                "Quita un dato; los valores calculados que lo usan también se quitan, en todos los formularios, tras una confirmación."
            )
        },
        options: { [yesOption($0)] },
        run: { args, context in
            let l = context.language
            let name = try args.expect(1, "NAME", l)[0]
            let store = try context.openStore()
            let value = try found(name, try store.loadDataValues(), l)
            let plans = DataValueRules.removalPlans(value.id, in: try context.loadForms(store).forms)
            if !plans.isEmpty {
                let along = plans.compactMap { form, plan in
                    Confirm.takenAlong(plan, in: form, l).map { "\($0) (\(form.title))" }
                }
                .joined(separator: "; ")
                try Confirm.ask(
                    l.pick(
                        "Removing \"\(value.name)\" also removes \(along). Remove them together?",
                        "Quitar «\(value.name)» también quita \(along). ¿Quitarlos juntos?"), yes: args.has("yes"),
                    context)
            }
            for (form, plan) in plans {
                var new = form
                plan.apply(to: &new)
                try store.replaceForm(form, with: new)
            }
            try store.updateDataValues { values in values.removeAll { $0.id == value.id } }
            let taken = plans.flatMap { form, plan in
                plan.calculated.map { l.quote($0.title) } + plan.goals.map { l.quote(GoalText.title($0, in: form, l)) }
            }
            // Spanish lists the removed names as one series, «A», «B» y «C».
            let removed = [l.quote(value.name)] + taken
            Console.out(
                l == .es
                    ? "Se quitó " + removed.dropLast().joined(separator: ", ")
                        + (removed.count > 1 ? " y " : "") + removed.last! + "."
                    : "Removed \"\(value.name)\"" + (taken.isEmpty ? "" : " and " + taken.joined(separator: ", ")) + "."
            )
        })

    static func found(_ name: String, _ values: [DataValue], _ l: Language) throws -> DataValue {
        guard let value = DataValueRules.find(name, in: values) else {
            let known = values.map { l.quote($0.name) }.joined(separator: ", ")
            throw CommandError(
                refused: l.pick(
                    "no data value called \"\(name)\" (data values: \(known.isEmpty ? "none" : known))",
                    "no hay ningún dato «\(name)» (datos: \(known.isEmpty ? "ninguno" : known))"))
        }
        return value
    }

    /// "1.8 m", "10 Mar 2000".
    static func display(_ value: DataValue, _ l: Language) -> String {
        switch value.content {
        case .number(let n, let unit):
            let text = NumberText.compact(n, maxDecimals: 6, language: l)
            return unit.isEmpty ? text : text + " " + unit
        case .date(let date): return DateText.day(date, l)
        }
    }

    /// Titles of the calculated values that read data value `id`, directly or not, in every form.
    static func readers(of id: String, in forms: [Form]) -> [String] {
        forms.flatMap { CalculatedDependencies.dependents(ofData: id, in: $0).map(\.title) }
    }
}

/// One entry of `formanza data list --json`.
struct DataValueJSON: JSONElement {
    let id: String
    let name: String
    let type: String
    let number: Double?
    let unit: String?
    let date: String?
    let readBy: [String]

    init(_ value: DataValue, readers: [String]) {
        id = value.id
        name = value.name
        readBy = readers
        switch value.content {
        case .number(let n, let unit):
            type = "number"
            number = n
            self.unit = unit
            date = nil
        case .date(let d):
            type = "date"
            number = nil
            unit = nil
            date = d.iso
        }
    }

    /// Keys in sorted order; `number`, `unit` and `date` only when the value has them.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            if let date {
                w.key("date")
                try w.value(date)
            }
            w.key("id")
            try w.value(id)
            w.key("name")
            try w.value(name)
            if let number {
                w.key("number")
                try w.value(number)
            }
            try w.array(key: "readBy") { w in for title in readBy { try w.value(title) } }
            w.key("type")
            try w.value(type)
            if let unit {
                w.key("unit")
                try w.value(unit)
            }
        }
    }
}
