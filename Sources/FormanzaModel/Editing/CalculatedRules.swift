import FormanzaBase

/// Building calculated values from what a person types: titles, range bands, the
/// source of a classification, and the value shown right after adding one.

public enum CalculatedRules {
    /// A calculated value's title: trimmed, 1 to 60 characters (the validator's limit), not
    /// the title of another calculated value of the form (our rule, so formulas and commands
    /// can name it).
    public static func title(_ text: String, in form: Form, excluding id: String? = nil) throws -> String {
        let trimmed = text.trimmingWhitespace
        let problems = FormValidator(dataValues: []).title(trimmed, limit: Form.titleLimit, at: .calculated(trimmed))
        if let first = problems.first { throw first }
        let lowered = trimmed.lowercased()
        if let other = form.calculated.first(where: {
            $0.id != id && $0.title.trimmingWhitespace.lowercased() == lowered
        }) {
            throw EditRefusal(.calculatedTitleTaken(other.title))
        }
        return trimmed
    }

    /// One range as `VALUE:LABEL:LOWER`: LABEL empty means the value itself; LOWER empty or
    /// left out marks the range without a lower bound, which takes everything below.
    /// LOWER takes a comma or a point (`89,99`).
    public static func band(_ text: String) throws(EditRefusal) -> RangeBand {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
        guard (1...3).contains(pieces.count), !pieces[0].isEmpty else { throw EditRefusal(.bandMalformed(text)) }
        let label = pieces.count > 1 && !pieces[1].isEmpty ? pieces[1] : pieces[0]
        var lower: Double?
        if pieces.count == 3 && !pieces[2].isEmpty {
            guard let parsed = NumberText.parse(pieces[2]) else { throw EditRefusal(.bandMalformed(text)) }
            lower = parsed
        }
        return RangeBand(value: pieces[0], label: label, lowerBound: lower)
    }

    /// What a classification reads, named like a formula's operand: a screen (short title,
    /// title or id) or a calculated value (title or id) of the form.
    public static func source(_ name: String, in form: Form) throws(FormulaTextError) -> ValueSource {
        let found = FormulaText(form: form, dataValues: []).matches(name)
        switch found.count {
        case 0: throw FormulaTextError(.unknownSource(name))
        case 1:
            if case .screen(let id) = found[0] { return .screen(id) }
            if case .calculated(let id) = found[0] { return .calculated(id) }
            throw FormulaTextError(.unknownSource(name))
        default:
            throw FormulaTextError(
                .ambiguous(name, found.map { FormulaText(form: form, dataValues: []).describe(reference: $0) }))
        }
    }

    /// A date data value named `name` (name or id), for an age.
    public static func dateValue(_ name: String, in values: [DataValue]) throws(FormulaTextError) -> DataValue {
        guard let value = DataValueRules.find(name, in: values) else { throw FormulaTextError(.unknownDataValue(name)) }
        return value
    }
}
