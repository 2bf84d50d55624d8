import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A form's Progress computed from records in memory: the Today card, the habits card, the
/// cards of every kind in order, a screen whose type changed, a missing data value, the
/// streak that reads older days, and the usual check-in time.
@Suite struct ProgressBuilderTests {
    let today = day("2026-12-02")

    func weight(_ value: Double) -> AnswerValue { .number(value) }

    @Test func todayCardHasTheHighlightedChangeHabitsStreakAndCompleteShare() throws {
        let form = progressForm()
        let records = MemoryRecords()
        records.set("2026-11-29", ["weight": weight(81), "water": .yesNo(true), "walk": .yesNo(true)], form: form)
        records.set("2026-11-30", ["weight": weight(80.5), "water": .yesNo(true), "walk": .yesNo(false)], form: form)
        records.set("2026-12-01", ["weight": weight(80), "water": .yesNo(false), "walk": .yesNo(true)], form: form)
        records.set("2026-12-02", ["weight": weight(79.5), "water": .yesNo(true)], form: form)
        let report = try builder(form).report(period: .week, today: today, records: records)
        let card = report.todayCard
        #expect(
            card.highlighted?.value == 79.5 && card.highlighted?.change == -1.5
                && card.highlighted?.since == day("2026-11-29"))
        #expect(card.habitsDone == 1 && card.habits == 2)
        #expect(card.streak == 3, "29 Nov to 1 Dec complete, today unfinished")
        #expect(card.completeDays == 3 && card.completeOf == 3, "from the first recorded day; today not yet complete")
    }

    @Test func habitsCardShadesRecordedDaysAndComparesWithThePreviousPeriod() throws {
        let form = progressForm()
        let records = MemoryRecords()
        records.set("2026-11-20", ["water": .yesNo(true), "walk": .yesNo(true)], form: form)  // previous week
        records.set("2026-11-21", ["water": .yesNo(false), "walk": .yesNo(true)], form: form)
        records.set("2026-11-30", ["water": .yesNo(true), "walk": .yesNo(true), "weight": weight(80)], form: form)
        records.set("2026-12-01", ["weight": weight(80)], form: form)  // recorded, habits unanswered: not done
        let report = try builder(form).report(period: .week, today: today, records: records)
        guard
            case .habits(let habits)? = report.cards.first(where: {
                if case .habits = $0 { return true }
                return false
            })
        else {
            Issue.record("no habits card")
            return
        }
        #expect(
            habits.grid.count == 35 && habits.grid.first?.day == day("2026-11-02")
                && habits.grid.last?.day == day("2026-12-06"))
        let shade = Dictionary(uniqueKeysWithValues: habits.grid.map { ($0.day, $0) })
        #expect(shade[day("2026-11-30")]?.share == 1 && shade[day("2026-12-01")]?.share == 0)
        #expect(shade[day("2026-11-29")]?.recorded == false && shade[day("2026-11-29")]?.share == nil)
        #expect(shade[day("2026-12-03")]?.future == true)
        #expect(habits.completeDays == 1 && habits.gridDays == 31, "2 Nov (a Monday) through today")
        let water = try #require(habits.habits.first { $0.screen.id == "water" })
        #expect(water.yes == 1 && water.recorded == 2 && water.share == 0.5 && water.previousShare == 0.5)
        let walk = try #require(habits.habits.first { $0.screen.id == "walk" })
        #expect(walk.previousShare == 1 && walk.strip.suffix(3) == [true, false, nil])
        #expect(habits.byWeekday[1] == 1 && habits.byWeekday[2] == 0, "Monday all done, Tuesday none")
    }

    @Test func cardsFollowFormOrderWithCalculatedValuesAfterWhatTheyRead() throws {
        let options = [ChoiceOption(value: "low", label: "Low"), ChoiceOption(value: "high", label: "High")]
        let form = Form(
            id: "f-kinds", title: "Kinds",
            screens: [
                Screen(id: "weight", title: "Weight", kind: .number(NumberSettings(unit: "kg", max: 300))),
                Screen(
                    id: "mood", title: "Mood",
                    kind: .singleChoice(SingleChoiceSettings(style: .scale, options: options))),
                Screen(id: "tags", title: "Tags", kind: .multipleChoice(MultipleChoiceSettings(options: options))),
                Screen(id: "note", title: "Note", kind: .text(TextSettings())),
                Screen(id: "bed", title: "Bed", kind: .time(TimeSettings())),
                Screen(id: "shirt", title: "Shirt", kind: .color),
                Screen(id: "sleep", title: "Sleep", kind: .duration(DurationSettings())),
            ],
            calculated: [
                CalculatedValue(
                    id: "double", title: "Double",
                    kind: .formula(
                        FormulaSettings(
                            tokens: [.screen("weight"), .op(.multiply), .number(2)]))),
                CalculatedValue(
                    id: "bmi", title: "BMI",
                    kind: .formula(
                        FormulaSettings(
                            tokens: [.screen("weight"), .op(.divide), .data("height")]))),
            ])
        let records = MemoryRecords()
        records.set(
            "2026-12-01",
            [
                "weight": weight(80), "mood": .choice("high"), "tags": .choices(["low", "high"]),
                "note": .text("x"), "bed": .time(TimeOfDay(hour: 23, minute: 15)!),
                "shirt": .color("#E53935"), "sleep": .duration(450),
            ], form: form)
        records.set("2026-12-02", ["tags": .choices(["high"]), "mood": .choice("low")], form: form)
        let report = try builder(form).report(period: .week, today: today, records: records)
        let kinds = report.cards.map { card -> String in
            switch card {
            case .number(let c): return "number:\(c.title)"
            case .habits: return "habits"
            case .steps(let c): return "steps:\(c.title)"
            case .counts(let c): return "counts:\(c.screen.id)"
            case .times(let c): return "times:\(c.screen.id)"
            case .colors(let c): return "colors:\(c.screen.id)"
            case .photos(let c): return "photos:\(c.screen.id)"
            }
        }
        #expect(
            kinds == [
                "number:Weight", "number:Double", "number:BMI", "steps:Mood", "counts:tags", "times:bed",
                "colors:shirt", "number:Sleep",
            ], "no card for text; calculated values right after Weight")
        for card in report.cards {
            switch card {
            case .number(let c) where c.title == "Double": #expect(c.points.map(\.value) == [160])
            case .number(let c) where c.title == "BMI": #expect(c.missingData == ["height"] && c.points.isEmpty)
            case .number(let c) where c.title == "Sleep":
                #expect(c.points.map(\.value) == [450] && c.format == .duration)
            case .steps(let c): #expect(c.steps.map(\.level) == [1, 0] && c.levels == ["Low", "High"])
            case .counts(let c): #expect(c.counts.map(\.count) == [1, 2] && c.days == 2)
            case .times(let c): #expect(c.points.map(\.minutes) == [23 * 60 + 15])
            case .colors(let c): #expect(c.swatches.map(\.hex) == ["#E53935"])
            default: break
            }
        }
    }

    @Test func aScreenWhoseTypeChangedShowsOnlyAnswersOfItsCurrentType() throws {
        var form = progressForm()
        let records = MemoryRecords()
        records.set("2026-11-30", ["weight": weight(80), "water": .yesNo(true), "walk": .yesNo(true)], form: form)
        form.screens[0].kind = .duration(DurationSettings())  // weight became a duration
        records.set("2026-12-01", ["weight": .duration(30), "water": .yesNo(true), "walk": .yesNo(true)], form: form)
        let report = try builder(form).report(period: .week, today: today, records: records)
        guard case .number(let card)? = report.cards.first else {
            Issue.record("no number card")
            return
        }
        #expect(card.points.map(\.value) == [30], "the number saved before the change is hidden")
        #expect(report.todayCard.streak == 1, "30 Nov is no longer complete: its weight does not fit")
    }

    @Test func aStreakReachingPastTheDaysReadReadsOlderDays() throws {
        let form = progressForm()
        let records = MemoryRecords()
        for offset in 1...120 {
            records.set(
                today.adding(days: -offset).iso, ["weight": weight(80), "water": .yesNo(true), "walk": .yesNo(false)],
                form: form)
        }
        let report = try builder(form).report(period: .week, today: today, records: records)
        #expect(report.todayCard.streak == 120)
        #expect(records.tallySpans.count >= 2, "the first tally stops at 8 weeks; the streak needed the rest")
        let share = try builder(form).report(period: .all, today: today, records: records).todayCard
        #expect(share.completeDays == 120 && share.completeOf == 120)
    }

    @Test func aStreakBrokenLongAgoReadsOnlyTheChunkThatHoldsTheBreak() throws {
        let form = progressForm()
        let records = MemoryRecords()
        for offset in 1...400 {
            let walk: AnswerValue? = offset == 100 ? nil : .yesNo(true)
            var answers: [String: AnswerValue] = ["weight": weight(80), "water": .yesNo(true)]
            answers["walk"] = walk
            records.set(today.adding(days: -offset).iso, answers, form: form)
        }
        let report = try builder(form).report(period: .week, today: today, records: records)
        #expect(report.todayCard.streak == 99)
        #expect(
            records.tallySpans.count == 2 && records.tallySpans.last?.from == day("2026-06-02"),
            "8 weeks, then 128 days more; not the 400 days: \(records.tallySpans)")
    }

    @Test func usualCheckinTimeIsTheMostCommonRoundedTime() throws {
        #expect(
            CheckinInsight.usualTime([21 * 60 + 40, 21 * 60 + 47, 8 * 60, 21 * 60 + 52])
                == TimeOfDay(hour: 21, minute: 45))
        #expect(CheckinInsight.usualTime([600, 610]) == nil, "fewer than three check-ins")
        #expect(
            CheckinInsight.usualTime([23 * 60 + 55, 23 * 60 + 58, 0]) == TimeOfDay(hour: 0, minute: 0),
            "rounds past midnight")
        let suggestion = CheckinInsight.suggestion([480, 485, 475, 1290, 1295, 1300, 1200])
        #expect(
            suggestion.morning == TimeOfDay(hour: 8, minute: 0) && suggestion.evening == TimeOfDay(hour: 21, minute: 30)
        )
        let form = progressForm()
        let records = MemoryRecords()
        for offset in 0..<4 {
            let instant = Int64(today.adding(days: -offset).daysSinceEpoch) * 86_400 + 21 * 3600 + 44 * 60
            records.set(today.adding(days: -offset).iso, ["water": .yesNo(true)], form: form, savedAt: instant)
        }
        records.set("2026-09-01", ["water": .yesNo(true)], form: form, savedAt: 8 * 3600)  // older than 8 weeks
        let report = try builder(form).report(period: .week, today: today, records: records)
        #expect(report.usualTime == TimeOfDay(hour: 21, minute: 45))
    }
}

