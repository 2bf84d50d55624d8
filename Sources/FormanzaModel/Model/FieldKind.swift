/// The kind of a screen's field, with its own settings.
///
/// Encoded flat, as `{"type": "number", "unit": "kg", "min": 0, …}`, so an exported form reads
/// like the screen editor.
public enum FieldKind: Hashable, Sendable {
    case number(NumberSettings)
    case slider(NumberSettings)
    case duration(DurationSettings)
    case yesNo
    case singleChoice(SingleChoiceSettings)
    case multipleChoice(MultipleChoiceSettings)
    case text(TextSettings)
    case contact(ContactFormat)
    case date(DateSettings)
    case time(TimeSettings)
    case dateTime(DateTimeSettings)
    case color
    case photo
    case multiPhoto(MultiPhotoSettings)

    /// The kind without its settings.
    public var type: FieldType {
        switch self {
        case .number: return .number
        case .slider: return .slider
        case .duration: return .duration
        case .yesNo: return .yesNo
        case .singleChoice: return .singleChoice
        case .multipleChoice: return .multipleChoice
        case .text: return .text
        case .contact(.email): return .email
        case .contact(.phone): return .phone
        case .contact(.url): return .url
        case .date: return .date
        case .time: return .time
        case .dateTime: return .dateTime
        case .color: return .color
        case .photo: return .photo
        case .multiPhoto: return .multiPhoto
        }
    }

    /// The stable name of the kind, as written in the `type` field.
    public var typeName: String { type.rawValue }

    /// Every kind's name, in the order the editors list them.
    public static let typeNames = FieldType.allCases.map(\.rawValue)

    /// The settings of the numeric kinds, nil for the others.
    public var numberSettings: NumberSettings? {
        switch self {
        case .number(let s), .slider(let s): return s
        default: return nil
        }
    }

    /// The options of the choice kinds, nil for the others.
    public var options: [ChoiceOption]? {
        switch self {
        case .singleChoice(let s): return s.options
        case .multipleChoice(let s): return s.options
        default: return nil
        }
    }

    /// Numbers a formula may read: number, slider and duration.
    public var isNumeric: Bool {
        switch self {
        case .number, .slider, .duration: return true
        default: return false
        }
    }

    /// Whether a check-in may propose the last answer. Photos and dates never
    /// carry over; text and contact fields use suggestions instead.
    public var canPrefill: Bool {
        switch self {
        case .number, .slider, .duration, .yesNo, .singleChoice, .multipleChoice, .time, .color:
            return true
        case .text, .contact, .date, .dateTime, .photo, .multiPhoto:
            return false
        }
    }

    /// Kinds answered with one key that move on by themselves after a short beat: yes/no
    /// and single choice as tiles, list or scale; never a wheel.
    public var autoAdvances: Bool {
        switch self {
        case .yesNo: return true
        case .singleChoice(let s): return s.style != .wheel
        default: return false
        }
    }
}

extension FieldKind: Codable {
    private enum TypeKey: String, CodingKey { case type }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TypeKey.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let type = FieldType(rawValue: name) else {
            throw DecodeProblem.Fault.unknownType(.field, name).decodingError(at: container.codingPath + [TypeKey.type])
        }
        switch type {
        case .number: self = .number(try NumberSettings(from: decoder))
        case .slider: self = .slider(try NumberSettings(from: decoder))
        case .duration: self = .duration(try DurationSettings(from: decoder))
        case .singleChoice: self = .singleChoice(try SingleChoiceSettings(from: decoder))
        case .multipleChoice: self = .multipleChoice(try MultipleChoiceSettings(from: decoder))
        case .text: self = .text(try TextSettings(from: decoder))
        case .date: self = .date(try DateSettings(from: decoder))
        case .time: self = .time(try TimeSettings(from: decoder))
        case .dateTime: self = .dateTime(try DateTimeSettings(from: decoder))
        case .multiPhoto: self = .multiPhoto(try MultiPhotoSettings(from: decoder))
        case .yesNo, .email, .phone, .url, .color, .photo: self = type.defaultKind
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TypeKey.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .number(let s), .slider(let s): try s.encode(to: encoder)
        case .duration(let s): try s.encode(to: encoder)
        case .singleChoice(let s): try s.encode(to: encoder)
        case .multipleChoice(let s): try s.encode(to: encoder)
        case .text(let s): try s.encode(to: encoder)
        case .date(let s): try s.encode(to: encoder)
        case .time(let s): try s.encode(to: encoder)
        case .dateTime(let s): try s.encode(to: encoder)
        case .multiPhoto(let s): try s.encode(to: encoder)
        case .yesNo, .contact, .color, .photo: break
        }
    }
}

extension FieldKind {
    /// Photo and multi-photo screens: answered with image files, not typed values.
    /// A multi-photo screen's names, in order.
    public var photoNames: [String]? {
        if case .multiPhoto(let settings) = self { return settings.names }
        return nil
    }

    public var takesPhotos: Bool {
        switch self {
        case .photo, .multiPhoto: return true
        default: return false
        }
    }
}
