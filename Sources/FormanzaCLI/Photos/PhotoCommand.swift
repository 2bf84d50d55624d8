import FormanzaCommandLine
import FormanzaModel
import FormanzaSystem

extension Command {
    /// `formanza photo show|compare`: a photo screen's answer drawn large, or two days side by side.
    static var photoCommand: Command {
        CommandGroup.make(
            name: "photo",
            summary: {
                $0.pick(
                    "Show a photo answer in the terminal, or two days side by side.",
                    "Muestra en la terminal la foto de una respuesta, o dos días de la misma foto lado a lado.")
            },
            subcommands: [photoShow, photoCompare])
    }

    static let photoShow = Subcommand(
        name: "show", usage: "photo show FORM SCREEN [--date YYYY-MM-DD]",
        summary: {
            $0.pick(
                "Show the photo of a day (default: the latest day with one).",
                "Muestra la foto de un día (por defecto, el último día que tiene una).")
        },
        options: { [CommonOptions.date($0)] },
        run: { args, context in
            let found = try PhotoLookup(args, context, count: 1)
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
        })

    static let photoCompare = Subcommand(
        name: "compare",
        usage:
            "photo compare FORM SCREEN [--from YYYY-MM-DD] [--to YYYY-MM-DD] | --date YYYY-MM-DD --date YYYY-MM-DD [--json]",
        summary: {
            $0.pick(
                "Put the photos of two days side by side, by default the first and the latest (--json prints their paths).",
                "Pone dos días de la misma foto lado a lado, por defecto el primero y el último (--json imprime sus rutas)."
            )
        },
        options: { l in
            [
                OptionSpec(
                    name: "from", value: "YYYY-MM-DD",
                    help: l.pick(
                        "the left day (default: the first photo)",
                        "el día de la izquierda (por defecto, la primera foto)")),
                OptionSpec(
                    name: "to", value: "YYYY-MM-DD",
                    help: l.pick(
                        "the right day (default: the latest photo)",
                        "el día de la derecha (por defecto, la última foto)")),
                CommonOptions.date(l), CommonOptions.json(l),
            ]
        },
        run: { args, context in
            let found = try PhotoLookup(args, context, count: 2)
            if args.has("json") {
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
        })
}
