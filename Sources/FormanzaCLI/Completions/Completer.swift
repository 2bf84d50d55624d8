import FormanzaBase
import FormanzaModel

/// Answers one completion request: the candidates for the word under the cursor, given the
/// words before it. The shell scripts (`formanza completions bash|zsh|fish`) call it through
/// the hidden `formanza __complete SHELL WORD…`; it reads the command table for commands,
/// subcommands, options and option values, and the store for form, screen, calculated-value,
/// goal and data-value names.
struct Completer {
    /// What the shell should offer.
    enum Answer: Equatable {
        case words([String])
        /// File names (`form import FILE`): the shell's own file completion.
        case files
    }

    let names: CompletionNames
    let language: Language

    func complete(words: [String], current: String) -> Answer {
        let l = language
        let shape = CommandLineShape(words: words, language: l)
        // `--name=` then a value.
        if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
            let name = String(current[current.index(current.startIndex, offsetBy: 2)..<equals])
            let prefix = String(current[...equals])
            guard let spec = shape.options(l).first(where: { $0.name == name }), let placeholder = spec.value else {
                return .words([])
            }
            return filtered(values(option: name, placeholder: placeholder, shape).map { prefix + $0 }, current)
        }
        // The value of the option just typed.
        if let previous = words.last, previous.hasPrefix("--"), !previous.contains("="), words.count > 0,
            let spec = shape.options(l).first(where: { $0.name == previous.dropFirst(2) }), let placeholder = spec.value
        {
            if placeholder == "FILE" { return .files }
            return filtered(values(option: spec.name, placeholder: placeholder, shape), current)
        }
        if current.hasPrefix("-") {
            var options = shape.options(l).map { "--" + $0.name } + ["--help"]
            if shape.command == nil { options.append("--version") }
            return filtered(options, current)
        }
        guard let command = shape.command else {
            if words.isEmpty || words.allSatisfy({ $0.hasPrefix("-") }) {
                return filtered(CLI.commands.map(\.name), current)
            }
            return .words([])
        }
        if !command.subcommands.isEmpty && shape.subcommand == nil {
            return filtered(command.subcommands.map(\.name) + ["help"], current)
        }
        guard let placeholder = shape.nextPlaceholder else { return .words([]) }
        if placeholder.hasPrefix("FILE") || placeholder == "FOLDER" { return .files }
        return filtered(positionalValues(placeholder, group: command.name, shape), current)
    }

    /// Names for a positional argument, by its placeholder in the usage.
    private func positionalValues(_ placeholder: String, group: String, _ shape: CommandLineShape) -> [String] {
        switch placeholder {
        case "FORM": return names.formTitles()
        case "SCREEN": return names.screens(of: formNamed(shape))
        case "SCREEN=VALUE...": return names.screens(of: formNamed(shape)).map { $0 + "=" }
        case "CALC": return names.calculated(of: formNamed(shape))
        case "GOAL": return names.goals(of: formNamed(shape))
        case "NAME" where group == "data": return names.dataValues()
        default: return []
        }
    }

    /// Values for an option, by its name and placeholder.
    private func values(option: String, placeholder: String, _ shape: CommandLineShape) -> [String] {
        let l = language
        switch placeholder {
        case "FORM": return names.formTitles()
        case "SCREEN": return names.screens(of: formNamed(shape))
        case "SOURCE": return names.screens(of: formNamed(shape)) + names.calculated(of: formNamed(shape))
        case "DATA": return names.dataValues()
        case "NAME" where option == GoalOptions.calc.name: return names.calculated(of: formNamed(shape))
        case "TYPE": return FieldKind.typeNames
        case "STYLE": return ChoiceStyle.allCases.map(\.rawValue)
        case "LIMIT": return DateLimit.allCases.map(\.rawValue)
        case "7d|1m|3m|1y|all": return ProgressPeriod.allCases.map(\.rawValue)
        case "YYYY-MM-DD": return [l.tr("today"), l.tr("yesterday")]
        case "DAY": return [l.tr("today"), l.tr("yesterday"), l.tr("tomorrow")]
        default:
            // `on|off`, `HH:MM|on|off`, `clothing-sizes`: the literal words of the placeholder.
            return placeholder.split(separator: "|").map(String.init).filter { word in
                !word.isEmpty && word.allSatisfy { $0.isLowercase || $0 == "-" }
            }
        }
    }

    /// The form the command line names: its first positional for the editing groups
    /// (`screen edit FORM …`), else `--form`.
    private func formNamed(_ shape: CommandLineShape) -> String? {
        if shape.subcommand != nil, let first = shape.positionals.first { return first }
        if shape.command?.name == RemindersCommand.name, let first = shape.positionals.first { return first }
        return shape.values[CommonOptions.form.name]
    }

    /// The candidates starting with `current` (any case), without duplicates, in order.
    private func filtered(_ candidates: [String], _ current: String) -> Answer {
        var seen = Set<String>()
        let lowered = current.lowercased()
        return .words(candidates.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted })
    }
}
