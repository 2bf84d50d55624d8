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
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: String] = [:]
    public var flags: Set<String> = []
    public var helpRequested = false
    /// Every value an option was given, in order, for the few options that may repeat
    /// (`photo compare --date D --date D`); `values` keeps the last.
    public var repeatedValues: [String: [String]] = [:]

    public init() {}

    public func value(_ name: String) -> String? { values[name] }
    public func allValues(_ name: String) -> [String] { repeatedValues[name] ?? [] }
    public func has(_ name: String) -> Bool { flags.contains(name) }
}

public enum ArgumentParser {
    /// Parses `--name value`, `--name=value`, flags, `-h`/`--help` and `--` (everything after
    /// it is positional, so a value may start with a dash).
    public static func parse(
        _ arguments: [String], options: [OptionSpec], command: String,
        language l: Language
    ) throws(CommandError) -> ParsedArguments {
        var result = ParsedArguments()
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
                    usage: l.pick(
                        "unknown option \(argument); see `\(command) --help`",
                        "opción desconocida \(argument); mira `\(command) --help`"))
            }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw CommandError(
                    usage: l.pick(
                        "unknown option --\(name); see `\(command) --help`",
                        "opción desconocida --\(name); mira `\(command) --help`"))
            }
            if spec.value == nil {
                guard inline == nil else {
                    throw CommandError(usage: l.pick("--\(name) takes no value", "--\(name) no lleva valor"))
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
                        usage: l.pick(
                            "--\(name) needs a value (\(spec.value!))",
                            "--\(name) necesita un valor (\(spec.value!))"))
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
        var lines = [l.pick("Usage: ", "Uso: ") + usage, "", summary]
        if !options.isEmpty {
            lines += ["", l.pick("Options:", "Opciones:")]
            let labels = options.map { "--\($0.name)" + ($0.value.map { " " + $0 } ?? "") }
            let width = min(28, (labels.map(\.cells).max() ?? 0) + 2)
            for (label, option) in zip(labels, options) {
                lines.append("  " + label.padding(to: width) + option.help)
            }
            lines.append("  " + "-h, --help".padding(to: width) + l.pick("show this help", "muestra esta ayuda"))
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
