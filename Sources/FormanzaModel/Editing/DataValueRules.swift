import FormanzaBase

/// The rules of data values: names of 1 to 40 characters, unique without case;
/// dates from 1900-01-01 to today; the kind (number or date) fixed when the value is
/// created. Numbers take any finite value and keep up to the decimals typed (no bounds: a data
/// value is whatever the person measured).

public enum DataValueRules {
    public static let earliestDate = CivilDate(year: 1900, month: 1, day: 1)!

    /// The data value called `query` (name without case, or id).
    public static func find(_ query: String, in values: [DataValue]) -> DataValue? {
        let lowered = query.trimmingWhitespace.lowercased()
        return values.first { $0.id == query } ?? values.first { $0.name.trimmingWhitespace.lowercased() == lowered }
    }

    public static func name(_ text: String, among values: [DataValue], excluding id: String? = nil) throws(EditRefusal)
        -> String
    {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { throw EditRefusal(.dataNameEmpty) }
        if trimmed.count > DataValue.nameLimit { throw EditRefusal(.dataNameTooLong(max: DataValue.nameLimit)) }
        if VisibleText.containsControls(trimmed) { throw EditRefusal(.controlCharacters(trimmed)) }
        let lowered = trimmed.lowercased()
        if let other = values.first(where: { $0.id != id && $0.name.trimmingWhitespace.lowercased() == lowered }) {
            throw EditRefusal(.dataNameTaken(other.name))
        }
        return trimmed
    }

    /// Creates the data value `name`, or changes the one already called so; `keepUnit` keeps
    /// an existing number's unit (none was typed). Returns the value as saved and whether it
    /// is new. `awaited` are the ids formulas read that no data value has (an imported form's
    /// `height`): a new value named like one of them (without case) takes that id, so the
    /// formulas waiting for it read it at once.
    @discardableResult
    public static func set(
        name: String, content: DataValue.Content, keepUnit: Bool = false,
        in values: inout [DataValue], today: CivilDate, awaited: [String] = []
    ) throws(EditRefusal) -> (DataValue, created: Bool) {
        if case .date(let date) = content, date < earliestDate || date > today {
            throw EditRefusal(.dataDateOutOfRange(date, today: today))
        }
        guard let index = values.firstIndex(where: { $0.id == find(name, in: values)?.id }) else {
            let checked = try self.name(name, among: values)
            let lowered = checked.lowercased()
            let taken = Set(values.map(\.id))
            var id = awaited.first { $0.lowercased() == lowered && !taken.contains($0) } ?? Identifier.make(prefix: "d")
            while taken.contains(id) { id = Identifier.make(prefix: "d") }
            let value = DataValue(id: id, name: checked, content: content)
            values.append(value)
            return (value, true)
        }
        var value = values[index]
        switch (value.content, content) {
        case (.number(_, let oldUnit), .number(let n, let unit)):
            value.content = .number(n, unit: keepUnit ? oldUnit : unit)
        case (.date, .date):
            value.content = content
        case (.number, .date):
            throw EditRefusal(.dataKindFixed(name: value.name, isDate: false))
        case (.date, .number):
            throw EditRefusal(.dataKindFixed(name: value.name, isDate: true))
        }
        values[index] = value
        return (value, false)
    }

    /// Renames a data value; formulas hold its id, so none breaks.
    public static func rename(_ id: String, to name: String, in values: inout [DataValue]) throws(EditRefusal) {
        let checked = try self.name(name, among: values, excluding: id)
        if let index = values.firstIndex(where: { $0.id == id }) { values[index].name = checked }
    }

    /// What removing data value `id` takes from each form, for the forms it touches.
    public static func removalPlans(_ id: String, in forms: [Form]) -> [(Form, RemovalPlan)] {
        forms.compactMap { form in
            let plan = RemovalPlan.dataValue(id, in: form)
            return plan.isEmpty ? nil : (form, plan)
        }
    }
}
