import Foundation
import Testing

/// A saved-at instant at the ends of 64 bits (an answer edited by hand, or the copy of it a
/// kept day tally holds) is shown as some time of day, in a zone east or west of UTC, never a
/// trap: Progress reads it as each check-in's time of day.
@Suite struct ProgressHostileInstantTests {
    @Test(arguments: [("9223372036854775807", "CET-1"), ("-9223372036854775808", "EST5")])
    func aSavedAtAtTheEndsOfSixtyFourBitsIsNoTrap(_ instant: String, _ zone: String) throws {
        let sandbox = try FormsSandbox()
        for date in ["2026-11-30", "2026-12-01"] {
            let saved = try sandbox.run("answer", "--form", "daily-check-in", "--date", date, "weight=80", "water=yes")
            #expect(saved.status == 0, "\(saved)")
        }
        try StoreReading.execute(
            root: sandbox.storeRoot, "UPDATE answers SET saved_at = \(instant) WHERE screen = 'water'")
        // The first run counts the past days and keeps them; the second reads them back.
        for run in 1...2 {
            let progress = try sandbox.run(
                ["progress", "--form", "daily-check-in", "--date", "2026-12-02", "--json"], env: ["TZ": zone])
            #expect(progress.status == 0 && progress.stderr.isEmpty, "run \(run): \(progress)")
        }
    }
}
