import FormanzaBase

/// A command's options, as its `--help` lists them and its parser accepts them. Shared by
/// `formanza` and `formanza-remind`, so both read command lines and print help the same way.
public struct OptionSpec: Sendable {
    public let name: String
    /// The placeholder of the value (`FORM`, `YYYY-MM-DD`), or nil for a flag.
    public let value: String?
    public let help: String

    public init(name: String, value: String?, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }
}

/// What a command line said, once checked against the command's options.
///
/// Commands read option values only through their typed declarations (`Option`, `Flag`), so
/// the values by name stay inside this module.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    public internal(set) var helpRequested = false
    /// Every value an option was given, in order, for the few options that may repeat
    /// (`photo compare --date D --date D`); `values` keeps the last.
    var repeatedValues: [String: [String]] = [:]
    /// The language of the command line's errors, typed values' included.
    public internal(set) var language: Language = .en

    public init() {}
}

public enum ArgumentParser {
    /// Parses `--name value`, `--name=value`, flags, `-h`/`--help` and `--` (everything after
    /// it is positional, so a value may start with a dash).
    public static func parse(
        _ arguments: [String], options: [OptionSpec], command: String,
        language l: Language
    ) throws(CommandError) -> ParsedArguments {
        var result = ParsedArguments()
        result.language = l
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.helpRequested = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw CommandError(
                    usage: l.tr(
                        "unknown option {0}; see `{1} --help`", argument, command))
            }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw CommandError(
                    usage: l.tr(
                        "unknown option --{0}; see `{1} --help`", name, command))
            }
            if spec.value == nil {
                guard inline == nil else {
                    throw CommandError(usage: l.tr("--{0} takes no value", name))
                }
                result.flags.insert(name)
                continue
            }
            if let inline {
                result.values[name] = inline
                result.repeatedValues[name, default: []].append(inline)
            } else {
                guard index < arguments.count else {
                    throw CommandError(
                        usage: l.tr(
                            "--{0} needs a value ({1})", name, spec.value!))
                }
                result.values[name] = arguments[index]
                result.repeatedValues[name, default: []].append(arguments[index])
                index += 1
            }
        }
        return result
    }
}

/// Builds a command's `--help` text: usage, what it does, its options.
public enum HelpText {
    public static func render(
        usage: String, summary: String, options: [OptionSpec], notes: [String] = [],
        language l: Language
    ) -> String {
        var lines = [l.tr("Usage: ") + usage, "", summary]
        if !options.isEmpty {
            lines += ["", l.tr("Options:")]
            let labels = options.map { "--\($0.name)" + ($0.value.map { " " + $0 } ?? "") }
            let width = min(28, (labels.map(\.cells).max() ?? 0) + 2)
            for (label, option) in zip(labels, options) {
                lines.append("  " + label.padding(to: width) + option.help)
            }
            lines.append("  " + "-h, --help".padding(to: width) + l.tr("show this help"))
        }
        if !notes.isEmpty { lines += [""] + notes }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `width` terminal cells (never cut). Cells, not
    /// characters: a CJK character or an emoji takes two, a combining mark none, so columns
    /// line up whatever the names are written in.
    public func padding(to width: Int) -> String {
        let cells = DisplayWidth.of(self)
        return cells >= width ? self + " " : self + String(repeating: " ", count: width - cells)
    }

    /// Terminal cells the string takes (see `DisplayWidth`).
    public var cells: Int { DisplayWidth.of(self) }
}
