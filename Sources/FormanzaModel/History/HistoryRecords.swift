import FormanzaBase

/// What a form's history asks of the store, and nothing more: a form's days over a period
/// (the goals' question), the first day it was answered (where paging back ends), and the
/// removal of one form's answers of one day.
///
/// Kept this narrow so the history screens and commands are the same whatever the store is
/// made of, and each question can be one indexed query (or one transaction for the removal).

public protocol HistoryRecords: RecordedDayRecords {
    /// Removes every answer `form` saved on `day` as one operation, leaving other forms'
    /// answers of that day untouched (the day itself goes when nothing is left); `now` dates
    /// the photos the removal leaves unreferenced. Returns the answers removed, keyed by screen
    /// id (empty when there were none).
    func deleteAnswers(form formID: String, on day: CivilDate, now: Int64) throws -> [String: Answer]
}

/// A calendar month, the unit history is grouped and paged by.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    public init(_ date: CivilDate) {
        year = date.year
        month = date.month
    }

    /// `YYYY-MM`, as `--month` takes it and JSON prints it.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    public var iso: String { CivilDate.pad(year, 4) + "-" + CivilDate.pad(month, 2) }
    public var description: String { iso }

    public var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1)! }
    public var lastDay: CivilDate {
        CivilDate(year: year, month: month, day: CivilDate.daysInMonth(year: year, month: month))!
    }

    /// The month before (December of the year before after January).
    public var previous: YearMonth {
        month == 1 ? YearMonth(unchecked: year - 1, 12) : YearMonth(unchecked: year, month - 1)
    }

    public var next: YearMonth {
        month == 12 ? YearMonth(unchecked: year + 1, 1) : YearMonth(unchecked: year, month + 1)
    }

    private init(unchecked year: Int, _ month: Int) {
        self.year = year
        self.month = month
    }

    public static func < (a: YearMonth, b: YearMonth) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
