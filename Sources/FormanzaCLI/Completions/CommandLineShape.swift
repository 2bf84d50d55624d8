import FormanzaBase
import FormanzaCommandLine

/// What the parser's command table says about a command line, read for completion: which
/// command and subcommand it names, which options they take, and which positional argument
/// comes next. Everything here is derived from `CLI.commands` and the usages of its
/// subcommands, so completions cannot offer what the parser would refuse.
struct CommandLineShape {
    let command: Command?
    let subcommand: Subcommand?
    /// The positionals typed after the command (and subcommand), option values left out.
    let positionals: [String]
    /// Option values typed so far, by option name.
    let values: [String: String]

    /// Reads `words` (the words before the one being completed, program name excluded).
    init(words: [String], language l: Language) {
        var index = 0
        var command: Command?
        if let first = words.first, !first.hasPrefix("-"), let named = CLI.commands.first(where: { $0.name == first }) {
            command = named
            index = 1
        }
        let commandOptions = (command ?? CLI.checkin).options(l)
        var subcommand: Subcommand?
        var positionals: [String] = []
        var values: [String: String] = [:]
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if !onlyPositionals, word == "--" {
                onlyPositionals = true
                continue
            }
            if !onlyPositionals, word.hasPrefix("--") {
                let name = String(word.dropFirst(2).prefix { $0 != "=" })
                if let equals = word.firstIndex(of: "=") {
                    values[name] = String(word[word.index(after: equals)...])
                } else if commandOptions.first(where: { $0.name == name })?.value != nil, index < words.count {
                    values[name] = words[index]
                    index += 1
                }
                continue
            }
            if let group = command, !group.subcommands.isEmpty, subcommand == nil {
                subcommand = group.subcommands.first { $0.name == word }
                continue
            }
            positionals.append(word)
        }
        self.command = command
        self.subcommand = subcommand
        self.positionals = positionals
        self.values = values
    }

    /// The options that apply where the cursor is: the subcommand's, else the command's (the
    /// check-in's when no command is named).
    func options(_ l: Language) -> [OptionSpec] {
        if let subcommand { return subcommand.options(l) }
        return (command ?? CLI.checkin).options(l)
    }

    /// The placeholders of the positional arguments, in order, from the usage line:
    /// `screen edit FORM SCREEN [OPTIONS]` gives FORM, SCREEN. Optional groups, options and
    /// their values are left out; a usage with alternatives (`A | B`) is read up to the bar.
    static func positionalPlaceholders(usage: String, skipping leading: Int) -> [String] {
        let main = usage.components(separatedBy: " | ").first ?? usage
        var words = main.split(separator: " ").map(String.init).dropFirst(leading)
        var result: [String] = []
        var depth = 0
        while let word = words.first {
            words.removeFirst()
            let opening = word.filter { $0 == "[" || $0 == "(" }.count
            let closing = word.filter { $0 == "]" || $0 == ")" }.count
            defer { depth = max(0, depth + opening - closing) }
            if depth > 0 || opening > 0 { continue }
            if word.hasPrefix("--") {
                if let next = words.first, !next.hasPrefix("-"), !next.hasPrefix("["), !next.hasPrefix("(") {
                    words.removeFirst()
                }
                continue
            }
            result.append(word)
        }
        return result
    }

    /// The placeholder of the next positional argument, if the usage names one there. A
    /// placeholder ending in `...` repeats.
    var nextPlaceholder: String? {
        let placeholders: [String]
        if let subcommand {
            placeholders = Self.positionalPlaceholders(usage: subcommand.usage, skipping: 2)
        } else if let command, command.subcommands.isEmpty {
            placeholders = Self.positionalPlaceholders(
                usage: command.usage, skipping: command.name == "checkin" ? 0 : 1)
        } else {
            placeholders = []
        }
        if positionals.count < placeholders.count { return placeholders[positionals.count] }
        if let last = placeholders.last, last.hasSuffix("...") { return last }
        return nil
    }
}
