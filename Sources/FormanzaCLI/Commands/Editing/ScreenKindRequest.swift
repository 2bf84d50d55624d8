import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// The kind options of `screen add` and `screen edit`, read from the command line once, before
/// the form is opened: a number or a limit of the wrong kind is a usage error there. Which of
/// them apply is judged against the screen's type, known then when `--type` names it, else
/// once the screen is found (`ScreenKindOptions.build`).
struct ScreenKindRequest: Sendable {
    /// The kind options given, flags and values alike, in the order `--help` lists them (so the
    /// one a refusal names does not depend on the order a hash table keeps them in).
    let given: [KindOption]
    let unit: String?
    let min: Double?
    let max: Double?
    let decimals: Int?
    let step: Double?
    /// How `--step` was typed: a step of 0.50 asks for two decimals.
    let stepText: String?
    let unusual: UnusualSetting?
    let options: String?
    let addOption: String?
    let removeOption: String?
    let style: String?
    let columns: Int?
    let interval: Int?
    let maxHours: Int?
    let limit: DateLimit?
    let multiline: Bool
    let singleLine: Bool
    let maxLength: Int?
    let placeholder: String?
    let suggestions: Bool
    let noSuggestions: Bool
    let names: String?

    /// Reads the kind options; with `typeName` (the type `--type` names), first refuses an
    /// unknown type and an option that does not apply to it.
    init(_ args: ParsedArguments, typeName: String?, _ l: Language) throws {
        let named = Set(args.givenOptionNames)
        given = KindOption.allCases.filter { named.contains($0.rawValue) }
        if let typeName { try ScreenKindRequest.check(given, typeName, l) }
        unit = args[KindOption.unit.text]
        min = try args[KindOption.min.number]
        max = try args[KindOption.max.number]
        decimals = try args[KindOption.decimals.wholeNumber]
        step = try args[KindOption.step.number]
        stepText = args.typed(KindOption.step.text)
        if let text = args[KindOption.unusual.text], ["off", "none", "no"].contains(text.lowercased()) {
            unusual = .off
        } else {
            unusual = try args[KindOption.unusual.number].map { .threshold($0) }
        }
        options = args[KindOption.options.text]
        addOption = args[KindOption.addOption.text]
        removeOption = args[KindOption.removeOption.text]
        style = args[KindOption.style.text]
        columns = try args[KindOption.columns.wholeNumber]
        interval = try args[KindOption.interval.wholeNumber]
        maxHours = try args[KindOption.maxHours.wholeNumber]
        limit = try Self.limit(args[KindOption.limit.text], l)
        multiline = args[KindOption.multiline.flag]
        singleLine = args[KindOption.singleLine.flag]
        maxLength = try args[KindOption.maxLength.wholeNumber]
        placeholder = args[KindOption.placeholder.text]
        suggestions = args[KindOption.suggestions.flag]
        noSuggestions = args[KindOption.noSuggestions.flag]
        names = args[KindOption.names.text]
    }

    /// The type `typeName` names, refusing it when unknown or when an option given does not
    /// apply to it.
    @discardableResult
    static func check(_ given: [KindOption], _ typeName: String, _ l: Language) throws -> FieldType {
        guard let type = FieldType(rawValue: typeName) else {
            throw CommandError(
                usage: l.tr(
                    "unknown type \"{0}\"; types: {1}", typeName, FieldKind.typeNames.joined(separator: ", ")))
        }
        if let option = given.first(where: { !type.acceptedOptions.contains($0) }) {
            throw CommandError(
                usage: l.tr(
                    "--{0} does not apply to a {1} screen", option.rawValue, typeName))
        }
        return type
    }

    static func limit(_ text: String?, _ l: Language) throws -> DateLimit? {
        guard let text else { return nil }
        guard let limit = DateLimit(rawValue: text) else {
            throw CommandError(
                usage: l.tr(
                    "--limit wants any, up-to-today or from-today, not \"{0}\"", text))
        }
        return limit
    }
}

/// `--unusual`: off, or the change that counts as unusual.
enum UnusualSetting: Sendable, Equatable {
    case off
    case threshold(Double)
}
