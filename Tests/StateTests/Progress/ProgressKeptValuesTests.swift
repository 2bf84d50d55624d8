import FormanzaBase
import FormanzaSQLite
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The numbers of number, slider and duration screens that Progress reads from the kept day
/// tallies are the numbers their answers show: over randomised stores, every period, edits of
/// past days, deleted rows and edits of the screens after records exist, the report built from
/// the kept tallies equals the one counted from every answer, and each number card's values,
/// seven-day means and figures equal those computed straight from the answers.
@Suite struct ProgressKeptValuesTests {
    typealias Seeded = GoalScanTests.Seeded

    let first = day("2025-01-01")
    let moods = ["low", "ok", "high"]

    func form() -> Form {
        Form(
            id: "f-kept", title: "Kept",
            screens: [
                Screen(
                    id: "weight", title: "Weight", highlight: true,
                    kind: .number(NumberSettings(unit: "kg", min: 0, max: 300, decimals: 1, step: 0.1))),
                Screen(id: "energy", title: "Energy", kind: .slider(NumberSettings(unit: "", min: 0, max: 10))),
                Screen(id: "sleep", title: "Sleep", kind: .duration(DurationSettings())),
                yesNoScreen(id: "water"),
                Screen(
                    id: "mood", title: "Mood",
                    kind: .singleChoice(
                        SingleChoiceSettings(
                            style: .scale, options: moods.map { ChoiceOption(value: $0, label: $0.capitalized) }))),
            ],
            goals: [
                Goal(
                    id: "g-weight", kind: .value, source: .screen("weight"), target: 70, startDay: day("2025-02-01"))
            ])
    }

    func answers(_ random: inout Seeded) -> [String: AnswerValue] {
        var values: [String: AnswerValue] = [:]
        if random.below(5) > 0 { values["weight"] = .number(Double(600 + random.below(400)) / 10) }
        if random.below(3) > 0 { values["energy"] = .number(Double(random.below(11))) }
        if random.below(4) > 0 { values["sleep"] = .duration(300 + random.below(300)) }
        if random.below(5) > 0 { values["water"] = .yesNo(random.below(3) > 0) }
        if random.below(4) > 0 { values["mood"] = .choice(moods[random.below(moods.count)]) }
        return values
    }

    /// Saved at midnight UTC of the day, so the check-in time and the last save vary by day.
    func write(_ temp: TemporaryStore, _ form: Form, _ date: CivilDate, _ values: [String: AnswerValue]) throws {
        try writeAnswers(temp.store, form, date, values, savedAt: Int64(date.daysSinceEpoch) * 86_400)
    }

    /// The report from the store (counting and keeping, then reading what it kept) against
    /// the one counted from every answer, and each number card against the answers themselves.
    func expectSame(_ temp: TemporaryStore, _ form: Form, _ asOf: CivilDate, _ seed: UInt64, _ step: String)
        throws
    {
        let direct = AnswersOnly(records: temp.store)
        let every = try temp.store.answers(
            form: form.id, screens: Set(form.screens.map(\.id)), from: nil, through: asOf)
        for period in ProgressPeriod.allCases {
            let counted = try builder(form).report(period: period, today: asOf, records: direct)
            let firstRun = try builder(form).report(period: period, today: asOf, records: temp.store)
            let kept = try builder(form).report(period: period, today: asOf, records: temp.store)
            let label = "seed \(seed), \(step), \(period.rawValue) as of \(asOf.iso)"
            #expect(firstRun == counted, "\(label): counted and kept")
            #expect(kept == counted, "\(label): read back")
            for card in kept.cards {
                guard case .number(let card) = card else { continue }
                let all = GoalReadings(form: form, dataValues: []).values(of: card.source, in: every)
                let points = all.filter { kept.range.contains($0.day) }
                #expect(card.points == points, "\(label): \(card.source)")
                #expect(card.mean7 == PlainFigures.sevenDayMeans(all, over: kept.range), "\(label): \(card.source)")
                let stats = PlainFigures.summary(points.map(\.value))
                #expect(card.min == stats?.min && card.max == stats?.max && card.mean == stats?.mean, "\(label)")
                #expect(card.bestStreak == PlainFigures.bestStreak(Set(points.map(\.day)), in: kept.range), "\(label)")
            }
        }
    }

    func keptRows(_ temp: TemporaryStore) throws -> Int64 {
        try Connection(path: temp.paths.database).integer("SELECT count(*) FROM day_tallies") ?? -1
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func keptNumbersAreWhatTheAnswersShow(seed: UInt64) throws {
        var random = Seeded(state: seed)
        let temp = try TemporaryStore()
        var form = form()
        try temp.store.saveForm(form)
        for offset in 0..<500 where random.below(8) > 0 {
            try write(temp, form, first.adding(days: offset), answers(&random))
        }
        let asOf = first.adding(days: 520)
        try expectSame(temp, form, asOf, seed, "fresh")
        #expect(try keptRows(temp) > 10, "past months are kept")
        for round in 0..<4 {
            let date = first.adding(days: random.below(500))
            if random.below(3) == 0 {
                try temp.store.updateDay(date) { record in record.remove(form: form.id, screen: "weight") }
            } else {
                try write(temp, form, date, answers(&random))
            }
            try expectSame(temp, form, asOf, seed, "edit \(round) of \(date.iso)")
        }
        try Connection(path: temp.paths.database).execute("DELETE FROM day_tallies WHERE period LIKE '%-0_'")
        try expectSame(temp, form, asOf, seed, "some kept rows deleted")
        // Another unit: the answers saved in kilograms are hidden, new ones in pounds count.
        form.screens[0].kind = .number(NumberSettings(unit: "lb", min: 0, max: 700, decimals: 1, step: 0.1))
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "unit changed")
        for offset in 400..<450 { try write(temp, form, first.adding(days: offset), ["weight": .number(150)]) }
        try expectSame(temp, form, asOf, seed, "answers in the new unit")
        // Another type: the slider's answers (numbers) no longer fit a duration, and the
        // duration screen moved in front of it.
        form.screens[1].kind = .duration(DurationSettings())
        form.screens.swapAt(1, 2)
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "type changed and screens moved")
        // A new number screen never answered, then the first one removed.
        form.screens.append(
            Screen(id: "waist", title: "Waist", kind: .number(NumberSettings(unit: "cm", min: 0, max: 200))))
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "screen added")
        form.screens.remove(at: 0)
        form.goals = []
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "screen removed")
    }
}
