import FormanzaBase
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The counting rules day by day: the streak that ends yesterday while today is unfinished,
/// the best streak inside the period, the complete share, the seven-day mean at the period's
/// start, periods and week starts.
@Suite struct DayFiguresTests {
    let today = day("2026-12-02")

    func days(_ offsets: [Int]) -> Set<CivilDate> { Set(offsets.map { today.adding(days: $0) }) }

    func points(_ values: [CivilDate: Double]) -> [DayValue] {
        values.map { DayValue(day: $0.key, value: $0.value) }
    }

    @Test func streakOfCompleteDaysEndsTodayOrYesterday() {
        // Three days ago is incomplete in every case.
        #expect(
            DayFigures.currentStreak(complete: days([-2, -1]).contains, today: today) == 2,
            "today unfinished keeps the streak")
        #expect(DayFigures.currentStreak(complete: days([-2, -1, 0]).contains, today: today) == 3)
        #expect(
            DayFigures.currentStreak(complete: days([-2]).contains, today: today) == 0, "yesterday incomplete breaks it"
        )
        #expect(DayFigures.currentStreak(complete: days([-2, 0]).contains, today: today) == 1)
    }

    @Test func bestStreakIsTheLongestRunInsideThePeriod() {
        let range = DayRange(from: today.adding(days: -6), through: today)
        /// The best streak of a number with a value on `days`.
        func bestStreak(_ days: Set<CivilDate>) -> Int {
            NumberFigures(days.map { DayValue(day: $0, value: 1) }, over: range).bestStreak
        }
        #expect(
            bestStreak(days([-9, -8, -7, -6, -5, -3, -2, -1])) == 3,
            "the run of four starting before the period counts only its two days inside")
        #expect(bestStreak([]) == 0)
    }

    @Test func completeShareCountsTodayOnlyOnceComplete() {
        let range = ProgressPeriod.week.range(endingOn: today, firstRecorded: day("2026-01-01"))
        /// The share with the complete days counted date by date.
        func completeShare(_ complete: Set<CivilDate>, firstRecorded: CivilDate?) -> (days: Int, of: Int) {
            DayFigures.completeShare(
                complete: complete.contains, completeDays: { $0.days.count(where: complete.contains) }, range: range,
                firstRecorded: firstRecorded, today: today)
        }
        var share = completeShare(days([-3, -1]), firstRecorded: day("2026-01-01"))
        #expect(share.days == 2 && share.of == 6, "today unfinished is left out of the days")
        share = completeShare(days([-3, -1, 0]), firstRecorded: day("2026-01-01"))
        #expect(share.days == 3 && share.of == 7)
        share = completeShare(days([-1]), firstRecorded: today.adding(days: -2))
        #expect(share.days == 1 && share.of == 2, "the period starts at the first recorded day when later")
        share = completeShare([], firstRecorded: nil)
        #expect(share.days == 0 && share.of == 0)
    }

    @Test func sevenDayMeanAtThePeriodStartReadsEarlierDays() {
        var values: [CivilDate: Double] = [:]
        for offset in -12...0 { values[today.adding(days: offset)] = Double(offset + 20) }
        values[today.adding(days: -5)] = nil  // a day without a value is skipped
        let range = DayRange(from: today.adding(days: -2), through: today)
        let means = NumberFigures(points(values), over: range).mean7
        #expect(means.count == 3)
        // 30 Nov: the window 24–30 Nov holds offsets -8…-2 without -5: 12,13,14,16,17,18 → 15.
        #expect(means[0].day == today.adding(days: -2) && means[0].value == 15)
        // 2 Dec: offsets -6…0 without -5: 14,16,17,18,19,20 → 17.333…
        #expect(abs(means[2].value - 104.0 / 6) < 1e-9)
        let empty = NumberFigures([DayValue(day: today.adding(days: -10), value: 5)], over: range).mean7
        #expect(empty.isEmpty, "no value in the window, no mean")
    }

    @Test func periodsAreRollingWindowsEndingToday() {
        #expect(
            ProgressPeriod.week.range(endingOn: today, firstRecorded: nil)
                == DayRange(from: day("2026-11-26"), through: today))
        #expect(ProgressPeriod.month.range(endingOn: today, firstRecorded: nil).count == 30)
        #expect(ProgressPeriod.quarter.range(endingOn: today, firstRecorded: nil).count == 91)
        #expect(ProgressPeriod.year.range(endingOn: today, firstRecorded: nil).count == 365)
        #expect(ProgressPeriod.all.range(endingOn: today, firstRecorded: day("2020-02-29")).from == day("2020-02-29"))
        #expect(ProgressPeriod.all.range(endingOn: today, firstRecorded: nil).count == 1)
        let week = ProgressPeriod.week.range(endingOn: today, firstRecorded: nil)
        #expect(ProgressPeriod.previous(of: week) == DayRange(from: day("2026-11-19"), through: day("2026-11-25")))
        #expect(
            ProgressPeriod(text: "1A") == .year && ProgressPeriod(text: "Todo") == .all
                && ProgressPeriod(text: "2w") == nil)
        #expect(ProgressPeriod.all.next == .week && ProgressPeriod.week.previous == .all)
    }

    @Test func aPeriodAcrossADaylightSavingChangeHasItsDays() {
        // Europe changed its clocks on 29 March 2026: the week still holds 7 calendar days.
        let range = ProgressPeriod.week.range(endingOn: day("2026-04-01"), firstRecorded: nil)
        #expect(
            range.days.map(\.iso) == [
                "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29",
                "2026-03-30", "2026-03-31", "2026-04-01",
            ])
    }

    @Test func weeksStartOnMondayOrOnSundayWhereTheLocaleSaysSo() {
        #expect(WeekStart.from(environment: ["LANG": "es_ES.UTF-8"]) == .monday)
        #expect(WeekStart.from(environment: ["LANG": "en_US.UTF-8"]) == .sunday)
        #expect(WeekStart.from(environment: ["LC_ALL": "es_MX.UTF-8", "LANG": "en_GB.UTF-8"]) == .sunday)
        #expect(WeekStart.from(environment: ["LANG": "C.UTF-8"]) == .monday)
        #expect(WeekStart.monday.weekStart(of: today) == day("2026-11-30"), "2 Dec 2026 is a Wednesday")
        #expect(WeekStart.sunday.weekStart(of: today) == day("2026-11-29"))
    }
}
