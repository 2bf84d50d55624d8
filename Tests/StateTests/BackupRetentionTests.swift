import FormanzaBase
import Testing

@testable import FormanzaState

/// The rule of which automatic backups are kept: 7 newest, the oldest of each of the 4 newest
/// weeks, the oldest of each of the 12 newest months.
@Suite struct BackupRetentionTests {
    func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    @Test func aWeekOfBackupsIsAllKept() {
        let days = (0..<7).map { day("2026-12-01").adding(days: $0) }
        #expect(BackupRetention.kept(days) == Set(days))
    }

    @Test func twoYearsOfDailyBackupsKeepDailyWeeklyAndMonthly() {
        let start = day("2025-01-01")
        let days = (0..<730).map { start.adding(days: $0) }  // through 2026-12-31
        let kept = BackupRetention.kept(days)
        let newest = days.suffix(7)
        #expect(newest.allSatisfy { kept.contains($0) })
        // Weeks start on Monday: 2026-12-28 is a Monday, then 21, 14, 7.
        for monday in ["2026-12-28", "2026-12-21", "2026-12-14", "2026-12-07"] {
            #expect(kept.contains(day(monday)), "\(monday)")
        }
        #expect(!kept.contains(day("2026-11-30")), "a fifth week back is not kept as a week")
        for month in 1...12 {
            #expect(kept.contains(CivilDate(year: 2026, month: month, day: 1)!), "month \(month)")
        }
        #expect(!kept.contains(day("2025-12-01")), "a thirteenth month back is not kept")
        #expect(
            kept.count == 7 + 4 + 12 - 1, "Monday 28 December is both a daily one and a week's oldest: \(kept.count)")
        #expect(BackupRetention.kept(Array(days.reversed())) == kept, "the order of the list does not matter")
    }

    @Test func gapsKeepTheOldestOfEachPeriodThatHasBackups() {
        let days = ["2026-01-15", "2026-01-20", "2026-03-02", "2026-03-03"].map(day)
        #expect(BackupRetention.kept(days) == Set(days))
        #expect(BackupRetention.kept([]).isEmpty)
    }
}
