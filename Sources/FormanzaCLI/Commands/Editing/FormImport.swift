import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FoundationEssentials

extension Command {
    /// Refuses an imported form whose id, or a screen's or calculated value's id, starts with
    /// anything but a letter or a digit: `form show -e` or `answer --help=1` would read it as an
    /// option.
    static func requireTypeableIDs(_ form: Form, _ l: Language) throws {
        let ids = [form.id] + form.screens.map(\.id) + form.calculated.map(\.id)
        guard let bad = ids.first(where: { !$0.isEmpty && !Identifier.startsTypeably($0) }) else { return }
        let shown = VisibleText.escape(bad)
        throw CommandError(
            refused: l.tr(
                "the id \"{0}\" must start with a letter or a digit (it would be read as an option); change it in the file",
                shown
            ))
    }

    /// "3 screens, 1 calculated value" (and ", 2 goals" when it has some).
    static func counts(_ form: Form, _ l: Language) -> String {
        let s = form.screens.count
        let c = form.calculated.count
        let g = form.goals.count
        return l.trn("{0} screen", "{0} screens", s) + ", " + l.trn("{0} calculated value", "{0} calculated values", c)
            + (g == 0 ? "" : ", " + l.trn("{0} goal", "{0} goals", g))
    }
}
