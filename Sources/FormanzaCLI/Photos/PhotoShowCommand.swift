import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTerminal

/// `formanza photo show FORM SCREEN [--date D]`.
struct PhotoShowCommand: FormanzaCommand {
    static let name = "show"
    static let usage = "photo show FORM SCREEN [--date YYYY-MM-DD]"
    static let options: [any OptionDeclaration] = [CommonOptions.date]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Show the photo of a day (default: the latest day with one).")
    }

    /// FORM, SCREEN and the day, which `PhotoLookup` finds.
    let request: PhotoRequest

    init(_ arguments: ParsedArguments) throws {
        request = try PhotoRequest(arguments)
    }

    func run(_ context: CLIContext) throws {
        let found = try PhotoLookup(request, context, count: 1)
        let view = PhotoView(paths: context.paths)
        let size = TerminalSize(of: StandardStreams.output) ?? TerminalSize(columns: 80, rows: 24)
        let (day, photos) = found.days[0]
        Console.out(
            TerminalText.safe(
                "\(found.form.title) · \(found.screen.displayShortTitle) · \(DateText.day(day, context.language))"))
        for (name, photo) in photos {
            if let name { Console.out(TerminalText.safe(name)) }
            let lines = view.picture(
                photo, columns: size.columns, rows: max(4, size.rows - 3 - photos.count),
                thumbnail: false, symbolsOnly: false)
            // Chafa's picture is made of its own escape sequences: written as it is.
            Console.exact((lines ?? [PhotoView.label(photo, context.language)]).joined(separator: "\n"))
        }
    }
}
