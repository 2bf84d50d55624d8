import FormanzaBase

/// A run of consecutive days, both ends included.

public struct DayRange: Hashable, Sendable {
    public let from: CivilDate
    public let through: CivilDate

    public init(from: CivilDate, through: CivilDate) {
        self.from = from
        self.through = through
    }

    /// How many days it holds (0 when `from` is after `through`).
    public var count: Int { max(0, from.days(until: through) + 1) }

    /// Each day in order, stepped from the one before.
    public var days: [CivilDate] {
        var days: [CivilDate] = []
        days.reserveCapacity(count)
        var day = from
        for _ in 0..<count {
            days.append(day)
            day = day.nextDay
        }
        return days
    }

    public func contains(_ day: CivilDate) -> Bool { day >= from && day <= through }
}

/// The periods every card and chart share: rolling windows of days that end today (7, 30, 91
/// and 365 days), or everything from the form's first recorded day. The previous period is the
/// same number of days right before, so "this week against the last" compares like with like.
public enum ProgressPeriod: String, CaseIterable, Sendable, Codable {
    case week = "7d"
    case month = "1m"
    case quarter = "3m"
    case year = "1y"
    case all = "all"

    /// Days in the window; nil for All.
    public var length: Int? {
        switch self {
        case .week: return 7
        case .month: return 30
        case .quarter: return 91
        case .year: return 365
        case .all: return nil
        }
    }

    /// Reads `7d`, `1m`, `3m`, `1y` (also Spanish `1a`), `all` (`todo`), in any case.
    public init?(text: String) {
        switch text.lowercased() {
        case "7d": self = .week
        case "1m": self = .month
        case "3m": self = .quarter
        case "1y", "1a": self = .year
        case "all", "todo": self = .all
        default: return nil
        }
    }

    /// The days of the period as of `today`. All starts at the first recorded day (today when
    /// there is none yet, so it is never empty).
    public func range(endingOn today: CivilDate, firstRecorded: CivilDate?) -> DayRange {
        if let length { return DayRange(from: today.adding(days: -(length - 1)), through: today) }
        return DayRange(from: min(firstRecorded ?? today, today), through: today)
    }

    /// The same number of days right before `range`.
    public static func previous(of range: DayRange) -> DayRange {
        DayRange(from: range.from.adding(days: -range.count), through: range.from.adding(days: -1))
    }

    /// The next longer period (after All, back to 7D): what `p` shows.
    public var next: ProgressPeriod {
        let all = ProgressPeriod.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The next shorter period (before 7D, All): what `P` shows.
    public var previous: ProgressPeriod {
        let all = ProgressPeriod.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
}

/// Where weeks start: Monday, or Sunday where the locale's first weekday is Sunday.
public enum WeekStart: Sendable, Hashable {
    case monday, sunday

    /// Regions whose calendars start the week on Sunday (the common ones; everything else
    /// starts on Monday, as ISO 8601 does).
    static let sundayRegions: Set<String> = [
        "US", "CA", "MX", "BR", "JP", "IL", "PH", "KR", "TW", "HK", "IN",
        "SA", "ZA", "AR", "CO", "PE", "VE", "GT", "HN", "NI", "PA", "PR",
        "SV", "DO", "BO", "PY", "EC",
    ]

    /// From `LC_ALL`, `LC_TIME`, `LANG` (the first set decides): `en_US.UTF-8` → Sunday.
    public static func from(environment: [String: String]) -> WeekStart {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let locale = value.split(separator: ".").first.map(String.init) ?? value
            let parts = locale.split(separator: "_")
            guard parts.count >= 2 else { return .monday }
            let region = String(parts[1].prefix(2)).uppercased()
            return sundayRegions.contains(region) ? .sunday : .monday
        }
        return .monday
    }

    /// The first day of the week holding `day`.
    public func weekStart(of day: CivilDate) -> CivilDate {
        let first = self == .monday ? 1 : 0
        let back = (day.weekday - first + 7) % 7
        return day.adding(days: -back)
    }

    /// Weekday numbers (0 = Sunday) in the order a week shows them.
    public var order: [Int] { self == .monday ? [1, 2, 3, 4, 5, 6, 0] : [0, 1, 2, 3, 4, 5, 6] }
}
