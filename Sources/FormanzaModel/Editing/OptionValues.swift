/// Options as people type them on a command line, and the stored value suggested from a
/// label («Muy bien» → muy_bien).
public enum OptionValues {
    /// The value suggested for a label: lower case, accents stripped, spaces and dashes
    /// turned into `_`, other punctuation dropped. Empty when nothing is left (an emoji
    /// label); `list` then numbers it.
    public static func slug(_ label: String) -> String {
        var result = ""
        for character in label.lowercased() {
            let folded = fold(character)
            for scalar in folded.unicodeScalars {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    result.unicodeScalars.append(scalar)
                } else if scalar.properties.isWhitespace || scalar == "-" || scalar == "_" {
                    if !result.isEmpty && !result.hasSuffix("_") { result.append("_") }
                }
            }
        }
        while result.hasSuffix("_") { result.removeLast() }
        return result
    }

    /// Parses `"v:Label,v2:Label2"` or plain `"Label,Label2"` (values suggested from labels),
    /// optionally `"v:Label:detail"`. A label already used by one of `existing` keeps that
    /// option's value, so retyping the labels never changes what earlier answers point to.
    public static func list(_ text: String, existing: [ChoiceOption] = []) -> [ChoiceOption] {
        var result: [ChoiceOption] = []
        for part in text.split(separator: ",") where !part.trimmingWhitespace.isEmpty {
            result.append(option(String(part), existing: existing, taken: result, position: result.count + 1))
        }
        return result
    }

    /// One option from `"v:Label"`, `"v:Label:detail"`, `":Label"` or `"Label"`.
    public static func option(_ text: String, existing: [ChoiceOption], taken: [ChoiceOption], position: Int)
        -> ChoiceOption
    {
        let pieces = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(
            \.trimmingWhitespace)
        let value: String
        let label: String
        let detail: String?
        if pieces.count == 1 {
            value = ""
            label = pieces[0]
            detail = nil
        } else {
            value = pieces[0]
            label = pieces[1].isEmpty ? pieces[0] : pieces[1]
            detail = pieces.count > 2 && !pieces[2].isEmpty ? pieces[2] : nil
        }
        if !value.isEmpty { return ChoiceOption(value: value, label: label, detail: detail) }
        let lowered = label.lowercased()
        if let known = existing.first(where: { $0.label.lowercased() == lowered }) {
            return ChoiceOption(value: known.value, label: label, detail: detail ?? known.detail)
        }
        return ChoiceOption(
            value: freeValue(for: label, position: position, taken: taken + existing),
            label: label, detail: detail)
    }

    /// The slug of `label`, made unique among `taken` with `_2`, `_3`…; `option_N` when the
    /// label has no letters or digits.
    static func freeValue(for label: String, position: Int, taken: [ChoiceOption]) -> String {
        let base = slug(label).isEmpty ? "option_\(position)" : slug(label)
        var candidate = base
        var n = 2
        while taken.contains(where: { $0.value == candidate }) {
            candidate = base + "_\(n)"
            n += 1
        }
        return candidate
    }

    /// Latin letters with accents and a few ligatures, mapped to plain ASCII (FoundationEssentials
    /// has no diacritic folding).
    static func fold(_ character: Character) -> String {
        for (plain, accented) in accents where accented.contains(character) { return plain }
        switch character {
        case "ß": return "ss"
        case "æ": return "ae"
        case "œ": return "oe"
        case "ø": return "o"
        default: return String(character)
        }
    }

    private static let accents: [(String, String)] = [
        ("a", "àáâãäåāăą"), ("c", "çćĉċč"), ("d", "ďđ"), ("e", "èéêëēĕėęě"), ("g", "ĝğġģ"),
        ("h", "ĥħ"), ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķ"), ("l", "ĺļľŀł"), ("n", "ñńņňŉ"),
        ("o", "òóôõöōŏő"), ("r", "ŕŗř"), ("s", "śŝşš"), ("t", "ţťŧ"), ("u", "ùúûüũūŭůűų"),
        ("w", "ŵ"), ("y", "ýÿŷ"), ("z", "źżž"),
    ]
}
