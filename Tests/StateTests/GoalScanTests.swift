import FormanzaBase
import FormanzaSQLite
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// What goals keep for speed (`GoalScan` rows) never changes what they say: over randomised
/// stores, edits of past days, deleted rows and edits of the goal's screen, the reports built
/// from indexed questions and kept scans equal the ones read from every answer.
@Suite struct GoalScanTests {
    /// A small seeded generator, so a failing store can be made again from its seed.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    let first = day("2025-01-01")
    let options = ["negative", "trace", "small", "moderate", "large"]

    func answers(_ form: Form, _ random: inout Seeded) -> [String: AnswerValue] {
        var values: [String: AnswerValue] = [:]
        if random.below(5) > 0 { values["weight"] = .number(Double(600 + random.below(400)) / 10) }
        if random.below(5) > 0 { values["water"] = .yesNo(random.below(3) > 0) }
        if random.below(4) > 0 { values["keto-level"] = .choice(options[random.below(options.count)]) }
        return values
    }

    func write(_ temp: TemporaryStore, _ form: Form, _ date: CivilDate, _ values: [String: AnswerValue]) throws {
        try writeAnswers(temp.store, form, date, values)
    }

    func goals(_ random: inout Seeded) -> [Goal] {
        let start = first.adding(days: random.below(200))
        let deadline = random.below(2) == 0 ? nil : start.adding(days: random.below(300))
        return [
            Goal(
                id: "g-weight", kind: .value, source: .screen("weight"), target: Double(650 + random.below(300)) / 10,
                startDay: start, deadline: deadline),
            Goal(
                id: "g-water", kind: .habit, source: .screen("water"), answer: random.below(2) == 0 ? "yes" : "no",
                days: 1 + random.below(300), startDay: first.adding(days: random.below(200))),
            Goal(
                id: "g-keto", kind: .habit, source: .screen("keto-level"), answer: options[random.below(3)],
                days: 1 + random.below(300), startDay: first.adding(days: random.below(200))),
        ]
    }

    func expectSame(_ temp: TemporaryStore, _ form: Form, _ asOf: CivilDate, _ seed: UInt64, _ step: String)
        throws
    {
        let fast = try GoalBoard.reports(for: form, dataValues: [], asOf: asOf, records: temp.store)
        let direct = try GoalBoard.directReports(for: form, dataValues: [], asOf: asOf, records: temp.store)
        #expect(fast == direct, "seed \(seed), \(step), as of \(asOf.iso)")
    }

    func keptRows(_ temp: TemporaryStore) throws -> Int64 {
        try Connection(path: temp.paths.database).integer("SELECT count(*) FROM goal_scans") ?? -1
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func keptScansAnswerWhatEveryAnswerSays(seed: UInt64) throws {
        var random = Seeded(state: seed)
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.goals = goals(&random)
        try temp.store.saveForm(form)
        for offset in 0..<330 where random.below(10) > 0 {
            try write(temp, form, first.adding(days: offset), answers(form, &random))
        }
        var asOf = first.adding(days: 100)
        while asOf < first.adding(days: 360) {
            try expectSame(temp, form, asOf, seed, "days going by")
            asOf = asOf.adding(days: 1 + random.below(40))
        }
        asOf = first.adding(days: 340)
        try expectSame(temp, form, asOf, seed, "kept")
        #expect(try keptRows(temp) > 0, "long scans are kept")
        for round in 0..<6 {
            let date = first.adding(days: random.below(330))
            if random.below(3) == 0 {
                try temp.store.updateDay(date) { record in record.remove(form: form.id, screen: "weight") }
            } else {
                try write(temp, form, date, answers(form, &random))
            }
            try expectSame(temp, form, asOf, seed, "edit \(round) of \(date.iso)")
        }
        try Connection(path: temp.paths.database).execute(
            "DELETE FROM goal_scans WHERE question % 2 = 0")
        try expectSame(temp, form, asOf, seed, "some kept rows deleted")
    }

    @Test(arguments: [5, 6] as [UInt64])
    func editsOfTheGoalsScreenAreReadAsTheScreenShowsAnswersNow(seed: UInt64) throws {
        var random = Seeded(state: seed)
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.goals = goals(&random)
        try temp.store.saveForm(form)
        for offset in 0..<300 where random.below(10) > 0 {
            try write(temp, form, first.adding(days: offset), answers(form, &random))
        }
        let asOf = first.adding(days: 320)
        try expectSame(temp, form, asOf, seed, "before the edits")
        // Another unit: the answers saved in kilograms are hidden, new ones in pounds count.
        let index = try #require(form.screens.firstIndex { $0.id == "weight" })
        form.screens[index].kind = .number(
            NumberSettings(unit: "lb", min: 0, max: 1000, decimals: 1, step: 0.1, unusualChange: 5))
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "unit changed")
        for offset in 250..<300 { try write(temp, form, first.adding(days: offset), ["weight": .number(150)]) }
        try expectSame(temp, form, asOf, seed, "answers in the new unit")
        // Another type: every answer of the screen is hidden.
        form.screens[index].kind = .slider(
            NumberSettings(unit: "lb", min: 0, max: 1000, decimals: 1, step: 0.1, unusualChange: 5))
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "type changed")
        // Options removed: single choices of those options are hidden.
        let keto = try #require(form.screens.firstIndex { $0.id == "keto-level" })
        guard case .singleChoice(var settings) = form.screens[keto].kind else {
            Issue.record("the starter's keto level is a single choice")
            return
        }
        settings.options.removeAll { $0.value == "large" || $0.value == "moderate" }
        form.screens[keto].kind = .singleChoice(settings)
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "options removed")
        // The screen removed: its goal is left out either way.
        form.screens.removeAll { $0.id == "water" }
        try temp.store.saveForm(form)
        try expectSame(temp, form, asOf, seed, "screen removed")
        #expect(try GoalBoard.reports(for: form, dataValues: [], asOf: asOf, records: temp.store).count == 2)
    }

    @Test func aCheckinTodayKeepsTheScansThroughYesterdayAndAPastEditDropsThem() throws {
        let temp = try TemporaryStore()
        var form = try temp.starter
        form.goals = [
            Goal(id: "g-w", kind: .value, source: .screen("weight"), target: 50, startDay: first),
            Goal(id: "g-h", kind: .habit, source: .screen("water"), answer: "yes", days: 200, startDay: first),
        ]
        try temp.store.saveForm(form)
        for offset in 0..<100 {
            try write(temp, form, first.adding(days: offset), ["weight": .number(90), "water": .yesNo(true)])
        }
        let today = first.adding(days: 100)
        _ = try GoalBoard.reports(for: form, dataValues: [], asOf: today, records: temp.store)
        #expect(try keptRows(temp) == 2)
        try write(temp, form, today, ["weight": .number(49), "water": .yesNo(true)])
        #expect(try keptRows(temp) == 2, "today's check-in is after what is kept")
        try expectSame(temp, form, today, 0, "checked in today")
        try write(temp, form, first.adding(days: 10), ["weight": .number(40)])
        #expect(try keptRows(temp) == 0, "an edit of a kept day drops what was kept")
        try expectSame(temp, form, today, 0, "a past day edited")
    }
}
