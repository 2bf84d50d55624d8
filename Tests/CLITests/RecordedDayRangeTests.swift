import Foundation
import Testing

/// Days are recorded from 1900-01-01 up to today: an earlier day given to `answer`, `checkin`
/// or `import-records` is refused naming the day and the range, while a reading command given
/// one finds nothing there.
@Suite struct RecordedDayRangeTests {
    @Test(arguments: [
        ("C.UTF-8", "1899-12-31 is before 1900-01-01; only days from 1900-01-01 up to today"),
        ("es_ES.UTF-8", "1899-12-31 es anterior al 1900-01-01; solo se registran días desde el 1900-01-01"),
    ])
    func aDayBefore1900IsNotRecorded(_ language: String, _ message: String) throws {
        let sandbox = try FormsSandbox(language: language)
        let answer = try sandbox.run("answer", "--form", "daily-check-in", "--date", "1899-12-31", "weight=80")
        #expect(answer.status == 1 && answer.stderr.contains(message), "\(answer)")
        let checkin = try sandbox.run(
            ["checkin", "--form", "daily-check-in", "--date", "1899-12-31", "--line"], input: "80\n")
        #expect(checkin.status == 1 && checkin.stderr.contains(message), "\(checkin)")
        let first = try sandbox.run("answer", "--form", "daily-check-in", "--date", "1900-01-01", "weight=80")
        #expect(first.status == 0, "the first day of 1900 is recorded: \(first)")
        #expect(try StoreReading.count(database: sandbox.storeRoot + "/store.db", "SELECT count(*) FROM answers") == 1)
    }

    @Test func aReadingCommandGivenAFarDayFindsNothing() throws {
        let sandbox = try FormsSandbox()
        let summary = try sandbox.run("summary", "--form", "daily-check-in", "--date", "0001-01-01")
        #expect(summary.status == 0 && summary.stdout.contains("No check-in"), "\(summary)")
        let future = try sandbox.run("summary", "--form", "daily-check-in", "--date", "9999-12-31")
        #expect(future.status == 1 && future.stderr.contains("9999-12-31 is in the future"), "\(future)")
    }

    @Test(arguments: [
        (
            #""day":"1899-12-31","screen":"weight","value":"80","savedAt":"2026-12-01T08:00:00Z""#,
            "day 1899-12-31 is before 1900-01-01"
        ),
        (
            #""day":"2026-12-01","screen":"weight","value":"80","savedAt":"1899-12-31T23:59:59Z""#,
            "savedAt \"1899-12-31T23:59:59Z\" is not a UTC instant of the years 1900–9999"
        ),
        (
            #""day":"2026-12-01","screen":"weight","value":"80","savedAt":"0000-01-01T00:00:00Z""#,
            "savedAt \"0000-01-01T00:00:00Z\" is not a UTC instant of the years 1900–9999"
        ),
    ])
    func importRecordsRefusesDaysAndInstantsBefore1900(_ fields: String, _ message: String) throws {
        let sandbox = try FormsSandbox()
        let good =
            #"{"form":"daily-check-in","day":"2026-11-30","screen":"weight","value":"81","savedAt":"2026-11-30T08:00:00Z"}"#
        let path = try sandbox.write(good + "\n" + #"{"form":"daily-check-in","# + fields + "}\n", to: "old.jsonl")
        let refused = try sandbox.run("import-records", path)
        #expect(refused.status == 1 && refused.stderr.contains("line 2: " + message), "\(refused)")
        #expect(try StoreReading.count(database: sandbox.storeRoot + "/store.db", "SELECT count(*) FROM answers") == 0)
    }
}
