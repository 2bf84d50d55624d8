import FormanzaCommandLine
import FormanzaModel
import FormanzaState

extension Command {
    /// `formanza remove [--form F] [--date D] SCREEN`.
    static let removeCommand = Command(
        name: "remove", usage: "remove [--form FORM] [--date YYYY-MM-DD] SCREEN",
        summary: {
            $0.pick(
                "Remove one saved answer (required answers stay; the day goes with its last answer).",
                "Quita una respuesta guardada (las obligatorias no se pueden quitar; quitar la última respuesta del día borra el día)."
            )
        },
        options: { [CommonOptions.form($0), CommonOptions.date($0)] },
        run: { args, context in
            let l = context.language
            guard args.positionals.count == 1 else {
                throw CommandError(usage: l.pick("name exactly one SCREEN", "indica exactamente una SCREEN"))
            }
            let (store, form) = try context.openNamedForm(args.value("form"))
            let day = try context.day(from: args.value("date"))
            let screen = try context.screen(args.positionals[0], in: form)
            let state = try AnswerRemoval.remove(screen: screen, of: form, on: day, store: store, now: context.now)
            Console.out(
                l.pick(
                    "Removed \"\(screen.displayShortTitle)\" · \(DateText.day(day, l)) · ",
                    "Se quitó «\(screen.displayShortTitle)» · \(DateText.day(day, l)) · ")
                    + Strings.state(state, screens: form.screens.count, on: day, today: context.today, l))
        })
}
