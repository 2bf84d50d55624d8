import FormanzaBase

/// How an answer reads in the summary (each kind as its summary row shows it), in the person's
/// language; user content (labels, text) is shown as written.

public enum AnswerDisplay {
    public static func text(_ value: AnswerValue, for screen: Screen, _ l: Language) -> String {
        switch value {
        case .number(let n):
            let settings = screen.kind.numberSettings ?? NumberSettings()
            let number = NumberText.format(n, decimals: settings.decimals, language: l)
            return settings.unit.isEmpty ? number : number + " " + settings.unit
        case .duration(let minutes):
            return DateText.duration(minutes: minutes)
        case .yesNo(let yes):
            return yes ? l.tr("Yes") : "No"
        case .choice(let v):
            return label(of: v, in: screen.kind.options ?? [])
        case .choices(let vs):
            return vs.map { label(of: $0, in: screen.kind.options ?? []) }.joined(separator: ", ")
        case .text(let t):
            return t
        case .date(let d):
            return DateText.day(d, l)
        case .time(let t):
            return DateText.time(t, l)
        case .dateTime(let d, let t):
            return DateText.day(d, l) + ", " + DateText.time(t, l)
        case .color(let hex):
            if let entry = ColorPalette.entry(matching: hex) { return "\(hex) (\(entry.name(l)))" }
            return hex
        case .photo(let name):
            return photoLabel(name, l)
        case .photos(let map):
            // Up to three photos in the screen's order of names, then how many more ("+2").
            let names = (screen.kind.photoNames ?? map.keys.sorted()).filter { map[$0] != nil }
            let shown = names.prefix(3).map { "\($0) \(photoLabel(map[$0]!, l))" }
            return (shown + (names.count > 3 ? ["+\(names.count - 3)"] : [])).joined(separator: ", ")
        }
    }

    /// `[photo 1600×1200]`: a stored photo's size, read from its name (HASH-WIDTHxHEIGHT).
    public static func photoLabel(_ name: String, _ l: Language) -> String {
        let word = l.tr("photo")
        guard PhotoName.isValid(name), let size = name.split(separator: "-").last else { return "[\(word)]" }
        return "[\(word) \(String(size).replacing("x", with: "×"))]"
    }

    /// The value as scripts read it in `summary --json` (`value` as stored).
    public static func storedText(_ value: AnswerValue) -> String {
        switch value {
        case .number(let n): return NumberText.compact(n, maxDecimals: 6, language: .en)
        case .duration(let m): return String(m)
        case .yesNo(let b): return b ? "yes" : "no"
        case .choice(let v), .text(let v), .color(let v), .photo(let v): return v
        case .choices(let vs): return vs.joined(separator: ",")
        case .date(let d): return d.iso
        case .time(let t): return t.description
        case .dateTime(let d, let t): return "\(d.iso)T\(t)"
        case .photos(let map): return map.keys.sorted().map { "\($0)=\(map[$0]!)" }.joined(separator: ",")
        }
    }

    /// A numeric reading of an answer, for changes, warnings and formulas: numbers, sliders
    /// and durations (minutes).
    public static func number(_ value: AnswerValue) -> Double? {
        switch value {
        case .number(let n): return n
        case .duration(let m): return Double(m)
        default: return nil
        }
    }

    /// A change between two numeric answers of `screen`, signed, in its unit: "+1.5 kg",
    /// "−30 min"; nil when zero (zero changes are hidden on rows).
    public static func change(from old: Double, to new: Double, for screen: Screen, _ l: Language) -> String? {
        let delta = new - old
        if case .duration = screen.kind {
            // Stored durations come from files: a change beyond any real one is not shown.
            guard abs(delta) < 1e15 else { return nil }
            let minutes = Int(delta.rounded())
            guard minutes != 0 else { return nil }
            return (minutes > 0 ? "+" : "") + DateText.duration(minutes: minutes)
        }
        let settings = screen.kind.numberSettings ?? NumberSettings()
        let magnitude = NumberText.format(abs(delta), decimals: settings.decimals, language: l)
        guard NumberText.parse(magnitude) != 0 else { return nil }
        let sign = delta > 0 ? "+" : "−"
        return sign + magnitude + (settings.unit.isEmpty ? "" : " " + settings.unit)
    }

    static func label(of value: String, in options: [ChoiceOption]) -> String {
        options.first { $0.value == value }?.label ?? value
    }
}
