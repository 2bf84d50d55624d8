import FormanzaBase
import FormanzaModel

/// An option a command declares once, as a typed constant: the parser accepts it, `--help`,
/// the completions and the man page's check list it, and the command reads it back through
/// the same constant (`arguments[Self.form]`), so a misspelt option name does not compile.
public protocol OptionDeclaration: Sendable {
    var name: String { get }
    /// How `--help` shows it in `language`.
    func spec(_ language: Language) -> OptionSpec
}

/// An option without a value (`--json`): given or not.
public struct Flag: OptionDeclaration {
    public let name: String
    let help: @Sendable (Language) -> String

    public init(_ name: String, help: @escaping @Sendable (Language) -> String) {
        self.name = name
        self.help = help
    }

    public func spec(_ language: Language) -> OptionSpec { OptionSpec(name: name, value: nil, help: help(language)) }
}

/// An option with a value (`--form FORM`), turned into `Value` when it is read. The conversion
/// and its usage error live here, in one place per kind of value, so every command that takes
/// a whole number refuses "x" with the same sentence.
public struct Option<Value: Sendable>: OptionDeclaration {
    public let name: String
    /// The placeholder `--help` shows (`FORM`, `YYYY-MM-DD`, `7d|1m|3m|1y|all`).
    public let placeholder: String
    let help: @Sendable (Language) -> String
    let convert: @Sendable (_ text: String, _ name: String, _ language: Language) throws -> Value

    public init(
        _ name: String, placeholder: String, help: @escaping @Sendable (Language) -> String,
        convert: @escaping @Sendable (_ text: String, _ name: String, _ language: Language) throws -> Value
    ) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.convert = convert
    }

    public func spec(_ language: Language) -> OptionSpec {
        OptionSpec(name: name, value: placeholder, help: help(language))
    }

    /// The value `text` means, or the option's usage error.
    public func value(of text: String, language: Language) throws -> Value { try convert(text, name, language) }
}

extension Option where Value == String {
    /// An option whose value is taken as it was typed.
    public init(_ name: String, placeholder: String, help: @escaping @Sendable (Language) -> String) {
        self.init(name, placeholder: placeholder, help: help) { text, _, _ in text }
    }
}

extension Option where Value == Int {
    /// A whole number (blanks around it allowed), refused with the option's name otherwise.
    public static func wholeNumber(
        _ name: String, placeholder: String, help: @escaping @Sendable (Language) -> String
    ) -> Option<Int> {
        Option(name, placeholder: placeholder, help: help) { text, name, l in
            guard let n = Int(text.trimmingWhitespace) else {
                throw CommandError(
                    usage: l.tr(
                        "--{0} wants a whole number, not \"{1}\"", name, text))
            }
            return n
        }
    }
}

extension Option where Value == Double {
    /// A decimal number, with a comma or a point, refused with the option's name otherwise.
    public static func number(
        _ name: String, placeholder: String, help: @escaping @Sendable (Language) -> String
    ) -> Option<Double> {
        Option(name, placeholder: placeholder, help: help) { text, name, l in
            guard let n = NumberText.parse(text) else {
                throw CommandError(
                    usage: l.tr(
                        "--{0} wants a number, not \"{1}\"", name, text))
            }
            return n
        }
    }
}

extension ParsedArguments {
    /// Whether the flag was given.
    public subscript(_ flag: Flag) -> Bool { flags.contains(flag.name) }

    /// The option's value (the last one given), converted, or nil when it was not given.
    public subscript<Value>(_ option: Option<Value>) -> Value? {
        get throws {
            guard let text = values[option.name] else { return nil }
            return try option.value(of: text, language: language)
        }
    }

    /// The text option's value (the last one given), as typed: reading it cannot fail.
    public subscript(_ option: Option<String>) -> String? { values[option.name] }

    /// Whether the option was given, whatever its value (for checks that two options do not
    /// go together, made before either value is read).
    public func gave<Value>(_ option: Option<Value>) -> Bool { values[option.name] != nil }

    /// The option's value as it was typed, when it matters how it was written (a step of 0.50
    /// asks for two decimals).
    public func typed<Value>(_ option: Option<Value>) -> String? { values[option.name] }

    /// How many times the option was given.
    public func timesGiven<Value>(_ option: Option<Value>) -> Int { repeatedValues[option.name]?.count ?? 0 }

    /// Every value the option was given, in order, converted (`--date D --date D`).
    public func all<Value>(_ option: Option<Value>) throws -> [Value] {
        try (repeatedValues[option.name] ?? []).map { try option.value(of: $0, language: language) }
    }

    /// The names of the options given, flags and values alike (to refuse one that does not
    /// apply to a group's subcommand).
    public var givenOptionNames: [String] { Array(flags) + Array(values.keys) }
}
