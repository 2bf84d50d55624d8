import FormanzaBase

/// What Progress needs to know of one day of a form apart from the values of choices, times,
/// colours, photos and calculated values.
///
/// Whether a day is complete, how many habits it kept, when it was checked in and the numbers
/// of its number, slider and duration screens are read for every day of the period (over All,
/// every day of the history), the previous period and the grid; each is a handful of numbers
/// per day, so over years they are kept as these instead of as every answer.

public struct DayTally: Hashable, Sendable {
    /// Screens of the form holding an answer that still fits them (0: the day is not recorded).
    public var fitting: Int
    /// Per yes/no screen of the form, in form order: answered Yes (with an answer that fits).
    public var yes: [Bool]
    /// When the day's answers to the form's screens were last saved (nil: the day is not
    /// recorded, having no answer that shows: a day of hidden answers only is no check-in).
    public var lastSaved: Int64?
    /// Per number, slider or duration screen of the form (`DayTallies.valueScreens`), in form
    /// order: the number its answer shows (nil: no answer that fits).
    public var values: [Double?]

    public init(fitting: Int, yes: [Bool], lastSaved: Int64?, values: [Double?] = []) {
        self.fitting = fitting
        self.yes = yes
        self.lastSaved = lastSaved
        self.values = values
    }

    /// The tally of one day's answers: `visible` are those that still fit their screen.
    init(answers: [String: Answer], visible: [String: Answer]?, habits: [Screen], valueScreens: [Screen]) {
        fitting = visible?.count ?? 0
        yes = habits.map { visible?[$0.id]?.value == .yesNo(true) }
        lastSaved = fitting > 0 ? answers.values.map(\.savedAt).max() : nil
        values = valueScreens.map { screen in visible?[screen.id].flatMap { AnswerDisplay.number($0.value) } }
    }
}

/// The tallies of a span of days, in arrays indexed by day: asked for every day of a period,
/// a dictionary lookup per day and habit would be most of the cost over ten years.
public struct DayTallies: Hashable, Sendable {
    public let span: DayRange
    /// The form's screens: a day is complete when this many hold an answer that fits.
    public let screens: Int
    /// The form's yes/no screens.
    public let habits: Int
    /// The form's number, slider and duration screens (`DayTallies.valueScreens(of:)`).
    public let valueScreens: Int
    /// `span.from` in days since the epoch, so finding a day's place is one subtraction.
    let firstDay: Int
    /// By place in the span (day `span.from` is place 0): read directly by figures that walk
    /// every day of a long period, where a `CivilDate` per day would cost more than the figure.
    private(set) var fittingByDay: [Int]
    /// `habits` marks per place, the place's first habit first.
    private(set) var yesByDay: [Bool]
    private(set) var savedByDay: [Int64?]
    /// One column per value screen, each a number per place: screen `s`'s number on the day
    /// at `place` is at `s * span.count + place`. By column, so a card over the whole span
    /// takes its screen's numbers in one copy.
    private(set) var valuesByDay: [Double?]

    /// Where value screen `screen`'s number of the day at `place` is kept.
    @inline(__always) func valueIndex(_ screen: Int, at place: Int) -> Int { screen * fittingByDay.count + place }

    /// No day recorded yet.
    public init(span: DayRange, screens: Int, habits: Int, valueScreens: Int = 0) {
        self.span = span
        self.screens = screens
        self.habits = habits
        self.valueScreens = valueScreens
        firstDay = span.from.daysSinceEpoch
        fittingByDay = Array(repeating: 0, count: span.count)
        yesByDay = Array(repeating: false, count: span.count * habits)
        savedByDay = Array(repeating: nil, count: span.count)
        valuesByDay = Array(repeating: nil, count: span.count * valueScreens)
    }

