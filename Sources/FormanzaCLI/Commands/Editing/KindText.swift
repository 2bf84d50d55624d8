import FormanzaBase
import FormanzaModel

/// A screen's kind and settings in a few words, for `form show`, `screen list` and the
/// confirmation printed after a screen command: "number: kg, 0–500, 1 decimal, step 0.1".
enum KindText {
    static func name(_ type: FieldType, _ l: Language) -> String {
        switch type {
        case .number: return l.pick("number", "número")
        case .slider: return l.pick("slider", "deslizador")
        case .duration: return l.pick("duration", "duración")
        case .yesNo: return l.pick("yes/no", "Sí/No")
        case .singleChoice: return l.pick("single choice", "selección única")
        case .multipleChoice: return l.pick("multiple choice", "selección múltiple")
        case .text: return l.pick("text", "texto")
        case .email: return l.pick("email", "correo electrónico")
        case .phone: return l.pick("phone", "teléfono")
        case .url: return l.pick("web address", "dirección web")
        case .date: return l.pick("date", "fecha")
        case .time: return l.pick("time", "hora")
        case .dateTime: return l.pick("date and time", "fecha y hora")
        case .color: return "color"
        case .photo: return l.pick("photo", "foto")
        case .multiPhoto: return l.pick("named photos", "fotos con nombre")
        }
    }

    /// "number: kg, 0–500, 1 decimal, step 0.1, unusual change 5"
    static func describe(_ kind: FieldKind, _ l: Language) -> String {
        let details = settings(kind, l)
        return name(kind.type, l) + (details.isEmpty ? "" : ": " + details.joined(separator: ", "))
    }

    static func settings(_ kind: FieldKind, _ l: Language) -> [String] {
        func n(_ value: Double) -> String { NumberText.compact(value, maxDecimals: 3, language: l) }
        switch kind {
        case .number(let s), .slider(let s):
            var parts: [String] = []
            if !s.unit.isEmpty { parts.append(s.unit) }
            parts.append("\(n(s.min))–\(n(s.max))")
            parts.append(
                s.decimals == 1
                    ? l.pick("1 decimal", "1 decimal") : l.pick("\(s.decimals) decimals", "\(s.decimals) decimales"))
            parts.append(l.pick("step ", "paso ") + n(s.step))
            if let threshold = s.unusualChange {
                parts.append(
                    l.pick("unusual change ", "cambio inusual ") + n(threshold) + (s.unit.isEmpty ? "" : " " + s.unit))
            }
            return parts
        case .duration(let s):
            return [
                l.pick("every \(s.minuteInterval) min", "cada \(s.minuteInterval) min"),
                l.pick("up to \(s.maxHours) h", "hasta \(s.maxHours) h"),
            ]
        case .singleChoice(let s):
            var parts = [style(s.style.rawValue, l)]
            if s.style == .tiles {
                parts[0] +=
                    " ("
                    + l.pick(
                        "\(s.columns) column\(s.columns == 1 ? "" : "s")",
                        "\(s.columns) columna\(s.columns == 1 ? "" : "s")") + ")"
            }
            return parts + [options(s.options)]
        case .multipleChoice(let s):
            return [style(s.style.rawValue, l), options(s.options)]
        case .text(let s):
            var parts = [
                s.multiline ? l.pick("several lines", "varias líneas") : l.pick("one line", "una línea"),
                l.pick("up to \(s.maxLength) characters", "hasta \(s.maxLength) caracteres"),
            ]
            if !s.placeholder.isEmpty { parts.append(l.pick("hint", "texto de ayuda") + " " + l.quote(s.placeholder)) }
            if !s.suggestions { parts.append(l.pick("no suggestions", "sin sugerencias")) }
            return parts
        case .date(let s):
            return [limit(s.limit, l)]
        case .time(let s):
            return [l.pick("every \(s.minuteInterval) min", "cada \(s.minuteInterval) min")]
        case .dateTime(let s):
            return [limit(s.limit, l), l.pick("every \(s.minuteInterval) min", "cada \(s.minuteInterval) min")]
        case .multiPhoto(let s):
            return [s.names.map { l.quote($0) }.joined(separator: " ")]
        case .yesNo, .contact, .color, .photo:
            return []
        }
    }

    static func style(_ raw: String, _ l: Language) -> String {
        switch raw {
        case "tiles": return l.pick("tiles", "mosaicos")
        case "list": return l.pick("list", "lista")
        case "scale": return l.pick("scale", "escala")
        case "wheel": return l.pick("wheel", "rueda")
        default: return raw
        }
    }

    /// "good=Good, bad=Bad": values and labels, as `--options` takes them back.
    static func options(_ options: [ChoiceOption]) -> String {
        options.map { $0.value == $0.label ? $0.label : "\($0.value)=\($0.label)" }.joined(separator: ", ")
    }

    static func limit(_ limit: DateLimit, _ l: Language) -> String {
        switch limit {
        case .any: return l.pick("any day", "cualquier día")
        case .upToToday: return l.pick("up to today", "hasta hoy")
        case .fromToday: return l.pick("from today", "desde hoy")
        }
    }

    /// "required · highlighted · no prefill · hidden in Progress": the screen's flags that
    /// differ from a new screen's.
    static func flags(_ screen: Screen, _ l: Language) -> [String] {
        var flags: [String] = []
        if screen.required { flags.append(l.pick("required", "obligatoria")) }
        if screen.highlight { flags.append(l.pick("highlighted", "destacada")) }
        if !screen.prefill && screen.kind.canPrefill { flags.append(l.pick("no prefill", "sin precarga")) }
        if !screen.showInProgress { flags.append(l.pick("hidden in Progress", "oculta en Progreso")) }
        return flags
    }
}
