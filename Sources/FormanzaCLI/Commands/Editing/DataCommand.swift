import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza data …`: the named numbers and dates formulas read in every form.
    static let dataCommand = CommandGroup.make(
        name: "data",
        summary: {
            $0.tr(
                "List, set, rename and remove data values (fixed numbers and dates used by formulas).")
        },
        subcommands: [
            Subcommand(DataListCommand.self), Subcommand(DataSetCommand.self), Subcommand(DataRenameCommand.self),
            Subcommand(DataRemoveCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "NAME is 1 to 40 characters. A data value is a number with a unit or a date (1900-01-01 to today); the kind it is created with stays. A negative NUMBER goes after --: formanza data set Offset -- -3"
                ),
            ]
        })

    static func found(_ name: String, _ values: [DataValue], _ l: Language) throws -> DataValue {
        guard let value = DataValueRules.find(name, in: values) else {
            let known = values.map { l.quote($0.name) }.joined(separator: ", ")
            throw CommandError(
                refused: l.tr(
                    "no data value called \"{0}\" (data values: {1})", name,
                    known.isEmpty ? l.trc("no data values", "none") : known))
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
            try w.member("date", ifPresent: date)
            w.key("id")
            try w.value(id)
            w.key("name")
            try w.value(name)
            try w.member("number", ifPresent: number)
            try w.array(key: "readBy") { w in for title in readBy { try w.value(title) } }
            w.key("type")
            try w.value(type)
            try w.member("unit", ifPresent: unit)
        }
    }
}
