/// Settings of the numeric kinds (number, slider): unit, minimum ≥ 0, maximum ≤ 999 999,
/// 0 to 3 decimals, a step writable with them.
public struct NumberSettings: Hashable, Sendable, Codable {
    /// Free text, e.g. "kg". Changing it hides earlier answers.
    public var unit: String
    public var min: Double
    public var max: Double
    /// 0 to 3 decimals.
    public var decimals: Int
    /// The +/− (or slider) step; must be writable with `decimals` decimals.
    public var step: Double
    /// Optional unusual-change threshold; number only.
    public var unusualChange: Double?

    public init(
        unit: String = "", min: Double = 0, max: Double = 100, decimals: Int = 0,
        step: Double = 1, unusualChange: Double? = nil
    ) {
        self.unit = unit
        self.min = min
        self.max = max
        self.decimals = decimals
        self.step = step
        self.unusualChange = unusualChange
    }
}

/// Duration: stored as whole minutes, picked on hours and minutes wheels.
public struct DurationSettings: Hashable, Sendable, Codable {
    /// One of 1, 5, 10, 15, 20, 30.
    public var minuteInterval: Int
    /// The largest number of hours the hours wheel offers.
    public var maxHours: Int

    public static let allowedIntervals = [1, 5, 10, 15, 20, 30]
    /// The most hours a duration screen may offer; also the ceiling a hand-edited file's
    /// `maxHours` is held to wherever minutes are computed from it.
    public static let hoursLimit = 99

    public init(minuteInterval: Int = 5, maxHours: Int = 23) {
        self.minuteInterval = minuteInterval
        self.maxHours = maxHours
    }
}

/// How a single choice is presented.
public enum ChoiceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case tiles, list, scale, wheel
}

/// How a multiple choice is presented (tiles or list only).
public enum MultipleChoiceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case tiles, list
}

/// One option of a choice: the stored value, the label shown, an optional detail.
public struct ChoiceOption: Hashable, Sendable, Codable {
    public var value: String
    public var label: String
    public var detail: String?

    public init(value: String, label: String, detail: String? = nil) {
        self.value = value
        self.label = label
        self.detail = detail
    }
}

public struct SingleChoiceSettings: Hashable, Sendable, Codable {
    public var style: ChoiceStyle
    /// Tiles only: 1 to 3 columns (the grid's column count).
    public var columns: Int
    public var options: [ChoiceOption]

    public init(style: ChoiceStyle = .tiles, columns: Int = 2, options: [ChoiceOption]) {
        self.style = style
        self.columns = columns
        self.options = options
    }
}

public struct MultipleChoiceSettings: Hashable, Sendable, Codable {
    public var style: MultipleChoiceStyle
    public var options: [ChoiceOption]

    public init(style: MultipleChoiceStyle = .list, options: [ChoiceOption]) {
        self.style = style
        self.options = options
    }
}

/// Text: one line or a note, 1 to `maxLength` characters (a configurable maximum ≤ 2000).
public struct TextSettings: Hashable, Sendable, Codable {
    public var multiline: Bool
    public var placeholder: String
    public var maxLength: Int
    /// Offer earlier answers as suggestions.
    public var suggestions: Bool

    public init(
        multiline: Bool = false, placeholder: String = "", maxLength: Int = 2000,
        suggestions: Bool = true
    ) {
        self.multiline = multiline
        self.placeholder = placeholder
        self.maxLength = maxLength
        self.suggestions = suggestions
    }
}

/// The three shape-checked one-line texts.
public enum ContactFormat: String, Hashable, Sendable, Codable, CaseIterable {
    case email, phone, url
}

/// Which days a date answer may take, today included on either side.
public enum DateLimit: String, Hashable, Sendable, Codable, CaseIterable {
    case any
    case upToToday = "up-to-today"
    case fromToday = "from-today"
}

public struct DateSettings: Hashable, Sendable, Codable {
    public var limit: DateLimit

    public init(limit: DateLimit = .any) { self.limit = limit }
}

/// Time of day on a wheel; interval one of 1, 5, 10, 15, 30 (no 20, unlike durations).
public struct TimeSettings: Hashable, Sendable, Codable {
    public var minuteInterval: Int

    public static let allowedIntervals = [1, 5, 10, 15, 30]

    public init(minuteInterval: Int = 5) { self.minuteInterval = minuteInterval }
}

public struct DateTimeSettings: Hashable, Sendable, Codable {
    public var limit: DateLimit
    public var minuteInterval: Int

    public init(limit: DateLimit = .any, minuteInterval: Int = 5) {
        self.limit = limit
        self.minuteInterval = minuteInterval
    }
}

/// Named photos of a multi-photo screen: at least two names, each ≤ 24 characters.
public struct MultiPhotoSettings: Hashable, Sendable, Codable {
    public var names: [String]

    /// How many photos one answer holds at most, whatever the number of names.
    public static let maxPhotos = 6

    public init(names: [String]) { self.names = names }
}
