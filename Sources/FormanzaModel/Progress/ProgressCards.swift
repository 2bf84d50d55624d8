import FormanzaBase

/// The figures of one Progress card, computed from the records; never stored.

public enum ProgressCard: Hashable, Sendable {
    case number(NumberCard)
    case habits(HabitsCard)
    case steps(StepsCard)
    case counts(CountsCard)
    case times(TimesCard)
    case colors(ColorsCard)
    case photos(PhotosCard)

    /// The screen or calculated value the card shows (the first habit's screen for habits).
    public var source: ValueSource {
        switch self {
        case .number(let c): return c.source
        case .habits(let c): return .screen(c.habits.first?.screen.id ?? "")
        case .steps(let c): return c.source
        case .counts(let c): return .screen(c.screen.id)
        case .times(let c): return .screen(c.screen.id)
        case .colors(let c): return .screen(c.screen.id)
        case .photos(let c): return .screen(c.screen.id)
        }
    }
}

/// A number, slider or duration screen, or a calculated value that gives a number: the daily
/// values of the period against their seven-day mean, with the period's figures.
public struct NumberCard: Hashable, Sendable {
    public let source: ValueSource
    public let title: String
    public let format: GoalValueFormat
    /// The values of the period's days, by day.
    public let daily: DaySeries
    /// The seven-day mean of each day of the period, by day.
    public let means: DaySeries
    public let min: Double?
    public let max: Double?
    public let mean: Double?
    /// The longest run of consecutive days with a value inside the period.
    public let bestStreak: Int
    /// The target of the value goal that follows this source, if any.
    public let target: Double?
    /// The names of data values a calculated value reads that do not exist: it has no value
    /// anywhere until they do, and the card says so.
    public let missingData: [String]

    /// The days with a value, oldest first.
    public var points: [DayValue] { daily.points }
    /// The days with a seven-day mean, oldest first.
    public var mean7: [DayValue] { means.points }
}

/// The yes/no screens of the form together.
public struct HabitsCard: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        public let day: CivilDate
        /// Share of habits answered Yes; nil on a day the form did not record (or a future day).
        public let share: Double?
        public let recorded: Bool
        public let future: Bool
    }

    public struct Habit: Hashable, Sendable {
        public let screen: Screen
        public let yes: Int
        /// Days of the period the form recorded (an unanswered habit on such a day is not done).
        public let recorded: Int
        public let share: Double?
        public let previousShare: Double?
        /// The period's days, the first of which is the strip's first mark.
        public let days: DayRange
        /// Days done and days recorded per weekday (0 = Sunday … 6 = Saturday) over the period.
        public let weekdays: [WeekdayTally]
        /// The habit's place among the form's yes/no screens in `tallies`.
        let index: Int
        /// The days its marks are read from: kept (copy on write, so shared with the card)
        /// rather than a mark a day, since the text view never shows the whole period.
        let tallies: DayTallies

        /// One mark per day of the period: true Yes, false not done, nil not recorded. Made
        /// when asked, so a view that never shows the period's strip never pays for it.
        public var strip: [Bool?] {
            let first = tallies.place(of: days.from)
            return (first..<first + days.count).map { tallies.recorded(at: $0) ? tallies.yes(index, at: $0) : nil }
        }

        /// The mark of the period's last day (today's, as the period ends today): the strip's last.
        public var lastMark: Bool? { days.count > 0 ? mark(on: days.through) : nil }

        /// The mark of one day, as in `strip` (nil outside the tallies).
        public func mark(on date: CivilDate) -> Bool? {
            let place = tallies.place(of: date)
            return tallies.recorded(at: place) ? tallies.yes(index, at: place) : nil
        }
    }

    /// One weekday of a habit over the period: the days it was done of the days recorded.
    public struct WeekdayTally: Hashable, Sendable {
        /// 0 = Sunday … 6 = Saturday, as `CivilDate.weekday`.
        public let weekday: Int
        public let done: Int
        public let recorded: Int
    }

    /// Five weeks, Monday (or Sunday) first, ending with the week of today.
    public let grid: [Day]
    /// Complete days of the grid up to today, and how many days that is.
    public let completeDays: Int
    public let gridDays: Int
    public let habits: [Habit]
    /// Share of Yes over every habit on recorded days, this period and the previous one.
    public let share: Double?
    public let previousShare: Double?
    /// Share of Yes by weekday (0 = Sunday … 6 = Saturday), nil for a weekday never recorded.
    public let byWeekday: [Double?]
    public let weekStart: WeekStart
    /// The period, today and the form's yes/no screens: what `calendar` is made from.
    let days: DayRange
    let today: CivilDate
    let habitCount: Int
    let tallies: DayTallies

    /// Every day of the period, for the detail's calendar: made when asked, as only the detail
    /// shows it (a day after today is future, a day the form did not record has no share).
    public var calendar: [Day] {
        let first = tallies.place(of: days.from)
        let todayPlace = tallies.place(of: today)
        return (0..<days.count).map { offset in
            let place = first + offset
            let date = days.from.adding(days: offset)
            let future = place > todayPlace
            guard !future, tallies.recorded(at: place), habitCount > 0 else {
                return Day(day: date, share: nil, recorded: false, future: future)
            }
            return Day(
                day: date, share: Double(tallies.done(at: place)) / Double(habitCount), recorded: true, future: false)
        }
    }
}

