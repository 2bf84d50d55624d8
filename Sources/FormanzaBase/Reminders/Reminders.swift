/// One of a form's daily reminders: a switch and a time. Switching it off keeps the time,
/// so turning it back on restores it.
public struct ReminderSetting: Hashable, Sendable, Codable {
    public var enabled: Bool
    public var time: TimeOfDay

    public init(enabled: Bool, time: TimeOfDay) {
        self.enabled = enabled
        self.time = time
    }
}

/// Which of a form's daily reminders. Everything that differs from one kind to another is a
/// `switch` over the kind (never a yes/no test of one case), so a new kind is a change the
/// compiler walks through: each switch that does not say what the new kind does stops the build.
public enum ReminderKind: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case morning
    case evening

    /// Whether the day's state leaves this reminder nothing to ask, the one statement of the
    /// rule: the morning reminder asks for a check-in, so any saved answer of the day meets it;
    /// the evening one asks for the rest, so only a complete form meets it.
    public func isSatisfied(by state: FormDayState) -> Bool {
        switch self {
        case .morning: return state.hasAnswer
        case .evening: return state.isComplete
        }
    }

    /// Kinds of the same instant sort in the order of the day (the order of `allCases`).
    public static func < (lhs: ReminderKind, rhs: ReminderKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A form's reminders, one setting per kind. Defaults: morning on at 08:00, evening on at 21:00.
public struct Reminders: Hashable, Sendable {
    public var morning: ReminderSetting
    public var evening: ReminderSetting

    public init(
        morning: ReminderSetting = Reminders.defaultMorning,
        evening: ReminderSetting = Reminders.defaultEvening
    ) {
        self.morning = morning
        self.evening = evening
    }

    public static let defaultMorning = ReminderSetting(enabled: true, time: TimeOfDay(hour: 8, minute: 0)!)
    public static let defaultEvening = ReminderSetting(enabled: true, time: TimeOfDay(hour: 21, minute: 0)!)

    /// The setting of one kind; the only place that maps a kind to its stored property.
    public subscript(kind: ReminderKind) -> ReminderSetting {
        get {
            switch kind {
            case .morning: return morning
            case .evening: return evening
            }
        }
        set {
            switch kind {
            case .morning: morning = newValue
            case .evening: evening = newValue
            }
        }
    }

    /// True when at least one kind is switched on.
    public var anyEnabled: Bool { ReminderKind.allCases.contains { self[$0].enabled } }
}

/// Written out rather than synthesized, with the same bytes as before: one object whose keys
/// are the kinds' names (`"morning"`, `"evening"`), in the order of the day, both required.
/// Going through the kinds keeps stored forms and exported files in step with `ReminderKind`.
extension Reminders: Codable {
    private struct KindKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ kind: ReminderKind) { stringValue = kind.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        self.init()
        for kind in ReminderKind.allCases {
            // Each kind says whether files written before it existed lack it: a new kind must be
            // read as missing from them (its default), or every older store would be refused.
            switch kind {
            case .morning, .evening:
                self[kind] = try container.decode(ReminderSetting.self, forKey: KindKey(kind))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        for kind in ReminderKind.allCases {
            try container.encode(self[kind], forKey: KindKey(kind))
        }
    }
}
