import FormanzaBase

/// A row's `value` as the file gives it: text as `formanza export` writes it, or a typed JSON
/// value as people write by hand (a number, true or false, a list of texts for a multiple
/// choice, an object of texts for a multi-photo). Any other JSON (an overflowing number, a
/// list of numbers, a nested object) decodes as `unreadable`, so the row is refused with its
/// line and what is wrong with the value rather than as "not a record".

public enum RecordValue: Hashable, Sendable {
    case text(String)
    case number(Double)
    case bool(Bool)
    case list([String])
    case object([String: String])
    case null
    case unreadable
}

extension RecordValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let yes = try? container.decode(Bool.self) {
            self = .bool(yes)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let list = try? container.decode([String].self) {
            self = .list(list)
        } else if let object = try? container.decode([String: String].self) {
            self = .object(object)
        } else {
            self = .unreadable
        }
    }
}

extension RecordValue {
    /// The value as it may be named in a message (escaped and cut by `RecordImportError.shown`).
    var described: String {
        switch self {
        case .text(let text): return text
        case .number(let number):
            guard number.isFinite else { return "\(number)" }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .bool(let yes): return yes ? "true" : "false"
        case .list(let items): return "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .object(let map):
            return "{" + map.keys.sorted().map { "\"\($0)\": \"\(map[$0] ?? "")\"" }.joined(separator: ", ") + "}"
        case .null: return "null"
        case .unreadable: return "…"
        }
    }
}

/// What a value saved under each type may be for the store to hold it, whatever a screen's
/// limits are now: a screen's range, maximum length or options may have changed since the
/// answer was saved, so only the type's own shape and the widest limits any screen may have
/// are checked. Text is read exactly as `formanza export` writes it; typed JSON as strictly.
enum StoredAnswerShape {
    /// The largest maximum and the most decimals a number or slider screen may have.
    static let largestNumber = 999_999.0
    static let mostDecimals = 3
    /// The longest text answer any text screen may take.
    static let longestText = 2000

    /// The answer value, or nil when `raw` is not a value of `type`.
    static func value(_ raw: RecordValue, type: FieldType) -> AnswerValue? {
        switch (type, raw) {
        case (.number, _), (.slider, _): return number(raw).map { .number($0) }
        case (.duration, _): return minutes(raw).map { .duration($0) }
        case (.yesNo, .bool(let yes)): return .yesNo(yes)
        case (.yesNo, .text("yes")): return .yesNo(true)
        case (.yesNo, .text("no")): return .yesNo(false)
        case (.singleChoice, .text(let text)): return isOptionValue(text) ? .choice(text) : nil
        case (.multipleChoice, .list(let items)): return choices(items)
        case (.multipleChoice, .text(let text)):
            return choices(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        case (.text, .text(let text)):
            guard !text.trimmingWhitespace.isEmpty, text.count <= longestText, !text.utf8.contains(0) else {
                return nil
            }
            return .text(text)
        case (.email, .text(let text)), (.phone, .text(let text)), (.url, .text(let text)):
            guard let format = ContactFormat(rawValue: type.rawValue), ContactShape.matches(text, format),
                text == text.trimmingWhitespace
            else { return nil }
            return .text(text)
        case (.date, .text(let text)): return CivilDate(iso: text).map { .date($0) }
        case (.time, .text(let text)): return TimeOfDay(text: text).map { .time($0) }
        case (.dateTime, .text(let text)): return Answer.parseDateTime(text).map { .dateTime($0.0, $0.1) }
        case (.color, .text(let text)):
            guard text.hasPrefix("#"), text.count == 7 else { return nil }
            return ColorPalette.normalize(text).map { .color($0) }
        case (.photo, .text(let text)): return PhotoName.isValid(text) ? .photo(text) : nil
        case (.multiPhoto, .object(let map)): return photos(map)
        case (.multiPhoto, .text(let text)):
            var map: [String: String] = [:]
            for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let equals = pair.firstIndex(of: "=") else { return nil }
                let tile = String(pair[..<equals])
                guard map[tile] == nil else { return nil }
                map[tile] = String(pair[pair.index(after: equals)...])
            }
            return photos(map)
        default:
            return nil
        }
    }

    /// A number any number screen could have saved: finite, from 0 to the largest maximum, with
    /// at most three decimals. Text is plain digits with an optional point (as export writes it).
    static func number(_ raw: RecordValue) -> Double? {
        let value: Double
        switch raw {
        case .number(let number): value = number
        case .text(let text):
            let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
                text.utf8.count <= 32, let number = Double(text)
            else { return nil }
            value = number
        default: return nil
        }
        guard value.isFinite, value >= 0, value <= largestNumber, NumberText.fits(value, decimals: mostDecimals)
        else { return nil }
        return value + 0  // −0 becomes 0
    }

    /// Whole minutes any duration screen could have saved: 0 to the largest hours and 59 minutes.
    static func minutes(_ raw: RecordValue) -> Int? {
        let minutes: Int?
        switch raw {
        case .number(let number): minutes = number.isFinite ? Int(exactly: number) : nil
        case .text(let text):
            minutes = !text.isEmpty && text.utf8.count <= 6 && text.allSatisfy(\.isASCIIDigit) ? Int(text) : nil
        default: minutes = nil
        }
        guard let minutes, (0...(DurationSettings.hoursLimit * 60 + 59)).contains(minutes) else { return nil }
        return minutes
    }

    /// An option value a form may have: not blank, at most a label's length, no control characters.
    static func isOptionValue(_ text: String) -> Bool {
        !text.trimmingWhitespace.isEmpty && text.count <= FormLimits.labelLength && !VisibleText.containsControls(text)
    }

    static func choices(_ items: [String]) -> AnswerValue? {
        guard !items.isEmpty, items.count <= FormLimits.options, Set(items).count == items.count,
            items.allSatisfy(isOptionValue)
        else { return nil }
        return .choices(items)
    }

    /// A multi-photo answer: at least one tile, each named as a screen may name it, each a
    /// stored photo's name (whether the file is there is checked against the store).
    static func photos(_ map: [String: String]) -> AnswerValue? {
        guard !map.isEmpty, map.count <= FormLimits.options else { return nil }
        for (tile, photo) in map {
            let trimmed = tile.trimmingWhitespace
            guard !trimmed.isEmpty, trimmed.count <= 24, !VisibleText.containsControls(tile),
                PhotoName.isValid(photo)
            else { return nil }
        }
        return .photos(map)
    }
}