    /// Days read back as they were kept (`DayTallyCoding`): the arrays by place, of the
    /// lengths the span and the counts give.
    package init(
        span: DayRange, screens: Int, habits: Int, valueScreens: Int, fittingByDay: [Int], yesByDay: [Bool],
        savedByDay: [Int64?], valuesByDay: [Double?]
    ) {
        precondition(
            fittingByDay.count == span.count && savedByDay.count == span.count
                && yesByDay.count == span.count * habits && valuesByDay.count == span.count * valueScreens,
            "one entry per day of the span")
        self.span = span
        self.screens = screens
        self.habits = habits
        self.valueScreens = valueScreens
        firstDay = span.from.daysSinceEpoch
        self.fittingByDay = fittingByDay
        self.yesByDay = yesByDay
        self.savedByDay = savedByDay
        self.valuesByDay = valuesByDay
    }

    package init(span: DayRange, form: Form) {
        self.init(
            span: span, screens: form.screens.count, habits: form.screens.count { $0.kind == .yesNo },
            valueScreens: Self.valueScreens(of: form).count)
    }

    /// The screens whose numbers are tallied, in form order: the number, slider and duration
    /// screens, whose cards chart every day of the period.
    public static func valueScreens(of form: Form) -> [Screen] { form.screens.filter(tallies) }

    /// Whether the tallies hold the numbers of `screen`: a number, slider or duration screen.
    public static func tallies(_ screen: Screen) -> Bool {
        switch screen.kind {
        case .number, .slider, .duration: true
        default: false
        }
    }

    private func offset(_ date: CivilDate) -> Int? {
        let offset = date.daysSinceEpoch - firstDay
        return offset >= 0 && offset < fittingByDay.count ? offset : nil
    }

    /// Sets one day of the span (a day outside it is ignored, as is a tally of other habits).
    public mutating func set(_ date: CivilDate, _ tally: DayTally) {
        guard let offset = offset(date) else { return }
        set(at: offset, tally)
    }

    /// Copies the days `other` holds that lie in this span (nothing when it tallies other
    /// screens) and returns the places in this span it set.
    @discardableResult
    package mutating func copy(_ other: DayTallies) -> Range<Int> {
        guard other.habits == habits, other.valueScreens == valueScreens else { return 0..<0 }
        let start = other.firstDay - firstDay
        let lower = max(0, start)
        let upper = min(fittingByDay.count, start + other.fittingByDay.count)
        guard lower < upper else { return 0..<0 }
        // Whole slices, not a `DayTally` per day: a kept month is copied in a few moves.
        let from = lower - start
        let to = upper - start
        fittingByDay.replaceSubrange(lower..<upper, with: other.fittingByDay[from..<to])
        savedByDay.replaceSubrange(lower..<upper, with: other.savedByDay[from..<to])
        yesByDay.replaceSubrange(lower * habits..<upper * habits, with: other.yesByDay[from * habits..<to * habits])
        for screen in 0..<valueScreens {
            valuesByDay.replaceSubrange(
                valueIndex(screen, at: lower)..<valueIndex(screen, at: upper),
                with: other.valuesByDay[other.valueIndex(screen, at: from)..<other.valueIndex(screen, at: to)])
        }
        return lower..<upper
    }

    private mutating func set(at offset: Int, _ tally: DayTally) {
        guard tally.yes.count == habits, tally.values.count == valueScreens else { return }
        fittingByDay[offset] = tally.fitting
        for (habit, done) in tally.yes.enumerated() { yesByDay[offset * habits + habit] = done }
        savedByDay[offset] = tally.lastSaved
        for (screen, value) in tally.values.enumerated() { valuesByDay[valueIndex(screen, at: offset)] = value }
    }

    /// The tally of one day (an empty one outside the span).
    public subscript(date: CivilDate) -> DayTally {
        guard let offset = offset(date) else {
            return DayTally(
                fitting: 0, yes: Array(repeating: false, count: habits), lastSaved: nil,
                values: Array(repeating: nil, count: valueScreens))
        }
        return DayTally(
            fitting: fittingByDay[offset], yes: Array(yesByDay[offset * habits..<(offset + 1) * habits]),
            lastSaved: savedByDay[offset],
            values: (0..<valueScreens).map { valuesByDay[valueIndex($0, at: offset)] })
    }

