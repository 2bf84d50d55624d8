import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza delete [--form F] --date D [--yes]`: one form's answers of one day.
struct DeleteCommand: FormanzaCommand {
    static let name = "delete"
    static let usage = "delete [--form FORM] --date YYYY-MM-DD [--yes]"
    static let options: [any OptionDeclaration] = [CommonOptions.form, CommonOptions.date, CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Delete one form's answers of a day (other forms keep theirs).")
    }

    let form: String?
    let date: DayChoice
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        guard let date = try arguments[CommonOptions.date] else {
            let l = arguments.language
            throw CommandError(usage: l.tr("name the day with --date"))
        }
        self.date = date
        form = arguments[CommonOptions.form]
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(self.form)
        let day = try context.day(from: date)
        guard try !store.answers(form: form.id, on: day).isEmpty else {
            throw CommandError(refused: HistoryText.notAnswered(form, day, l))
        }
        try Confirm.ask(HistoryText.deleteQuestion(form, day, l), yes: yes, context)
        let removed = try store.deleteAnswers(form: form.id, on: day, now: context.now)
        guard !removed.isEmpty else { throw CommandError(refused: HistoryText.notAnswered(form, day, l)) }
        Console.out(HistoryText.deleted(removed, form: form, day: day, l))
    }
}
