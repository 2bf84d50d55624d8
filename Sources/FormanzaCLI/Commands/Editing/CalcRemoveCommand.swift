import FormanzaCommandLine
import FormanzaState

/// `formanza calc remove FORM CALC [--yes]`.
struct CalcRemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "calc remove FORM CALC [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Remove a calculated value; the ones that read it go too, after one confirmation.",
            "Quita un valor calculado; los que lo usan también se quitan, tras una confirmación.")
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
                l.pick(
                    "Removing \"\(value.title)\" also removes \(along). Remove them together?",
                    "Quitar «\(value.title)» también quita \(along). ¿Quitarlos juntos?"),
                yes: yes,
                context)
        }
        var new = form
        plan.apply(to: &new)
        try DefinitionUpdate(context: context, store: store, yes: true).apply(
            new, replacing: form, others: snapshot.forms)
        Console.out(
            l.pick("Removed \"\(value.title)\"", "Se quitó «\(value.title)»")
                + (along.map { l.pick(" and \($0)", " y \($0)") } ?? "") + ".")
    }
}
