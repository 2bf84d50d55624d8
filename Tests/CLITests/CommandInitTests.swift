import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import Testing

@testable import FormanzaCLI

/// The commands read their options in their initializers, which take no store and no clock:
/// a value of the wrong kind is a usage error there, before anything is opened, and what the
/// initializer keeps is typed.
@Suite struct CommandInitTests {
    /// `command`'s initializer over `words`, parsed against its own declarations.
    func made<C: FormanzaCommand>(_ command: C.Type, _ words: [String]) throws -> C {
        let parsed = try ArgumentParser.parse(
            words, options: command.optionSpecs(.en), command: "formanza " + command.name, language: .en)
        return try command.init(parsed)
    }

    /// The usage error `command`'s initializer gives for `words`, or nil when it gives none.
    func usageError<C: FormanzaCommand>(_ command: C.Type, _ words: [String]) -> String? {
        do {
            _ = try made(command, words)
            return nil
        } catch let error as CommandError {
            return error.status == 2 ? error.message : "status \(error.status)"
        } catch {
            return "\(error)"
        }
    }

    @Test func badValuesAreRefusedBeforeAnyFormIsLookedUp() {
        #expect(
            usageError(RemindersCommand.self, ["nosuch", "--morning", "25:00"])
                == "--morning wants HH:MM, on or off, not \"25:00\"")
        #expect(
            usageError(GoalAddCommand.self, ["nosuch", "--target", "70", "--deadline", "someday"])
                == "--deadline wants YYYY-MM-DD, today, yesterday or tomorrow, not \"someday\"")
        #expect(
            usageError(GoalEditCommand.self, ["nosuch", "g", "--start", "soon"])
                == "--start wants YYYY-MM-DD, today, yesterday or tomorrow, not \"soon\"")
        #expect(
            usageError(ScreenAddCommand.self, ["nosuch", "--type", "number", "--title", "T", "--at", "x"])
                == "--at wants a whole number, not \"x\"")
        #expect(usageError(ScreenEditCommand.self, ["nosuch", "s", "--max", "x"]) == "--max wants a number, not \"x\"")
        #expect(
            usageError(CalcEditCommand.self, ["nosuch", "c", "--decimals", "x"])
                == "--decimals wants a whole number, not \"x\"")
        #expect(
            usageError(DataSetCommand.self, ["Birthday", "--date", "soon"]) == "--date wants YYYY-MM-DD, not \"soon\"")
        #expect(
            usageError(PhotoCompareCommand.self, ["nosuch", "s", "--to", "bogus"])
                == "--to wants YYYY-MM-DD, today or yesterday, not \"bogus\"")
        #expect(usageError(FormActivateCommand.self, []) == "expected FORM (1 argument), got 0")
    }

    @Test func remindersKeepTheChangesInTheOrderMorningThenEvening() throws {
        let command = try made(RemindersCommand.self, ["Daily", "--evening", "SÍ", "--morning", "7:05"])
        #expect(command.changes.map { $0.0 } == [.morning, .evening])
        #expect(command.changes.map { $0.1 } == [.at(TimeOfDay(hour: 7, minute: 5)!), .on])
        #expect(try made(RemindersCommand.self, ["Daily", "--morning", "off"]).changes.map { $0.1 } == [.off])
    }

    @Test func goalDaysAreCountedFromTheDayTheCommandRuns() throws {
        let today = CivilDate(iso: "2026-03-01")!
        #expect(try GoalDay("mañana", option: "start", .en).day(today: today) == CivilDate(iso: "2026-03-02"))
        #expect(try GoalDay(" Yesterday ", option: "start", .en).day(today: today) == CivilDate(iso: "2026-02-28"))
        #expect(try GoalDay("hoy", option: "start", .en).day(today: today) == today)
        #expect(try GoalDay(" 2025-12-31 ", option: "deadline", .en).day(today: today) == CivilDate(iso: "2025-12-31"))
        let add = try made(GoalAddCommand.self, ["Daily", "--habit", "yes", "--days", "30", "--start", "tomorrow"])
        #expect(add.isHabit)
        #expect(add.request.days == 30)
        #expect(add.request.start == .fromToday(1))
    }

    @Test func aNewScreensKindIsBuiltFromTheCommandLineAlone() throws {
        let add = try made(
            ScreenAddCommand.self, ["Daily", "--type", "number", "--title", " Waist ", "--step", "0.25"])
        #expect(add.title == "Waist")
        guard case .number(let settings) = add.kind else {
            Issue.record("not a number kind: \(add.kind)")
            return
        }
        #expect(settings.step == 0.25)
        #expect(settings.decimals == 2)
        #expect(
            usageError(ScreenAddCommand.self, ["Daily", "--type", "yes-no", "--title", "T", "--min", "x"])
                == "--min does not apply to a yes-no screen")
    }
}
