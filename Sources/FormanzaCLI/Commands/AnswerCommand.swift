import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

extension Command {
    /// `formanza answer [--form F] [--date D] SCREEN=VALUE…`: record from scripts. All answers
    /// are checked first; one bad value saves nothing.
    static let answerCommand = Command(
        name: "answer", usage: "answer [--form FORM] [--date YYYY-MM-DD] SCREEN=VALUE...",
        summary: {
            $0.pick(
                "Save answers without the interactive check-in (for scripts).",
                "Guarda respuestas sin el registro interactivo (para scripts).")
        },
        options: { [CommonOptions.form($0), CommonOptions.date($0)] },
        notes: { l in
            [
                l.pick(
                    "SCREEN is a screen's short title, title or id. VALUE is typed as in the check-in: 80.5 or 80,5; yes/no (sí/no); an option's value, label or number; 1h30; YYYY-MM-DD; HH:MM; a color name or #RRGGBB. Several choices: a,b. A photo: the image's path; named photos: NAME:PATH,NAME:PATH.",
                    "SCREEN es el título corto, el título o el id de una pantalla. VALUE se escribe como en el registro: 80,5 u 80.5; sí/no; el valor, la etiqueta o el número de una opción; 1h30; AAAA-MM-DD; HH:MM; un color o #RRGGBB. Varias opciones: a,b. Una foto: la ruta de la imagen; fotos con nombre: NOMBRE:RUTA,NOMBRE:RUTA."
                )
            ]
        },
        run: { args, context in
            let l = context.language
            guard !args.positionals.isEmpty else {
                throw CommandError(usage: l.pick("give at least one SCREEN=VALUE", "indica al menos un SCREEN=VALUE"))
            }
            let (store, form) = try context.openNamedForm(args.value("form"))
            try context.requireUsable(form)
            let day = try context.day(from: args.value("date"), recording: true)
            let parser = AnswerParser(today: context.today)
            var session = CheckinSession(form: form, day: day, record: try store.loadDay(day, form: form.id))
            var warnings: [String] = []
            let previous = try History(store: store).lastAnswers(form: form, screens: form.screens, before: day)
            for pair in args.positionals {
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw CommandError(usage: l.pick("\"\(pair)\" is not SCREEN=VALUE", "«\(pair)» no es SCREEN=VALUE"))
                }
                let screen = try context.screen(String(pair[..<equals]), in: form)
                let value: AnswerValue
                let text = String(pair[pair.index(after: equals)...])
                do {
                    value =
                        screen.kind.takesPhotos
                        ? try PhotoImport(store: store, now: context.now).answer(text, for: screen)
                        : try parser.parse(text, for: screen)
                } catch let error as any UserFacingError {
                    throw CommandError(refused: "\(screen.displayShortTitle): \(error.message(in: l))")
                }
                if let n = AnswerDisplay.number(value), let earlier = previous[screen.id],
                    UnusualChange.isUnusual(n, previous: AnswerDisplay.number(earlier.answer.value), screen: screen)
                {
                    warnings.append("\(screen.displayShortTitle): \(Strings.unusualChange(l))")
                }
                session.confirm(screen.id, value)
            }
            let state = try session.save(to: store, now: context.now)
            warnings.forEach { Console.warn($0, language: l) }
            let count = args.positionals.count
            Console.out(
                l.pick(
                    "Saved \(count) answer\(count == 1 ? "" : "s") · \(form.title) · \(DateText.day(day, l)) · ",
                    "\(count == 1 ? "Se guardó 1 respuesta" : "Se guardaron \(count) respuestas") · \(form.title) · \(DateText.day(day, l)) · "
                )
                    + Strings.state(state, screens: form.screens.count, on: day, today: context.today, l))
        })
}