/// A single choice (levels in option order) or a ranges value (levels in range order): one
/// step a day.
public struct StepsCard: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        public let day: CivilDate
        public let value: String
        /// The option's (or range's) place, from 0.
        public let level: Int
    }

    public let source: ValueSource
    public let title: String
    /// Labels of the levels, lowest first.
    public let levels: [String]
    public let steps: [Step]
    public let missingData: [String]
}

/// A multiple choice: how often each option was selected in the period, in option order.
public struct CountsCard: Hashable, Sendable {
    public struct Count: Hashable, Sendable {
        public let option: ChoiceOption
        public let count: Int
    }

    public let screen: Screen
    public let counts: [Count]
    public let days: Int
}

/// A time screen: each day's time on an hours-of-the-day axis.
public struct TimesCard: Hashable, Sendable {
    public struct Point: Hashable, Sendable {
        public let day: CivilDate
        public let minutes: Int
    }

    public let screen: Screen
    public let points: [Point]
}

/// A colour screen: one swatch a day.
public struct ColorsCard: Hashable, Sendable {
    public struct Swatch: Hashable, Sendable {
        public let day: CivilDate
        public let hex: String
    }

    public let screen: Screen
    public let swatches: [Swatch]
}

/// A photo or multi-photo screen: the period's photos, oldest first, so the strip can show the
/// most recent ones that fit and still read left to right in time.
public struct PhotosCard: Hashable, Sendable {
    public struct Photo: Hashable, Sendable {
        public let day: CivilDate
        /// The photo's name on a multi-photo screen (a day's photos in the screen's order of
        /// names); nil on a photo screen.
        public let name: String?
        /// The stored photo's file name inside the store's photos folder.
        public let file: String
    }

    public let screen: Screen
    public let photos: [Photo]
}

/// The Today card: the highlighted value with its change over the period, today's habits, the
/// streak of complete days and the complete days over the days of the period.
public struct TodayCard: Hashable, Sendable {
    public struct Highlight: Hashable, Sendable {
        public let screen: Screen
        public let format: GoalValueFormat
        /// The latest value on or before today, and its day: the period's latest, or without
        /// one in the period the latest before it.
        public let value: Double
        public let day: CivilDate
        /// Latest minus the first value of the period; nil unless the period holds two values.
        public let change: Double?
        public let since: CivilDate?
        public let tone: ChangeTone
    }

    public let highlighted: Highlight?
    public let habitsDone: Int
    public let habits: Int
    public let streak: Int
    public let completeDays: Int
    public let completeOf: Int
}

/// Everything Progress shows for one form and period.
public struct ProgressReport: Hashable, Sendable {
    public let form: Form
    public let period: ProgressPeriod
    public let range: DayRange
    public let today: CivilDate
    public let firstRecorded: CivilDate?
    public let todayCard: TodayCard
    public let goals: [GoalReport]
    public let cards: [ProgressCard]
    /// The most common check-in time of the last 8 weeks; nil with fewer than 3 check-ins.
    public let usualTime: TimeOfDay?
}

extension NumberCard {
    /// The same card over another window of the whole history (the detail's scrolling): its
    /// values, seven-day means (reading the days before the window), figures and best streak.
    public func window(_ window: DayRange, of history: [DayValue]) -> NumberCard {
        NumberCard(
            source: source, title: title, format: format, figures: NumberFigures(history, over: window),
            target: target, missingData: missingData)
    }

    /// The card of `figures`.
    init(
        source: ValueSource, title: String, format: GoalValueFormat, figures: NumberFigures, target: Double?,
        missingData: [String]
    ) {
        self.init(
            source: source, title: title, format: format, daily: figures.daily, means: figures.means,
            min: figures.summary?.min, max: figures.summary?.max, mean: figures.summary?.mean,
            bestStreak: figures.bestStreak, target: target, missingData: missingData)
    }
}