    /// The numbers of value screen `screen` (its place among `valueScreens(of:)`) on the days
    /// of `range` that lie in the span, oldest first.
    public func values(_ screen: Int, in range: DayRange) -> [DayValue] {
        guard screen >= 0, screen < valueScreens else { return [] }
        let places = places(of: range)
        var points: [DayValue] = []
        points.reserveCapacity(places.count)
        var day = CivilDate(daysSinceEpoch: firstDay + places.lowerBound)
        for offset in places {
            if let value = valuesByDay[valueIndex(screen, at: offset)] {
                points.append(DayValue(day: day, value: value))
            }
            day = day.nextDay
        }
        return points
    }

    /// The numbers of value screen `screen` laid out by day of `range` (entry 0 is
    /// `range.from`), nil on a day without one or outside the span: what a figure that walks
    /// every day reads, with no date per day.
    public func valuesByDay(_ screen: Int, over range: DayRange) -> [Double?] {
        var column = [Double?](repeating: nil, count: range.count)
        guard screen >= 0, screen < valueScreens else { return column }
        let places = places(of: range)
        guard !places.isEmpty else { return column }
        let shift = place(of: range.from)
        // One copy of the column's run of days.
        column.replaceSubrange(
            places.lowerBound - shift..<places.upperBound - shift,
            with: valuesByDay[valueIndex(screen, at: places.lowerBound)..<valueIndex(screen, at: places.upperBound)])
        return column
    }

    /// The first and the last number of value screen `screen` in `range` (the same when it
    /// has one), found from both ends rather than by listing every day; nil when it has none.
    public func edgeValues(_ screen: Int, in range: DayRange) -> (first: DayValue, last: DayValue)? {
        guard screen >= 0, screen < valueScreens else { return nil }
        let places = places(of: range)
        func point(_ place: Int) -> DayValue? {
            valuesByDay[valueIndex(screen, at: place)].map {
                DayValue(day: CivilDate(daysSinceEpoch: firstDay + place), value: $0)
            }
        }
        guard let first = places.lazy.compactMap(point).first,
            let last = places.reversed().lazy.compactMap(point).first
        else { return nil }
        return (first, last)
    }

    /// Whether the form recorded the day: at least one answer that still fits.
    public func recorded(_ date: CivilDate) -> Bool { recorded(at: place(of: date)) }

    /// Whether every screen of the form holds an answer that still fits.
    public func complete(_ date: CivilDate) -> Bool {
        offset(date).map { screens > 0 && fittingByDay[$0] == screens } ?? false
    }

    /// How many days of `range` are complete, counted by place.
    public func completeDays(in range: DayRange) -> Int {
        guard screens > 0 else { return 0 }
        return places(of: range).count { fittingByDay[$0] == screens }
    }

    /// Whether yes/no screen `habit` (its place among the form's yes/no screens) was answered Yes.
    public func yes(_ habit: Int, on date: CivilDate) -> Bool { yes(habit, at: place(of: date)) }

    /// How many habits were answered Yes on `date`.
    public func done(on date: CivilDate) -> Int { done(at: place(of: date)) }

    public func lastSaved(_ date: CivilDate) -> Int64? { offset(date).flatMap { savedByDay[$0] } }

    /// These tallies with `older` ones of the days right before them in front.
    func prepending(_ older: DayTallies) -> DayTallies {
        guard older.span.count > 0 else { return self }
        var joined = DayTallies(
            span: DayRange(from: older.span.from, through: span.through), screens: screens, habits: habits,
            valueScreens: valueScreens)
        joined.copy(older)
        joined.copy(self)
        return joined
    }

    /// Counted from the answers of the span: right for any records, and what the store keeps.
    public static func counting(answers records: some GoalRecords, form: Form, over span: DayRange) throws
        -> DayTallies
    {
        var tallies = DayTallies(span: span, form: form)
        guard span.count > 0 else { return tallies }
        let days = try records.answers(
            form: form.id, screens: Set(form.screens.map(\.id)), from: span.from, through: span.through)
        let visible = CardFigures.visible(days, of: form)
        let habitScreens = form.screens.filter { $0.kind == .yesNo }
        let valueScreens = valueScreens(of: form)
        for day in days {
            tallies.set(
                day.day,
                DayTally(
                    answers: day.answers, visible: visible[day.day], habits: habitScreens, valueScreens: valueScreens))
        }
        return tallies
    }
}
