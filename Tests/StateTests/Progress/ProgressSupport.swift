import FormanzaBase

@testable import FormanzaModel
@testable import FormanzaState

/// Day records held in memory, answering the questions Progress asks of a store, and noting
/// the answers read and the spans tallied so tests can see how far back the figures looked.
final class MemoryRecords: ProgressRecords, @unchecked Sendable {
    var days: [CivilDate: [String: Answer]] = [:]
    private(set) var reads: [(from: CivilDate?, through: CivilDate)] = []
    private(set) var tallySpans: [DayRange] = []
    private(set) var readScreens: [Set<String>] = []

    func set(_ iso: String, _ answers: [String: AnswerValue], form: Form, savedAt: Int64 = 0) {
        var part: [String: Answer] = [:]
        for (id, value) in answers {
            let screen = form.screen(id: id)!
            part[id] = Answer(value: value, for: screen, savedAt: savedAt)
        }
        days[day(iso)] = part
    }

    func answers(form formID: String, screens: Set<String>, from first: CivilDate?, through last: CivilDate) throws
        -> [DayAnswers]
    {
        reads.append((first, last))
        readScreens.append(screens)
        return unnotedAnswers(screens: screens, from: first, through: last)
    }

    /// Tallies counted from the answers, as any records may; only the span is noted.
    func dayTallies(form: Form, over span: DayRange, asOf today: CivilDate) throws -> DayTallies {
        tallySpans.append(span)
        return try DayTallies.counting(answers: Unnoted(records: self), form: form, over: span)
    }

    struct Unnoted: GoalRecords {
        let records: MemoryRecords
        func answers(form formID: String, screens: Set<String>, from first: CivilDate?, through last: CivilDate)
            throws -> [DayAnswers]
        {
            records.unnotedAnswers(screens: screens, from: first, through: last)
        }
    }

    func unnotedAnswers(screens: Set<String>, from first: CivilDate?, through last: CivilDate) -> [DayAnswers] {
        days.keys.sorted().filter { date in date <= last && (first.map { date >= $0 } ?? true) }.compactMap {
            date in
            let wanted = days[date]!.filter { screens.contains($0.key) }
            return wanted.isEmpty ? nil : DayAnswers(day: date, answers: wanted)
        }
    }

    func firstRecordedDay(form formID: String) throws -> CivilDate? { days.keys.min() }

    /// Answered from the days held, without noting a read: the tests count the reads of figures.
    func firstShownDay(of form: Form, through last: CivilDate) throws -> CivilDate? {
        days.keys.sorted().first { $0 <= last && !DayStates.shown(days[$0]!, of: form).isEmpty }
    }
}

/// A habit form: two yes/no screens and a weight.
func progressForm() -> Form {
    Form(
        id: "f-progress", title: "Progress form",
        screens: [
            Screen(
                id: "weight", title: "Weight", highlight: true,
                kind: .number(NumberSettings(unit: "kg", min: 0, max: 300, decimals: 1, step: 0.1))),
            yesNoScreen(id: "water"), yesNoScreen(id: "walk"),
        ])
}

func builder(_ form: Form, weekStart: WeekStart = .monday) -> ProgressBuilder {
    ProgressBuilder(form: form, dataValues: [], weekStart: weekStart, localMinutes: { Int(($0 / 60) % 1440) })
}
