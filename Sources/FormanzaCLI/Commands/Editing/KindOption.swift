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
        case .unit: return l.pick("number, slider: the unit (free text)", "número, deslizador: la unidad (texto libre)")
        case .min: return l.pick("number, slider: minimum, 0 or more", "número, deslizador: mínimo, 0 o más")
        case .max: return l.pick("number, slider: maximum, up to 999999", "número, deslizador: máximo, hasta 999999")
        case .decimals: return l.pick("number, slider: decimals", "número, deslizador: decimales")
        case .step: return l.pick("number, slider: the +/- step", "número, deslizador: el paso de +/-")
        case .unusual: return l.pick("number: unusual-change threshold", "número: umbral de cambio inusual")
        case .options:
            return l.pick(
                "choices: \"value:Label,…\" or \"Label,…\" (values from labels); \"value:Label:detail\": a detail"
                    + " under a list option, a scale's end caption",
                "opciones: \"valor:Etiqueta,…\" o \"Etiqueta,…\" (valores desde etiquetas); \"valor:Etiqueta:detalle\":"
                    + " un detalle bajo una opción de lista, la leyenda de un extremo de escala")
        case .addOption: return l.pick("choices: add one option at the end", "opciones: agrega una opción al final")
        case .removeOption:
            return l.pick(
                "choices: remove one option (value or label)", "opciones: quita una opción (valor o etiqueta)")
        case .style:
            return l.pick(
                "choices: tiles, list, scale or wheel (multiple: tiles or list)",
                "opciones: tiles, list, scale o wheel (selección múltiple: tiles o list)")
        case .columns: return l.pick("single choice as tiles: columns", "selección única en mosaicos: columnas")
        case .interval:
            return l.pick(
                "duration, time, date-time: minute interval", "duración, hora, fecha y hora: intervalo de minutos")
        case .maxHours: return l.pick("duration: largest number of hours", "duración: número máximo de horas")
        case .limit:
            return l.pick(
                "date, date-time: any, up-to-today or from-today", "fecha, fecha y hora: any, up-to-today o from-today")
        case .multiline: return l.pick("text: several lines", "texto: varias líneas")
        case .singleLine: return l.pick("text: one line", "texto: una línea")
        case .maxLength: return l.pick("text: 1 to 2000 characters", "texto: de 1 a 2000 caracteres")
        case .placeholder: return l.pick("text: hint shown when empty", "texto: texto de ayuda")
        case .suggestions: return l.pick("text: offer earlier answers", "texto: ofrecer respuestas anteriores")
        case .noSuggestions: return l.pick("text: no suggestions", "texto: sin sugerencias")
        case .names: return l.pick("multi-photo: the photos' names", "fotos con nombre: los nombres de las fotos")
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
