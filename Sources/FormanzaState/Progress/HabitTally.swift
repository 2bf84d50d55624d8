/// The habits card's comparison with the previous period needs, of each day, only whether the
/// form recorded it and which habits were answered Yes: this is that count over a span of days.
public struct HabitTally: Hashable, Sendable {
    /// Days with at least one answer that still fits its screen.
    public var recorded: Int
    /// Per yes/no screen of the form, in form order: Yes answers (that still fit) on those days.
    public var yes: [Int]

    public init(recorded: Int, yes: [Int]) {
        self.recorded = recorded
        self.yes = yes
    }

    /// Nothing counted yet for `habits` yes/no screens.
    public static func empty(habits: Int) -> HabitTally {
        HabitTally(recorded: 0, yes: Array(repeating: 0, count: habits))
    }

    /// Two tallies of spans that do not overlap, added.
    static func + (left: HabitTally, right: HabitTally) -> HabitTally {
        HabitTally(recorded: left.recorded + right.recorded, yes: zip(left.yes, right.yes).map { $0 + $1 })
    }

    /// Counted from visible answers by day (those that still fit their screen).
    init(visible: [CivilDate: [String: Answer]], habits: [Screen]) {
        self = .empty(habits: habits.count)
        for answers in visible.values {
            recorded += 1
            for (index, screen) in habits.enumerated() where answers[screen.id]?.value == .yesNo(true) {
                yes[index] += 1
            }
        }
    }
}

extension ProgressRecords {
    /// Reads the span's answers and counts them: right for any records; a store answers the
    /// same question without building a dictionary per day.
    public func habitTally(form: Form, from: CivilDate, through: CivilDate) throws -> HabitTally {
        try HabitTally.counting(answers: self, form: form, from: from, through: through)
    }
}

extension HabitTally {
    static func counting(answers records: some GoalRecords, form: Form, from: CivilDate, through: CivilDate) throws
        -> HabitTally
    {
        let habits = form.screens.filter { $0.kind == .yesNo }
        guard from <= through else { return .empty(habits: habits.count) }
        let days = try records.answers(
            form: form.id, screens: Set(form.screens.map(\.id)), from: from, through: through)
        return HabitTally(visible: CardFigures.visible(days, of: form), habits: habits)
    }
}

extension Store {
    /// One scan of the span in key order (form, day, screen). A row is decoded only when it can
    /// change the count: a yes/no screen's, or any screen's until its day is known to be recorded.
    public func habitTally(form: Form, from: CivilDate, through: CivilDate) throws -> HabitTally {
        var habitIndex = 0
        // Each screen's place in the form (not a copy of it) and its place among the habits.
        var screens: [String: (place: Int, habit: Int?)] = [:]
        for (place, screen) in form.screens.enumerated() where screens[screen.id] == nil {
            let habit: Int? = screen.kind == .yesNo ? habitIndex : nil
            if habit != nil { habitIndex += 1 }
            screens[screen.id] = (place, habit)
        }
        // Screen ids are unique in a valid form; one that is not is counted the long way.
        guard screens.count == form.screens.count else {
            return try HabitTally.counting(answers: self, form: form, from: from, through: through)
        }
        var tally = HabitTally.empty(habits: habitIndex)
        guard from <= through else { return tally }
        var dayText = ""
        var dayRecorded = false
        let yesNoType = FieldKind.yesNo.typeName
        try database.access { connection in
            try connection.statement(
                """
                SELECT day, screen, type, unit, value, saved_at FROM answers
                WHERE form = ? AND day >= ? AND day <= ? ORDER BY day
                """
            ).scan([.text(form.id), .text(from.iso), .text(through.iso)]) { row in
                guard let id = row.text(1), let entry = screens[id] else { return true }
                if !row.text(0, equals: dayText) {
                    guard let text = row.text(0), CivilDate(iso: text) != nil else { return true }
                    dayText = text
                    dayRecorded = false
                }
                if let habit = entry.habit {
                    // A yes/no answer fits its screen exactly when it was saved as yes/no, as a
                    // number: read as such without building the answer.
                    guard row.text(2, equals: yesNoType), row.kind(4) == .integer else { return true }
                    if row.integer(4) != 0 { tally.yes[habit] += 1 }
                } else {
                    guard !dayRecorded, let answer = AnswerColumns.answer(row, from: 2),
                        answer.fits(form.screens[entry.place])
                    else { return true }
                }
                if !dayRecorded {
                    dayRecorded = true
                    tally.recorded += 1
                }
                return true
            }
        }
        return tally
    }
}
