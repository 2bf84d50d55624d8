import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza data remove NAME [--yes]`.
struct DataRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "data remove NAME [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Remove a data value; the calculated values that read it go too, in every form, after one confirmation."
        )
    }

    let name: String
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        name = try arguments.expect(1, "NAME", arguments.language)[0]
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        let value = try Command.found(name, try store.loadDataValues(), l)
        let plans = DataValueRules.removalPlans(value.id, in: try context.loadForms(store).forms)
        if !plans.isEmpty {
            let along = plans.compactMap { form, plan in
                Confirm.takenAlong(plan, in: form, l).map { "\($0) (\(form.title))" }
            }
            .joined(separator: "; ")
            try Confirm.ask(
                l.tr(
                    "Removing \"{0}\" also removes {1}. Remove them together?", value.name, along),
                yes: yes,
                context)
        }
        for (form, plan) in plans {
            var new = form
            plan.apply(to: &new)
            try store.replaceForm(form, with: new)
        }
        try store.updateDataValues { values in values.removeAll { $0.id == value.id } }
        let taken = plans.flatMap { form, plan in
            plan.calculated.map { l.quote($0.title) } + plan.goals.map { l.quote(GoalText.title($0, in: form, l)) }
        }
        Console.out(Self.removed(l.quote(value.name), along: taken, l))
    }

    /// "Removed "height" and "BMI", "Weight goal".": the value, then what went with it. How the
    /// names are joined is the language's (Spanish makes one series of them, «A», «B» y «C»).
    static func removed(_ name: String, along taken: [String], _ l: Language) -> String {
        guard let last = taken.last else { return l.tr("Removed {0}.", name) }
        let list =
            taken.count == 1
            ? last
            : l.trc("the last two names of a list", "{0}, {1}", taken.dropLast().joined(separator: ", "), last)
        return l.trn("Removed {1} and {2}.", "Removed {1} and {2}.", taken.count, taken.count, name, list)
    }
}
