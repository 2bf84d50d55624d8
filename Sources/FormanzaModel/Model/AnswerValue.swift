import FormanzaBase

/// The value of one answer, typed by the kind of field that produced it.

public enum AnswerValue: Hashable, Sendable {
    /// Number and slider answers (their unit is kept beside, in `Answer.unit`).
    case number(Double)
    /// Whole minutes.
    case duration(Int)
    case yesNo(Bool)
    /// A single choice's stored option value.
    case choice(String)
    /// A multiple choice's stored option values, in option order.
    case choices([String])
    /// Text, email, phone and URL answers.
    case text(String)
    case date(CivilDate)
    case time(TimeOfDay)
    case dateTime(CivilDate, TimeOfDay)
    /// `#RRGGBB`, upper case.
    case color(String)
    /// A photo file name inside the store's `photos/` folder.
    case photo(String)
    /// Multi-photo: photo file per tile name; an empty tile is absent.
    case photos([String: String])
}

/// One saved answer: its value, the field type and unit it was saved under, and when.
///
/// Keeping the type (and a number's unit) lets a screen whose type or unit changed hide its
/// old answers without deleting them, and show them again if it changes back.
public struct Answer: Hashable, Sendable {
    public var value: AnswerValue
    /// The `FieldKind.typeName` at the time of saving.
    public var type: String
    /// The unit of a number or slider at the time of saving.
    public var unit: String?
    /// Seconds since 1970-01-01 UTC.
    public var savedAt: Int64

    public init(value: AnswerValue, type: String, unit: String? = nil, savedAt: Int64) {
        self.value = value
        self.type = type
        self.unit = unit
        self.savedAt = savedAt
    }

    /// Saves `value` as an answer of `screen`, stamped with the screen's current type and unit.
    public init(value: AnswerValue, for screen: Screen, savedAt: Int64) {
        self.init(
            value: value, type: screen.kind.typeName,
            unit: screen.kind.numberSettings?.unit, savedAt: savedAt)
    }

    /// Whether this answer still shows under `screen` (see `shown(under:)`). Answers that do
    /// not are kept on disk but not shown, and count nowhere.
    public func fits(_ screen: Screen) -> Bool {
        shown(under: screen) != nil
    }

    /// The answer as `screen` shows it now, or nil when it no longer fits: another type or
    /// unit, or a single choice whose option was removed. A multiple choice keeps the options
    /// that still exist (they show and count everywhere) and drops the removed ones; it is
    /// hidden only when none of its options is left.
    public func shown(under screen: Screen) -> Answer? {
        guard type == screen.kind.typeName else { return nil }
        if let settings = screen.kind.numberSettings, (unit ?? "") != settings.unit { return nil }
        switch (value, screen.kind) {
        case (.number, .number), (.number, .slider), (.duration, .duration), (.yesNo, .yesNo),
            (.text, .text), (.text, .contact), (.date, .date), (.time, .time),
            (.dateTime, .dateTime), (.color, .color), (.photo, .photo), (.photos, .multiPhoto):
            return self
        case (.choice(let v), .singleChoice(let s)):
            return s.options.contains { $0.value == v } ? self : nil
        case (.choices(let vs), .multipleChoice(let s)):
            let kept = vs.filter { v in s.options.contains { $0.value == v } }
            if kept.isEmpty { return nil }
            if kept.count == vs.count { return self }
            var trimmed = self
            trimmed.value = .choices(kept)
            return trimmed
        default:
            return nil
        }
    }
}

extension Answer: Codable {
    private enum CodingKeys: String, CodingKey { case type, value, unit, savedAt }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        guard let fieldType = FieldType(rawValue: type) else {
            throw DecodeProblem.Fault.unknownType(.answer, type).decodingError(at: c.codingPath + [CodingKeys.type])
        }
        let value: AnswerValue
        switch fieldType {
        case .number, .slider: value = .number(try c.decode(Double.self, forKey: .value))
        case .duration: value = .duration(try c.decode(Int.self, forKey: .value))
        case .yesNo: value = .yesNo(try c.decode(Bool.self, forKey: .value))
        case .singleChoice: value = .choice(try c.decode(String.self, forKey: .value))
        case .multipleChoice: value = .choices(try c.decode([String].self, forKey: .value))
        case .text, .email, .phone, .url: value = .text(try c.decode(String.self, forKey: .value))
        case .date: value = .date(try c.decode(CivilDate.self, forKey: .value))
        case .time: value = .time(try c.decode(TimeOfDay.self, forKey: .value))
        case .dateTime:
            let text = try c.decode(String.self, forKey: .value)
            guard let parsed = Answer.parseDateTime(text) else {
                throw DecodeProblem.Fault.notADateTime(text).decodingError(at: c.codingPath + [CodingKeys.value])
            }
            value = .dateTime(parsed.0, parsed.1)
        case .color: value = .color(try c.decode(String.self, forKey: .value))
        case .photo: value = .photo(try c.decode(String.self, forKey: .value))
        case .multiPhoto: value = .photos(try c.decode([String: String].self, forKey: .value))
        }
        let savedText = try c.decode(String.self, forKey: .savedAt)
        guard let savedAt = UTCInstant.parse(savedText) else {
            throw DecodeProblem.Fault.notAnInstant(savedText).decodingError(at: c.codingPath + [CodingKeys.savedAt])
        }
        self.init(
            value: value, type: type, unit: try c.decodeIfPresent(String.self, forKey: .unit),
            savedAt: savedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        switch value {
        case .number(let n): try c.encode(n, forKey: .value)
        case .duration(let m): try c.encode(m, forKey: .value)
        case .yesNo(let b): try c.encode(b, forKey: .value)
        case .choice(let v), .text(let v), .color(let v), .photo(let v): try c.encode(v, forKey: .value)
        case .choices(let vs): try c.encode(vs, forKey: .value)
        case .date(let d): try c.encode(d, forKey: .value)
        case .time(let t): try c.encode(t, forKey: .value)
        case .dateTime(let d, let t): try c.encode("\(d.iso)T\(t)", forKey: .value)
        case .photos(let map): try c.encode(map, forKey: .value)
        }
        try c.encodeIfPresent(unit, forKey: .unit)
        try c.encode(UTCInstant.format(savedAt), forKey: .savedAt)
    }

    /// Parses `YYYY-MM-DDTHH:MM` (also with a space instead of `T`).
    public static func parseDateTime(_ text: String) -> (CivilDate, TimeOfDay)? {
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let day = CivilDate(iso: parts[0]), let time = TimeOfDay(text: parts[1])
        else { return nil }
        return (day, time)
    }
}
