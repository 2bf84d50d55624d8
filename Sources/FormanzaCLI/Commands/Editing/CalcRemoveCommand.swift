import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza calc remove FORM CALC [--yes]`.
struct CalcRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "calc remove FORM CALC [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Remove a calculated value; the ones that read it go too, after one confirmation.")
    }

    let words: [String]
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        words = try arguments.expect(2, "FORM CALC", arguments.language)
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(words[0])
        let value = try Command.calculated(words[1], in: form, l)
        let plan = RemovalPlan.calculated(value.id, in: form)
        let along = Confirm.takenAlong(plan.without(calculated: value.id), in: form, l)
        if let along {
            try Confirm.ask(
                l.tr(
                    "Removing \"{0}\" also removes {1}. Remove them together?", value.title, along),
                yes: yes,
                context)
        }
        var new = form
        plan.apply(to: &new)
        try DefinitionUpdate(context: context, store: store, yes: true).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(
            l.tr("Removed \"{0}\"", value.title)
                + (along.map { l.tr(" and {0}", $0) } ?? "") + ".")
    }
}
