/// Lenient decoding of the field settings: a key left out of an imported or hand-edited form
/// takes the editor's default instead of rejecting the whole file. Validation (`FormValidator`)
/// then judges the values themselves.
extension NumberSettings {
    enum CodingKeys: String, CodingKey { case unit, min, max, decimals, step, unusualChange }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = NumberSettings()
        self.init(
            unit: try c.decodeIfPresent(String.self, forKey: .unit) ?? d.unit,
            min: try c.decodeIfPresent(Double.self, forKey: .min) ?? d.min,
            max: try c.decodeIfPresent(Double.self, forKey: .max) ?? d.max,
            decimals: try c.decodeIfPresent(Int.self, forKey: .decimals) ?? d.decimals,
            step: try c.decodeIfPresent(Double.self, forKey: .step) ?? d.step,
            unusualChange: try c.decodeIfPresent(Double.self, forKey: .unusualChange))
    }
}

extension DurationSettings {
    enum CodingKeys: String, CodingKey { case minuteInterval, maxHours }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DurationSettings()
        self.init(
            minuteInterval: try c.decodeIfPresent(Int.self, forKey: .minuteInterval) ?? d.minuteInterval,
            maxHours: try c.decodeIfPresent(Int.self, forKey: .maxHours) ?? d.maxHours)
    }
}

extension SingleChoiceSettings {
    enum CodingKeys: String, CodingKey { case style, columns, options }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try c.decodeIfPresent(ChoiceStyle.self, forKey: .style) ?? .tiles,
            columns: try c.decodeIfPresent(Int.self, forKey: .columns) ?? 2,
            options: try c.decodeIfPresent([ChoiceOption].self, forKey: .options) ?? [])
    }
}

extension MultipleChoiceSettings {
    enum CodingKeys: String, CodingKey { case style, options }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try c.decodeIfPresent(MultipleChoiceStyle.self, forKey: .style) ?? .list,
            options: try c.decodeIfPresent([ChoiceOption].self, forKey: .options) ?? [])
    }
}

extension TextSettings {
    enum CodingKeys: String, CodingKey { case multiline, placeholder, maxLength, suggestions }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = TextSettings()
        self.init(
            multiline: try c.decodeIfPresent(Bool.self, forKey: .multiline) ?? d.multiline,
            placeholder: try c.decodeIfPresent(String.self, forKey: .placeholder) ?? d.placeholder,
            maxLength: try c.decodeIfPresent(Int.self, forKey: .maxLength) ?? d.maxLength,
            suggestions: try c.decodeIfPresent(Bool.self, forKey: .suggestions) ?? d.suggestions)
    }
}

extension DateSettings {
    enum CodingKeys: String, CodingKey { case limit }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(limit: try c.decodeIfPresent(DateLimit.self, forKey: .limit) ?? .any)
    }
}

extension TimeSettings {
    enum CodingKeys: String, CodingKey { case minuteInterval }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(minuteInterval: try c.decodeIfPresent(Int.self, forKey: .minuteInterval) ?? 5)
    }
}

extension DateTimeSettings {
    enum CodingKeys: String, CodingKey { case limit, minuteInterval }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            limit: try c.decodeIfPresent(DateLimit.self, forKey: .limit) ?? .any,
            minuteInterval: try c.decodeIfPresent(Int.self, forKey: .minuteInterval) ?? 5)
    }
}
