import Foundation
import Testing

/// Every command that reads the store, run on a store holding a value only a hand edit can
/// leave in it (instants at the ends of 64 bits, days outside the calendar, invalid UTF-8,
/// NULs, huge texts and numbers, the wrong storage class): none traps, hangs or prints a raw
/// control byte, and `store check` names the row no command can show.
@Suite struct HostileStoreValueTests {
    @Test(arguments: HostileStoreValues.plantings)
    func everyReadingCommandSurvives(_ planting: HostileStoreValues.Planting) throws {
        let sandbox = try HostileSandbox()
        try HostileStoreValues.seed(sandbox)
        try StoreReading.execute(root: sandbox.store, planting.sql)
        for (arguments, remind) in HostileStoreValues.readers {
            // The line check-in reads the day's answers, then leaves at its first question.
            let input = arguments.first == "checkin" ? ":quit\n" : nil
            let result = try sandbox.runLimited(arguments, remind: remind, input: input)
            let shown = "\(planting.name): \(arguments.joined(separator: " "))"
            #expect(result.status < 128, "\(shown) died: \(result.status) \(result.stderr.suffix(2000))")
            #expect(result.status != 124, "\(shown) timed out")
            #expect(!result.stderr.contains("EncodingError"), "\(shown) failed inside: \(result.stderr)")
            #expect(
                HostileStoreValues.rawControls(result.stdout + result.stderr).isEmpty,
                "\(shown) printed raw control bytes: \(HostileStoreValues.rawControls(result.stdout + result.stderr))")
        }
    }

    @Test(arguments: HostileStoreValues.plantings.filter(\.checkNamesRow))
    func storeCheckNamesTheRow(_ planting: HostileStoreValues.Planting) throws {
        let sandbox = try HostileSandbox()
        try HostileStoreValues.seed(sandbox)
        try StoreReading.execute(root: sandbox.store, planting.sql)
        let table = planting.table
        for (language, words) in [("C.UTF-8", "\(table) row "), ("es_ES.UTF-8", "fila de \(table) ")] {
            let check = try sandbox.sandbox.run(["store", "check"], env: ["LANG": language])
            #expect(check.status == 1, "\(planting.name): \(check)")
            #expect(check.stderr.contains(words), "\(planting.name) (\(language)): the row is not named: \(check)")
        }
    }
}
