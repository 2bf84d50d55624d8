import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza data set NAME NUMBER [--unit UNIT] | data set NAME --date YYYY-MM-DD`.
struct DataSetCommand: FormanzaCommand {
    static let name = "set"
    static let usage = "data set NAME NUMBER [--unit UNIT] | data set NAME --date YYYY-MM-DD"
    static let options: [any OptionDeclaration] = [DataOptions.unit, DataOptions.date]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Create a data value, or change the one with that name (a number stays a number, a date a date).")
    }

    let valueName: String
    let content: DataValue.Content
    /// A number without `--unit` keeps the unit the value has.
    let keepUnit: Bool

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        keepUnit = !arguments.gave(DataOptions.unit)
        if let dateText = arguments.typed(DataOptions.date) {
            guard keepUnit else {
                throw CommandError(usage: l.tr("a date takes no --unit"))
            }
            valueName = try arguments.expect(1, "NAME", l)[0]
            content = .date(try DataOptions.date.value(of: dateText, language: l))
        } else {
            let words = try arguments.expect(2, "NAME NUMBER", l)
            valueName = words[0]
            guard let number = NumberText.parse(words[1]) else {
                throw CommandError(
                    usage: l.tr(
                        "\"{0}\" is not a number (use --date for a date)", words[1]))
            }
            content = .number(number, unit: arguments[DataOptions.unit]?.trimmingWhitespace ?? "")
        }
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let today = context.today
        let forms = try context.loadForms(store).forms
        var outcome: (DataValue, created: Bool)?
        try store.updateDataValues { [valueName, content, keepUnit] values in
            let awaited = forms.flatMap { form in
                form.calculated.flatMap {
                    CalculatedDependencies.missingData(of: $0.id, in: form, dataValues: values)
                }
            }
            outcome = try DataValueRules.set(
                name: valueName, content: content, keepUnit: keepUnit, in: &values, today: today, awaited: awaited)
        }
        guard let (value, created) = outcome else { return }
        Console.out(
            (created ? l.tr("Added ") : l.tr("Set ")) + l.quote(value.name)
                + " = \(display(value, l))   [\(value.id)]")
    }

    /// The value as `data list` shows it (`Command.display`).
    private func display(_ value: DataValue, _ l: Language) -> String { Command.display(value, l) }
}
