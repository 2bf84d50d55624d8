import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

/// The options of `screen add` and `screen edit` that set a kind's settings, in the order the
/// help lists them. Which kinds accept each one is `FieldType.acceptedOptions`, a switch the
/// compiler checks, so a new kind cannot be forgotten there.
enum KindOption: String, CaseIterable {
    case unit, min, max, decimals, step, unusual, options
    case addOption = "add-option"
    case removeOption = "remove-option"
    case style, columns, interval
    case maxHours = "max-hours"
    case limit, multiline
    case singleLine = "single-line"
    case maxLength = "max-length"
    case placeholder, suggestions
    case noSuggestions = "no-suggestions"
    case names

    /// Options that change a screen's existing settings, offered by `screen edit` only.
    var editsOnly: Bool { self == .addOption || self == .removeOption }

    /// The placeholder of its value, nil for a switch.
    var valueName: String? {
        switch self {
        case .unit, .placeholder: return "TEXT"
        case .min, .max, .step, .maxHours, .maxLength: return "N"
        case .decimals: return "0-3"
        case .unusual: return "N|off"
        case .options: return "LIST"
        case .addOption: return "VALUE:LABEL"
        case .removeOption: return "VALUE"
        case .style: return "STYLE"
        case .columns: return "1-3"
        case .interval: return "MIN"
        case .limit: return "LIMIT"
        case .names: return "A,B"
        case .multiline, .singleLine, .suggestions, .noSuggestions: return nil
        }
    }

    func help(_ l: Language) -> String {
        switch self {
        case .unit: return l.tr("number, slider: the unit (free text)")
        case .min: return l.tr("number, slider: minimum, 0 or more")
        case .max: return l.tr("number, slider: maximum, up to 999999")
        case .decimals: return l.tr("number, slider: decimals")
        case .step: return l.tr("number, slider: the +/- step")
        case .unusual: return l.tr("number: unusual-change threshold")
        case .options:
            return l.tr(
                "choices: \"value:Label,…\" or \"Label,…\" (values from labels); \"value:Label:detail\": a detail"
                    + " under a list option, a scale's end caption")
        case .addOption: return l.tr("choices: add one option at the end")
        case .removeOption:
            return l.tr(
                "choices: remove one option (value or label)")
        case .style:
            return l.tr(
                "choices: tiles, list, scale or wheel (multiple: tiles or list)")
        case .columns: return l.tr("single choice as tiles: columns")
        case .interval:
            return l.tr(
                "duration, time, date-time: minute interval")
        case .maxHours: return l.tr("duration: largest number of hours")
        case .limit:
            return l.tr(
                "date, date-time: any, up-to-today or from-today")
        case .multiline: return l.tr("text: several lines")
        case .singleLine: return l.tr("text: one line")
        case .maxLength: return l.tr("text: 1 to 2000 characters")
        case .placeholder: return l.tr("text: hint shown when empty")
        case .suggestions: return l.tr("text: offer earlier answers")
        case .noSuggestions: return l.tr("text: no suggestions")
        case .names: return l.tr("multi-photo: the photos' names")
        }
    }

    func spec(_ l: Language) -> OptionSpec { OptionSpec(name: rawValue, value: valueName, help: help(l)) }
}

extension FieldType {
    /// The kind options a screen of this type takes; any other is a usage error, so a typo
    /// never silently does nothing.
    var acceptedOptions: Set<KindOption> {
        switch self {
        case .number: return [.unit, .min, .max, .decimals, .step, .unusual]
        case .slider: return [.unit, .min, .max, .decimals, .step]
        case .duration: return [.interval, .maxHours]
        case .singleChoice: return [.options, .addOption, .removeOption, .style, .columns]
        case .multipleChoice: return [.options, .addOption, .removeOption, .style]
        case .text: return [.multiline, .singleLine, .maxLength, .placeholder, .suggestions, .noSuggestions]
        case .date: return [.limit]
        case .time: return [.interval]
        case .dateTime: return [.interval, .limit]
        case .multiPhoto: return [.names]
        case .yesNo, .email, .phone, .url, .color, .photo: return []
        }
    }
}
