import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// A change between two answers of a screen as the summary and the check-in's number screen
/// show it: green when it moves toward the target of the screen's value goal, orange when it
/// moves away, grey otherwise (no value goal). Without colours (`NO_COLOR`, or output that is
/// not a terminal) a change judged by a goal says the same with an arrow and words:
/// "−1.5 kg since 1 Dec 2026 ↘ toward 110 kg".
enum ChangeText {
    static func style(_ tone: ChangeTone) -> TextStyle {
        switch tone {
        case .toward: return .green
        case .away: return .orange
        case .neutral: return .gray
        }
    }

    /// "↘ toward 110 kg" / «↗ alejándose de 110 kg»; nil for a change no goal judges.
    static func marker(_ tone: ChangeTone, from old: Double, to new: Double, target: String, _ l: Language) -> String? {
        let arrow = new < old ? "↘" : "↗"
        switch tone {
        case .toward: return arrow + " " + l.tr("toward ") + target
        case .away: return arrow + " " + l.tr("away from ") + target
        case .neutral: return nil
        }
    }

    /// `text` in the tone's colour, or followed by the marker when colours are off.
    static func line(_ text: String, tone: ChangeTone, marker: String?, colors: Bool) -> StyledLine {
        let shown = colors ? text : text + (marker.map { " " + $0 } ?? "")
        return StyledLine(shown, style(tone))
    }
}

/// The change of one screen and how its goal judges it.
struct JudgedChange: Hashable {
    /// "+1.5 kg", "−30 min".
    let text: String
    let tone: ChangeTone
    /// The words that replace the colour: "↘ toward 110 kg".
    let marker: String?

    /// The change from `old` to `new` of `screen`, nil when zero (zero changes are hidden).
    static func make(
        from old: Double, to new: Double, screen: Screen, guide: ChangeGuide?, form: Form,
        _ l: Language
    ) -> JudgedChange? {
        guard let text = AnswerDisplay.change(from: old, to: new, for: screen, l) else { return nil }
        let tone = guide?.tone(from: old, to: new) ?? .neutral
        let target = guide.map { GoalText.value(.screen(screen.id), $0.target, in: form, l) } ?? ""
        return JudgedChange(
            text: text, tone: tone, marker: ChangeText.marker(tone, from: old, to: new, target: target, l))
    }
}
