import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza answer [--form F] [--date D] SCREEN=VALUE…`: record from scripts. All answers
/// are checked first; one bad value saves nothing.
struct AnswerCommand: FormanzaCommand {
    static let name = "answer"
    static let usage = "answer [--form FORM] [--date YYYY-MM-DD] SCREEN=VALUE..."
    static let options: [any OptionDeclaration] = [CommonOptions.form, CommonOptions.date]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Save answers without the interactive check-in (for scripts).")
    }

    static func notes(_ l: Language) -> [String] {
        [
            l.tr(
                "SCREEN is a screen's short title, title or id. VALUE is typed as in the check-in: 80.5 or 80,5; yes/no (sí/no); an option's value, label or number; 1h30; YYYY-MM-DD; HH:MM; a color name or #RRGGBB. Several choices: a,b. A photo: the image's path; named photos: NAME:PATH,NAME:PATH."
            )
        ]
    }

    let form: String?
    let date: DayChoice?
    /// The SCREEN=VALUE words, checked one by one when the form is known.
    let pairs: [String]

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        guard !arguments.positionals.isEmpty else {
            throw CommandError(usage: l.tr("give at least one SCREEN=VALUE"))
        }
        pairs = arguments.positionals
        form = arguments[CommonOptions.form]
        date = try arguments[CommonOptions.date]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, form) = try context.openNamedForm(self.form)
        try context.requireUsable(form)
        let day = try context.day(from: date, recording: true)
        let parser = AnswerParser(today: context.today)
        var session = CheckinSession(form: form, day: day, record: try store.loadDay(day, form: form.id))
        var warnings: [String] = []
        let previous = try History(store: store).lastAnswers(form: form, screens: form.screens, before: day)
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw CommandError(usage: l.tr("\"{0}\" is not SCREEN=VALUE", pair))
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
        let count = pairs.count
        Console.out(
            l.trn(
                "Saved {0} answer · {1} · {2} · ", "Saved {0} answers · {1} · {2} · ", count, count, form.title,
                DateText.day(day, l))
                + Strings.state(state, screens: form.screens.count, on: day, today: context.today, l))
    }
}
