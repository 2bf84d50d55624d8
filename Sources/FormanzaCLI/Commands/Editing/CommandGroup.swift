import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

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
        Command(
            name: name, usage: "\(name) SUBCOMMAND ...",
            summary: summary,
            options: { l in union(subcommands.flatMap { $0.options(l) }) },
            notes: { l in sections(subcommands, l) + notes(l) },
            subcommands: subcommands,
            prepare: { args in
                let l = args.language
                var rest = args
                guard let word = rest.positionals.first else {
                    throw CommandError(
                        usage: l.tr(
                            "name a subcommand: {0}; see `formanza {1} --help`", list(subcommands), name))
                }
                rest.positionals.removeFirst()
                if word == "help" {
                    let wanted = rest.positionals.first
                    let text =
                        subcommands.first(where: { $0.name == wanted }).map { help($0, notes(l), l) }
                        ?? Command.groupHelp(name, summary, subcommands, notes, l)
                    return { _ in
                        Console.out(text)
                        return 0
                    }
                }
                guard let sub = subcommands.first(where: { $0.name == word }) else {
                    throw CommandError(
                        usage: l.tr(
                            "unknown subcommand \"{0}\" of `formanza {1}` ({2})", word, name, list(subcommands)))
                }
                let allowed = Set(sub.options(l).map(\.name))
                for used in rest.givenOptionNames where !allowed.contains(used) {
                    throw CommandError(
                        usage: l.tr(
                            "--{0} does not apply to `formanza {1}`; see `formanza {2} help {3}`", used,
                            sub.usage.split(separator: " ").prefix(2).joined(separator: " "), name, sub.name
                        ))
                }
                return try sub.prepare(rest)
            })
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
        var lines = [l.tr("Subcommands:")]
        for sub in subcommands {
            lines.append("")
            lines.append("  formanza " + sub.usage)
            lines.append("      " + sub.summary(l))
            let names = sub.options(l).map { "--" + $0.name }
            if names.count > 2 {
                lines.append("      " + l.tr("Options: ") + names.joined(separator: " "))
            }
        }
        lines += [
            "",
            l.tr(
                "`formanza {0} help SUBCOMMAND` shows one subcommand with its options.", groupName(subcommands)),
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
                usage: l.trn(
                    "expected {1} ({0} argument), got {2}", "expected {1} ({0} arguments), got {2}", count, count,
                    names, got))
        }
        return positionals
    }
}
