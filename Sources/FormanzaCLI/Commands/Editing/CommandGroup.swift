import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// One subcommand of a group such as `formanza form new TITLE`.
struct Subcommand: Sendable {
    let name: String
    /// Without the program name: `form new TITLE`.
    let usage: String
    let summary: @Sendable (Language) -> String
    var options: @Sendable (Language) -> [OptionSpec] = { _ in [] }
    /// Runs with the positionals that follow the subcommand's name.
    let run: @Sendable (ParsedArguments, CLIContext) throws -> Void
}

/// Builds a `Command` out of subcommands (`form`, `screen`, `data`, `calc`).
///
/// The command table parses a command's options before running it, so the group accepts the
/// options of all its subcommands and then refuses, as a usage error, one that does not
/// belong to the subcommand given. `--help` (anywhere) prints the group's help, which lists
/// every subcommand with its own options; `formanza GROUP help SUBCOMMAND` prints one.
enum CommandGroup {
    static func make(
        name: String, summary: @escaping @Sendable (Language) -> String,
        subcommands: [Subcommand], notes: @escaping @Sendable (Language) -> [String] = { _ in [] }
    ) -> Command {
        var command = Command(
            name: name, usage: "\(name) SUBCOMMAND ...",
            summary: summary,
            options: { l in union(subcommands.flatMap { $0.options(l) }) },
            notes: { l in sections(subcommands, l) + notes(l) },
            run: { args, context in
                let l = context.language
                var rest = args
                guard let word = rest.positionals.first else {
                    throw CommandError(
                        usage: l.pick(
                            "name a subcommand: \(list(subcommands)); see `formanza \(name) --help`",
                            "indica una suborden: \(list(subcommands)); mira `formanza \(name) --help`"))
                }
                rest.positionals.removeFirst()
                if word == "help" {
                    let wanted = rest.positionals.first
                    if let sub = subcommands.first(where: { $0.name == wanted }) {
                        Console.out(help(sub, notes(l), l))
                    } else {
                        Console.out(Command.groupHelp(name, summary, subcommands, notes, l))
                    }
                    return
                }
                guard let sub = subcommands.first(where: { $0.name == word }) else {
                    throw CommandError(
                        usage: l.pick(
                            "unknown subcommand \"\(word)\" of `formanza \(name)` (\(list(subcommands)))",
                            "suborden desconocida «\(word)» de `formanza \(name)` (\(list(subcommands)))"))
                }
                let allowed = Set(sub.options(l).map(\.name))
                for used in Array(rest.flags) + Array(rest.values.keys) where !allowed.contains(used) {
                    throw CommandError(
                        usage: l.pick(
                            "--\(used) does not apply to `formanza \(sub.usage.split(separator: " ").prefix(2).joined(separator: " "))`; see `formanza \(name) help \(sub.name)`",
                            "--\(used) no se aplica a `formanza \(sub.usage.split(separator: " ").prefix(2).joined(separator: " "))`; mira `formanza \(name) help \(sub.name)`"
                        ))
                }
                try sub.run(rest, context)
            })
        command.subcommands = subcommands
        return command
    }

    static func list(_ subcommands: [Subcommand]) -> String {
        subcommands.map(\.name).joined(separator: ", ")
    }

    /// Options with the same name are one option (the first wording wins).
    static func union(_ options: [OptionSpec]) -> [OptionSpec] {
        var seen = Set<String>()
        return options.filter { seen.insert($0.name).inserted }
    }

    /// One block per subcommand: its usage, what it does and which of the options (each
    /// explained once above, under "Options") it takes.
    static func sections(_ subcommands: [Subcommand], _ l: Language) -> [String] {
        var lines = [l.pick("Subcommands:", "Subórdenes:")]
        for sub in subcommands {
            lines.append("")
            lines.append("  formanza " + sub.usage)
            lines.append("      " + sub.summary(l))
            let names = sub.options(l).map { "--" + $0.name }
            if names.count > 2 {
                lines.append("      " + l.pick("Options: ", "Opciones: ") + names.joined(separator: " "))
            }
        }
        lines += [
            "",
            l.pick(
                "`formanza \(groupName(subcommands)) help SUBCOMMAND` shows one subcommand with its options.",
                "`formanza \(groupName(subcommands)) help SUBORDEN` muestra una suborden con sus opciones."),
        ]
        return lines
    }

    /// "screen", from the usages.
    static func groupName(_ subcommands: [Subcommand]) -> String {
        subcommands.first.map { String($0.usage.split(separator: " ").first ?? "") } ?? ""
    }

    /// One subcommand's help, with the group's notes (what FORM, TYPE or a formula is).
    static func help(_ sub: Subcommand, _ notes: [String], _ l: Language) -> String {
        HelpText.render(
            usage: "formanza " + sub.usage, summary: sub.summary(l), options: sub.options(l),
            notes: notes.drop { $0.isEmpty }.map { $0 }, language: l)
    }
}

extension Command {
    /// The help of a group, as `--help` prints it.
    static func groupHelp(
        _ name: String, _ summary: @Sendable (Language) -> String, _ subcommands: [Subcommand],
        _ notes: @Sendable (Language) -> [String], _ l: Language
    ) -> String {
        HelpText.render(
            usage: "formanza \(name) SUBCOMMAND ...", summary: summary(l), options: [],
            notes: CommandGroup.sections(subcommands, l) + notes(l), language: l)
    }
}

/// Small argument helpers shared by the editing commands.
extension ParsedArguments {
    /// Exactly `count` positionals, named in the usage error.
    func expect(_ count: Int, _ names: String, _ l: Language) throws -> [String] {
        guard positionals.count == count else {
            let got = positionals.count
            throw CommandError(
                usage: l.pick(
                    "expected \(names) (\(count) argument\(count == 1 ? "" : "s")), got \(got)",
                    "se esperaba \(names) (\(count) argumento\(count == 1 ? "" : "s")), hay \(got)"))
        }
        return positionals
    }

    /// An integer option, or nil when absent.
    func integer(_ name: String, _ l: Language) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text.trimmingWhitespace) else {
            throw CommandError(
                usage: l.pick(
                    "--\(name) wants a whole number, not \"\(text)\"",
                    "--\(name) espera un número entero, no «\(text)»"))
        }
        return n
    }

    /// A decimal option (comma or point), or nil when absent.
    func number(_ name: String, _ l: Language) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let n = NumberText.parse(text) else {
            throw CommandError(
                usage: l.pick("--\(name) wants a number, not \"\(text)\"", "--\(name) espera un número, no «\(text)»"))
        }
        return n
    }
}
