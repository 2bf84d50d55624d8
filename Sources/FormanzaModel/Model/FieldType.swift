/// The kinds of screen, by the name written in a form's `type` field and an answer's `type`
/// column.
///
/// Every table that depends on the kind (its name, how its settings and answers are decoded,
/// the editor's options and defaults, its words in a person's language) switches over this
/// enum, so a new kind is a new case here and the compiler lists every place that must learn
/// it.
public enum FieldType: String, CaseIterable, Hashable, Sendable {
    case number
    case slider
    case duration
    case yesNo = "yes-no"
    case singleChoice = "single-choice"
    case multipleChoice = "multiple-choice"
    case text
    case email
    case phone
    case url
    case date
    case time
    case dateTime = "date-time"
    case color
    case photo
    case multiPhoto = "multi-photo"

    /// The kind with the settings a new screen of this type starts with in the editors.
    public var defaultKind: FieldKind {
        switch self {
        case .number: return .number(NumberSettings())
        case .slider: return .slider(NumberSettings())
        case .duration: return .duration(DurationSettings())
        case .yesNo: return .yesNo
        case .singleChoice: return .singleChoice(SingleChoiceSettings(options: []))
        case .multipleChoice: return .multipleChoice(MultipleChoiceSettings(options: []))
        case .text: return .text(TextSettings())
        case .email: return .contact(.email)
        case .phone: return .contact(.phone)
        case .url: return .contact(.url)
        case .date: return .date(DateSettings())
        case .time: return .time(TimeSettings())
        case .dateTime: return .dateTime(DateTimeSettings())
        case .color: return .color
        case .photo: return .photo
        case .multiPhoto: return .multiPhoto(MultiPhotoSettings(names: []))
        }
    }
}
