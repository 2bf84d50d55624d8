import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza remove [--form F] [--date D] SCREEN`.
struct RemoveCommand: FormanzaCommand {
    static let name = "remove"
    static let usage = "remove [--form FORM] [--date YYYY-MM-DD] SCREEN"
    static let options: [any OptionDeclaration] = [CommonOptions.form, CommonOptions.date]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Remove one saved answer (required answers stay; the day goes with its last answer)."
        )
    }

    let form: String?
    let date: DayChoice?
    let screen: String

    init(_ arguments: ParsedArguments) throws {
        let l = arguments.language
        guard arguments.positionals.count == 1 else {
            throw CommandError(usage: l.tr("name exactly one SCREEN"))
        }
        screen = arguments.positionals[0]
        form = arguments[CommonOptions.form]
        date = try arguments[CommonOptions.date]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, form) = try context.openNamedForm(self.form)
        let day = try context.day(from: date)
        let screen = try context.screen(self.screen, in: form)
        let state = try AnswerRemoval.remove(screen: screen, of: form, on: day, store: store, now: context.now)
        Console.out(
            l.tr(
                "Removed \"{0}\" · {1} · ", screen.displayShortTitle, DateText.day(day, l))
                + Strings.state(state, screens: form.screens.count, on: day, today: context.today, l))
    }
}
