import FormanzaBase
import FormanzaModel

/// The months of a form's history read so far, newest first, for the full screen: the first
/// screen reads one month (or the few back to the newest recorded one), and older months are
/// read only when the list is scrolled to them, so opening is as quick with ten years as with one.
struct HistoryPages {
    let history: FormHistory
    /// The newest month shown: the one `--month` names, else this month.
    let start: YearMonth
    private(set) var months: [HistoryMonth] = []
    private(set) var firstRecord: CivilDate?
    /// The next month to read going back; everything from here (exclusive) to `start` is read.
    private var nextMonth: YearMonth

    init(history: FormHistory, start: YearMonth) throws {
        self.history = history
        self.start = start
        nextMonth = start
        firstRecord = try history.records.firstRecordedDay(form: history.form.id)
    }

    var isExhausted: Bool {
        guard let firstRecord else { return true }
        return nextMonth < YearMonth(firstRecord)
    }

    /// The days read so far, newest first: the rows of the list.
    var days: [HistoryDay] { months.flatMap(\.days) }

    /// Reads back to the next month with a recorded day; false when there is none left.
    @discardableResult
    mutating func loadMore() throws -> Bool {
        while !isExhausted {
            let month = try history.month(nextMonth)
            nextMonth = nextMonth.previous
            if !month.days.isEmpty {
                months.append(month)
                return true
            }
        }
        return false
    }

    /// Reads until at least `count` days are known (or history ends).
    mutating func ensure(days count: Int) throws {
        while days.count < count, try loadMore() {}
    }

    /// Reads until `day`'s month is known (or history ends).
    mutating func ensure(month: YearMonth) throws {
        while nextMonth >= month, try loadMore() {}
    }

    /// Reads again what was read (after a day was edited, recorded or deleted), in one
    /// question to the store, so a day recorded in an empty month appears too.
    mutating func reload() throws {
        firstRecord = try history.records.firstRecordedDay(form: history.form.id)
        let oldest = nextMonth.next.firstDay
        months = FormHistory.grouped(try history.days(from: oldest, through: start.lastDay))
    }

    /// The recorded days of any month up to `start`: from what was read, else one query.
    func month(_ month: YearMonth) throws -> HistoryMonth {
        if month > nextMonth, month <= start {
            return months.first { $0.month == month } ?? HistoryMonth(month: month, days: [])
        }
        return try history.month(month)
    }
}
