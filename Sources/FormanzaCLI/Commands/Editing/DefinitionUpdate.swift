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
                l.tr("Removing {0} also removes {1}.", screens, along)
                    + l.tr(" Remove them together?"), yes: yes, context)
        }
        for removed in change.removedOptions {
            let options = removed.options.map { l.quote($0.label) }.joined(separator: ", ")
            try Confirm.ask(
                l.trn(
                    "\"{1}\" loses {2}, {3} {0} earlier answer; they stay stored but stop showing. Remove?",
                    "\"{1}\" loses {2}, {3} {0} earlier answers; they stay stored but stop showing. Remove?",
                    removed.uses, removed.uses, removed.screen.title, options,
                    // The options lost: Spanish says «usada en» or «usadas en» by their number.
                    l.trn("used by", "used by", removed.options.count)),
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
                l.trn(
                    "{0} earlier answer is hidden, not deleted (it shows again if you change it back)",
                    "{0} earlier answers are hidden, not deleted (they show again if you change it back)", n)
            )
        }
        if back > 0 {
            parts.append(
                l.trn(
                    "{0} earlier answer saved with this type and unit shows again",
                    "{0} earlier answers saved with this type and unit show again", back))
        }
        if parts.isEmpty {
            parts.append(
                l.tr(
                    "answers saved with another type or unit stay stored but do not show"))
        }
        return l.tr("\"{0}\" changed type or unit: ", title)
            + parts.joined(separator: "; ")
    }
}

/// A definition that breaks the editors' rules: the first problems, each naming its place.
struct DefinitionRefused: Error, UserFacingError {
    let problems: [FormProblem]

    func message(in l: Language) -> String {
        let shown = problems.prefix(3).map { $0.message(in: l) }.joined(separator: "; ")
        let more = problems.count - 3
        return shown + (more > 0 ? l.tr(" (and {0} more)", more) : "")
            + l.tr("; nothing was changed")
    }
}
