import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// Saves a changed form definition the way the app's editors would: every
/// editing command, `form edit` and `form import` end here.
///
/// Order: locked changes are refused first; then the whole definition is
/// validated, so nobody confirms a change that would be refused anyway; then the questions
/// (dependants of removed screens, options with history); then the form is written only if
/// nobody changed it meanwhile; then the warnings about hidden answers.
struct DefinitionUpdate {
    enum Outcome {
        case unchanged
        case saved(Form)
    }

    let context: CLIContext
    let store: Store
    /// `--yes`: the questions are answered beforehand (scripts).
    let yes: Bool

    /// Saves `new` in place of `old` (nil: a new form). `others` are the forms on disk, for
    /// the title rule. A goal written without a start day (a hand-written definition) starts
    /// today, as one added by command does.
    @discardableResult
    func apply(_ edited: Form, replacing old: Form?, others: [Form]) throws -> Outcome {
        let l = context.language
        var new = edited
        for index in new.goals.indices where new.goals[index].startDay == nil {
            new.goals[index].startDay = context.today
        }
        _ = try FormRules.title(new.title, among: others, excluding: new.id)
        let change = try DefinitionChange.analyze(old: old, new: new) {
            try StoredAnswers.load(form: new.id, from: store)
        }
        let result = change.result
        let dataValues = try store.loadDataValues()
        let problems = FormValidator(dataValues: dataValues).problems(in: result)
        if !problems.isEmpty { throw DefinitionRefused(problems: problems) }
        if change.changesNothing { return .unchanged }
        var naming = change.new  // the goals taken along are named with the screens they followed
        naming.screens += change.removedScreens
        if let along = Confirm.takenAlong(change.leftovers, in: naming, l) {
            let screens = change.removedScreens.map { l.quote($0.title) }.joined(separator: ", ")
            try Confirm.ask(
                l.pick("Removing \(screens) also removes \(along).", "Quitar \(screens) también quita \(along).")
                    + l.pick(" Remove them together?", " ¿Quitarlos juntos?"), yes: yes, context)
        }
        for removed in change.removedOptions {
            let options = removed.options.map { l.quote($0.label) }.joined(separator: ", ")
            try Confirm.ask(
                l.pick(
                    "\"\(removed.screen.title)\" loses \(options), used by \(removed.uses) earlier answer\(removed.uses == 1 ? "" : "s"); they stay stored but stop showing. Remove?",
                    "«\(removed.screen.title)» pierde \(options), usada\(removed.options.count == 1 ? "" : "s") en \(removed.uses) respuesta\(removed.uses == 1 ? "" : "s") anterior\(removed.uses == 1 ? "" : "es"); quedan guardadas pero dejan de mostrarse. ¿Quitar?"
                ),
                yes: yes, context)
        }
        try store.replaceForm(old, with: result)
        for hidden in change.hidden { Console.warn(Self.hiddenWarning(hidden, l), language: l) }
        return .saved(result)
    }

    /// A changed type or unit: "earlier answers stay stored but stop showing and charting"; and
    /// answers of the type and unit come back when a change is undone.
    static func hiddenWarning(_ hidden: DefinitionChange.Hidden, _ l: Language) -> String {
        let n = hidden.count
        let back = hidden.revived
        let title = hidden.screen.title
        var parts: [String] = []
        if n > 0 {
            parts.append(
                l.pick(
                    "\(n) earlier answer\(n == 1 ? " is" : "s are") hidden, not deleted (\(n == 1 ? "it shows" : "they show") again if you change it back)",
                    n == 1
                        ? "1 respuesta anterior queda oculta, no borrada (vuelve a mostrarse si lo deshaces)"
                        : "\(n) respuestas anteriores quedan ocultas, no borradas (vuelven a mostrarse si lo deshaces)")
            )
        }
        if back > 0 {
            parts.append(
                l.pick(
                    "\(back) earlier answer\(back == 1 ? "" : "s") saved with this type and unit show\(back == 1 ? "s" : "") again",
                    back == 1
                        ? "1 respuesta anterior guardada con este tipo y unidad vuelve a mostrarse"
                        : "\(back) respuestas anteriores guardadas con este tipo y unidad vuelven a mostrarse"))
        }
        if parts.isEmpty {
            parts.append(
                l.pick(
                    "answers saved with another type or unit stay stored but do not show",
                    "las respuestas guardadas con otro tipo o unidad quedan guardadas pero no se muestran"))
        }
        return l.pick("\"\(title)\" changed type or unit: ", "«\(title)» cambió de tipo o unidad: ")
            + parts.joined(separator: "; ")
    }
}

/// A definition that breaks the editors' rules: the first problems, each naming its place.
struct DefinitionRefused: Error, UserFacingError {
    let problems: [FormProblem]

    func message(in l: Language) -> String {
        let shown = problems.prefix(3).map { $0.message(in: l) }.joined(separator: "; ")
        let more = problems.count - 3
        return shown + (more > 0 ? l.pick(" (and \(more) more)", " (y \(more) más)") : "")
            + l.pick("; nothing was changed", "; no se cambió nada")
    }
}
