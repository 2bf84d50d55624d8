import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FormanzaSystem
import FormanzaTerminal

/// `formanza photo compare FORM SCREEN …`.
struct PhotoCompareCommand: FormanzaCommand {
    static let name = "compare"
    static let usage =
        "photo compare FORM SCREEN [--from YYYY-MM-DD] [--to YYYY-MM-DD] | --date YYYY-MM-DD --date YYYY-MM-DD [--json]"
    static let options: [any OptionDeclaration] = [from, to, CommonOptions.date, CommonOptions.json]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Put the photos of two days side by side, by default the first and the latest (--json prints their paths)."
        )
    }

    static let from = Option<DayChoice>(
        "from", placeholder: "YYYY-MM-DD",
        help: { l in
            l.tr("the left day (default: the first photo)")
        }, convert: DayChoice.init)
    static let to = Option<DayChoice>(
        "to", placeholder: "YYYY-MM-DD",
        help: { l in
            l.tr("the right day (default: the latest photo)")
        }, convert: DayChoice.init)

    /// FORM, SCREEN and the days, which `PhotoLookup` finds.
    let request: PhotoRequest
    let json: Bool

    init(_ arguments: ParsedArguments) throws {
        request = try PhotoRequest(arguments, from: Self.from, to: Self.to)
        json = arguments[CommonOptions.json]
    }

    func run(_ context: CLIContext) throws {
        let found = try PhotoLookup(request, context, count: 2)
        if json {
            Console.exact(bytes: try PhotoCompareJSON(found, paths: context.paths).text())
            return
        }
        let view = PhotoView(paths: context.paths)
        let size = TerminalSize(of: StandardStreams.output) ?? TerminalSize(columns: 80, rows: 24)
        let half = max(8, (size.columns - 3) / 2)
        let l = context.language
        Console.out(TerminalText.safe("\(found.form.title) · \(found.screen.displayShortTitle)"))
        let left = found.days[0]
        let right = found.days[1]
        Console.out(PhotoColumns.pair(DateText.day(left.day, l), DateText.day(right.day, l), width: half))
        let names = (left.photos.map(\.name) + right.photos.map(\.name)).reduce(into: [String?]()) { list, name in
            if !list.contains(name) { list.append(name) }
        }
        for name in names {
            if let name {
                Console.out(PhotoColumns.pair(TerminalText.safe(name), TerminalText.safe(name), width: half))
            }
            let sides = [left, right].map { entry -> [String] in
                guard let photo = entry.photos.first(where: { $0.name == name })?.photo else { return ["—"] }
                return view.picture(
                    photo, columns: half, rows: max(4, size.rows - 5), thumbnail: false, symbolsOnly: true)
                    ?? [PhotoView.label(photo, l)]
            }
            Console.exact(PhotoColumns.zip(sides[0], sides[1], width: half, reset: view.pictures))
        }
    }
}
