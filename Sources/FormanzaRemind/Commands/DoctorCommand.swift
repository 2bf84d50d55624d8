import FormanzaBase
import FormanzaCommandLine
import FormanzaState
import FoundationEssentials

/// `formanza-remind doctor [--json]`: why reminders might not arrive. Exit 0 when nothing blocks
/// them (warnings included), 1 when something does.
enum DoctorCommand {
    static func options(_ l: Language) -> [OptionSpec] {
        [
            OptionSpec(
                name: "json", value: nil, help: l.pick("print the findings as JSON", "imprime los resultados como JSON")
            )
        ]
    }

    static func help(_ l: Language) -> String {
        HelpText.render(
            usage: "formanza-remind doctor [--json]",
            summary: l.pick(
                "Check everything a reminder needs: the session bus, the notification server, the user unit, the daemon, the terminal a click opens, the store and the time zone. Exit status 1 when something blocks reminders.",
                "Comprueba todo lo que necesita un recordatorio: el bus de sesión, el servidor de notificaciones, la unidad de usuario, el demonio, la terminal que abre un clic, el almacén y la zona horaria. Estado de salida 1 cuando algo impide los recordatorios."
            ),
            options: options(l), language: l)
    }

    static func run(_ args: ParsedArguments, environment: [String: String]) throws -> Int32 {
        let l = Language.current(environment: environment)
        if let extra = args.positionals.first {
            throw CommandError(usage: l.pick("unexpected argument \"\(extra)\"", "argumento inesperado «\(extra)»"))
        }
        let report = DoctorChecks(
            environment: environment, language: l, paths: StorePaths.from(environment: environment)
        ).run()
        if args.has("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Exact, not `out`: the terminal escapes of `out` are not JSON; the JSON escapes of
            // `JSONEscaping` keep it valid and free of terminal controls.
            Console.exact(
                String(decoding: JSONEscaping.escapingHidden(Array(try encoder.encode(report))), as: UTF8.self))
        } else {
            report.lines(l).forEach { Console.out($0) }
        }
        return report.ok ? 0 : 1
    }
}