@Suite struct ProgressReadTests {
    @Test func theTalliesCoverThePreviousPeriodOnlyWhenTheFormHasHabits() throws {
        let today = day("2026-12-02")
        let habits = progressForm()
        let records = MemoryRecords()
        records.set("2020-01-01", ["water": .yesNo(true)], form: habits)
        _ = try builder(habits).report(period: .year, today: today, records: records)
        #expect(
            records.tallySpans.first?.from == day("2024-12-03"),
            "the year before the period, for the habits' comparison")
        #expect(
            records.reads.allSatisfy { $0.through < day("2025-12-03") },
            "the weight's values in the period are tallied: only the latest before it is looked for")
        let numbers = Form(id: "f-n", title: "Numbers", screens: [numberScreen(id: "n")])
        let other = MemoryRecords()
        other.set("2020-01-01", ["n": .number(1)], form: numbers)
        _ = try builder(numbers).report(period: .year, today: today, records: other)
        #expect(
            other.tallySpans.first?.from == day("2025-11-27"),
            "no habits: no previous period to compare with, only the week before the period for the seven-day mean")
    }

    @Test func answersAreReadOnlyForTheScreensWhoseCardsChartChoicesTimesColoursOrPhotos() throws {
        let today = day("2026-12-02")
        var form = progressForm()
        form.screens.append(Screen(id: "note", title: "Note", kind: .text(TextSettings())))
        form.screens.append(
            Screen(
                id: "mood", title: "Mood",
                kind: .singleChoice(
                    SingleChoiceSettings(style: .scale, options: [ChoiceOption(value: "ok", label: "OK")]))))
        let records = MemoryRecords()
        records.set(
            "2026-12-01", ["weight": .number(80), "water": .yesNo(true), "note": .text("x"), "mood": .choice("ok")],
            form: form)
        let report = try builder(form).report(period: .month, today: today, records: records)
        #expect(
            records.readScreens == [["mood"]], "numbers, yes/no and text screens are counted in the tallies")
        #expect(report.todayCard.habits == 2)
        var hidden = form
        hidden.screens[hidden.screens.count - 1].showInProgress = false
        let other = MemoryRecords()
        other.days = records.days
        _ = try builder(hidden).report(period: .month, today: today, records: other)
        #expect(other.reads.isEmpty, "no charted screen: no answers read at all")
    }
}
