import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// `formanza-remind doctor [--json]`: why reminders might not arrive. Exit 0 when nothing blocks
/// them (warnings included), 1 when something does.
struct DoctorCommand: ParsableCommand {
    static let name = "doctor"
    static let usage = "doctor [--json]"
    static let json = Flag("json") { l in l.tr("print the findings as JSON") }
    static let options: [any OptionDeclaration] = [json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Check everything a reminder needs: the session bus, the notification server, the user unit, the daemon, the terminal a click opens, the store and the time zone. Exit status 1 when something blocks reminders."
        )
    }

    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        json = arguments[Self.json]
    }

    func run(_ environment: [String: String]) throws -> Int32 {
        let l = Language.current(environment: environment)
        let report = DoctorChecks(
            environment: environment, language: l, paths: StorePaths.from(environment: environment)
        ).run()
        if json {
            // Exact, not `out`: the terminal escapes of `out` are not JSON; the JSON escapes of
            // `JSONEscaping` keep it valid and free of terminal controls.
            Console.exact(try report.json())
        } else {
            report.lines(l).forEach { Console.out($0) }
        }
        return report.ok ? 0 : 1
    }
}
