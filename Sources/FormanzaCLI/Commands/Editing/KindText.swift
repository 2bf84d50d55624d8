import FormanzaBase
import FormanzaModel

/// A screen's kind and settings in a few words, for `form show`, `screen list` and the
/// confirmation printed after a screen command: "number: kg, 0–500, 1 decimal, step 0.1".
enum KindText {
    static func name(_ type: FieldType, _ l: Language) -> String {
        switch type {
        case .number: return l.tr("number")
        case .slider: return l.tr("slider")
        case .duration: return l.tr("duration")
        case .yesNo: return l.tr("yes/no")
        case .singleChoice: return l.tr("single choice")
        case .multipleChoice: return l.tr("multiple choice")
        case .text: return l.tr("text")
        case .email: return l.tr("email")
        case .phone: return l.tr("phone")
        case .url: return l.tr("web address")
        case .date: return l.tr("date")
        case .time: return l.tr("time")
        case .dateTime: return l.tr("date and time")
        case .color: return "color"
        case .photo: return l.tr("photo")
        case .multiPhoto: return l.tr("named photos")
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
                    ? l.tr("1 decimal") : l.tr("{0} decimals", s.decimals))
            parts.append(l.tr("step ") + n(s.step))
            if let threshold = s.unusualChange {
                parts.append(
                    l.tr("unusual change ") + n(threshold) + (s.unit.isEmpty ? "" : " " + s.unit))
            }
            return parts
        case .duration(let s):
            return [
                l.tr("every {0} min", s.minuteInterval),
                l.tr("up to {0} h", s.maxHours),
            ]
        case .singleChoice(let s):
            var parts = [style(s.style.rawValue, l)]
            if s.style == .tiles {
                parts[0] +=
                    " ("
                    + l.trn("{0} column", "{0} columns", s.columns) + ")"
            }
            return parts + [options(s.options)]
        case .multipleChoice(let s):
            return [style(s.style.rawValue, l), options(s.options)]
        case .text(let s):
            var parts = [
                s.multiline ? l.tr("several lines") : l.tr("one line"),
                l.tr("up to {0} characters", s.maxLength),
            ]
            if !s.placeholder.isEmpty { parts.append(l.tr("hint") + " " + l.quote(s.placeholder)) }
            if !s.suggestions { parts.append(l.tr("no suggestions")) }
            return parts
        case .date(let s):
            return [limit(s.limit, l)]
        case .time(let s):
            return [l.tr("every {0} min", s.minuteInterval)]
        case .dateTime(let s):
            return [limit(s.limit, l), l.tr("every {0} min", s.minuteInterval)]
        case .multiPhoto(let s):
            return [s.names.map { l.quote($0) }.joined(separator: " ")]
        case .yesNo, .contact, .color, .photo:
            return []
        }
    }

    static func style(_ raw: String, _ l: Language) -> String {
        switch raw {
        case "tiles": return l.tr("tiles")
        case "list": return l.tr("list")
        case "scale": return l.tr("scale")
        case "wheel": return l.tr("wheel")
        default: return raw
        }
    }

    /// "good=Good, bad=Bad": values and labels, as `--options` takes them back.
    static func options(_ options: [ChoiceOption]) -> String {
        options.map { $0.value == $0.label ? $0.label : "\($0.value)=\($0.label)" }.joined(separator: ", ")
    }

    static func limit(_ limit: DateLimit, _ l: Language) -> String {
        switch limit {
        case .any: return l.tr("any day")
        case .upToToday: return l.tr("up to today")
        case .fromToday: return l.tr("from today")
        }
    }

    /// "required · highlighted · no prefill · hidden in Progress": the screen's flags that
    /// differ from a new screen's.
    static func flags(_ screen: Screen, _ l: Language) -> [String] {
        var flags: [String] = []
        if screen.required { flags.append(l.tr("required")) }
        if screen.highlight { flags.append(l.tr("highlighted")) }
        if !screen.prefill && screen.kind.canPrefill { flags.append(l.tr("no prefill")) }
        if !screen.showInProgress { flags.append(l.tr("hidden in Progress")) }
        return flags
    }
}
