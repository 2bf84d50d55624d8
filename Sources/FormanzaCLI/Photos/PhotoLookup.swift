import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// Finds a photo screen's answers: for `photo show`, the day of `--date` or else the latest day
/// that has one; for `photo compare`, the two days of `--date DAY --date DAY`, or `--from` and
/// `--to`, each defaulting to the screen's first and latest photo.
struct PhotoLookup {
    typealias Entry = (day: CivilDate, photos: [(name: String?, photo: String)])
    let form: Form
    let screen: Screen
    let days: [Entry]

    init(_ request: PhotoRequest, _ context: CLIContext, count: Int) throws {
        let l = context.language
        let (store, _, form) = try context.openForm(request.formQuery)
        let screen = try context.screen(request.screenQuery, in: form)
        guard screen.kind.takesPhotos else {
            throw CommandError(
                refused: l.tr(
                    "\"{0}\" is not a photo screen", screen.displayShortTitle))
        }
        let wanted =
            count == 2
            ? try PhotoLookup.compared(request, context, store: store, form: form, screen: screen)
            : try PhotoLookup.shown(request, context, store: store, form: form, screen: screen)
        var days: [Entry] = []
        for day in wanted {
            guard let photos = PhotoLookup.photos(of: screen, form: form, in: try store.loadDay(day)) else {
                throw CommandError(
                    refused: l.tr(
                        "\"{0}\" has no photo on {1}", screen.displayShortTitle, DateText.day(day, l)))
            }
            days.append((day, photos))
        }
        self.form = form
        self.screen = screen
        self.days = days
    }

    /// `photo show`'s day: `--date`, or the latest day with a photo.
    static func shown(_ request: PhotoRequest, _ context: CLIContext, store: Store, form: Form, screen: Screen)
        throws -> [CivilDate]
    {
        let l = context.language
        guard request.dates.count <= 1 else {
            throw CommandError(usage: l.tr("give one --date"))
        }
        if let date = request.dates.last { return [try context.day(from: date)] }
        let history = try PhotoHistory(store: store, form: form, screen: screen, through: context.today)
        guard let latest = history.days.last else { throw noPhotoYet(screen, l) }
        return [latest.day]
    }

    /// `photo compare`'s two days: both `--date`s, or `--from` and `--to`, which default to
    /// the first and the latest day with a photo. Without any, a screen with one photo only is
    /// refused rather than compared with itself.
    static func compared(_ request: PhotoRequest, _ context: CLIContext, store: Store, form: Form, screen: Screen)
        throws -> [CivilDate]
    {
        let l = context.language
        let dates = request.dates.count
        if dates > 0 {
            guard dates == 2, request.from == nil, request.to == nil else {
                throw CommandError(
                    usage: l.tr(
                        "give two days: --date DAY --date DAY (or --from DAY --to DAY)"))
            }
            return try request.dates.map { try context.day(from: $0) }
        }
        let fromDay = try request.from.map { try context.day(from: $0) }
        let toDay = try request.to.map { try context.day(from: $0) }
        if let fromDay, let toDay { return [fromDay, toDay] }
        let history = try PhotoHistory(store: store, form: form, screen: screen, through: context.today)
        guard let first = history.days.first, let latest = history.days.last else { throw noPhotoYet(screen, l) }
        if fromDay == nil, toDay == nil, history.days.count == 1 {
            throw CommandError(refused: PhotoCompareStrings.onlyOne(screen, day: first.day, l))
        }
        return [fromDay ?? first.day, toDay ?? latest.day]
    }

    static func noPhotoYet(_ screen: Screen, _ l: Language) -> CommandError {
        CommandError(
            refused: l.tr(
                "\"{0}\" has no photo yet", screen.displayShortTitle))
    }

    /// The photos of a screen's answer that day, named for a multi-photo screen (in the
    /// screen's order of names), or nil when it has none.
    static func photos(of screen: Screen, form: Form, in record: DayRecord?) -> [(name: String?, photo: String)]? {
        guard let answer = record?.answers(form: form.id)[screen.id] else { return nil }
        return photos(of: screen, answer: answer)
    }

    /// The photos of one answer of `screen`, or nil when it holds none (or does not fit it).
    static func photos(of screen: Screen, answer: Answer) -> [(name: String?, photo: String)]? {
        guard answer.fits(screen) else { return nil }
        switch (answer.value, screen.kind) {
        case (.photo(let photo), _):
            return [(nil, photo)]
        case (.photos(let map), .multiPhoto(let settings)):
            let ordered = settings.names.compactMap { name in map[name].map { (Optional(name), $0) } }
            return ordered.isEmpty ? nil : ordered
        default:
            return nil
        }
    }
}

/// What `photo show` or `photo compare` asks, read from the command line once, before the
/// store is opened: FORM, SCREEN and the days as typed (today and yesterday become dates by
/// the clock, once the command runs).
struct PhotoRequest: Sendable {
    let formQuery: String
    let screenQuery: String
    /// Every `--date`, in the order given.
    let dates: [DayChoice]
    /// `photo compare`'s `--from` and `--to`.
    let from: DayChoice?
    let to: DayChoice?

    init(_ args: ParsedArguments, from: Option<DayChoice>? = nil, to: Option<DayChoice>? = nil) throws {
        guard args.positionals.count == 2 else {
            throw CommandError(usage: args.language.tr("give FORM and SCREEN"))
        }
        formQuery = args.positionals[0]
        screenQuery = args.positionals[1]
        dates = try args.all(CommonOptions.date)
        self.from = try from.flatMap { try args[$0] }
        self.to = try to.flatMap { try args[$0] }
    }
}

/// `photo compare --json`: the stored files of both days, for scripts and image viewers.
struct PhotoCompareJSON {
    struct Photo {
        let date: String
        let name: String?
        let path: String
        let thumbnail: String
        let width: Int
        let height: Int
    }

    let form: String
    let formId: String
    let screen: String
    let photos: [Photo]

    init(_ found: PhotoLookup, paths: StorePaths) {
        form = found.form.title
        formId = found.form.id
        screen = found.screen.id
        let view = PhotoView(paths: paths, pictures: false)
        photos = found.days.flatMap { entry in
            entry.photos.map { item in
                let size = item.photo.split(separator: "-").last?.split(separator: "x").compactMap { Int($0) } ?? []
                return Photo(
                    date: entry.day.iso, name: item.name, path: view.file(item.photo, thumbnail: false),
                    thumbnail: view.file(item.photo, thumbnail: true),
                    width: size.first ?? 0, height: size.count > 1 ? size[1] : 0)
            }
        }
    }

    /// Keys in sorted order; a photo's `name` only for a multi-photo answer's photo.
    func text() throws -> [UInt8] {
        var w = JSONText()
        try w.object { w in
            w.key("form")
            try w.value(form)
            w.key("formId")
            try w.value(formId)
            try w.array(key: "photos") { w in for photo in photos { try Self.write(photo, &w) } }
            w.key("screen")
            try w.value(screen)
        }
        return w.bytes
    }

    private static func write(_ photo: Photo, _ w: inout JSONText) throws {
        try w.object { w in
            w.key("date")
            try w.value(photo.date)
            w.key("height")
            w.value(photo.height)
            try w.member("name", ifPresent: photo.name)
            w.key("path")
            try w.value(photo.path)
            w.key("thumbnail")
            try w.value(photo.thumbnail)
            w.key("width")
            w.value(photo.width)
        }
    }
}

/// Two columns of text side by side; the escape sequences of a picture take no width.
enum PhotoColumns {
    static func pair(_ left: String, _ right: String, width: Int) -> String {
        pad(left, width) + "   " + right
    }

    /// `reset` ends the left picture's colours before the gap (only when pictures are drawn).
    static func zip(_ left: [String], _ right: [String], width: Int, reset: Bool) -> String {
        (0..<max(left.count, right.count)).map { index in
            pad(index < left.count ? left[index] : "", width) + (reset ? "\u{1B}[0m" : "") + "   "
                + (index < right.count ? right[index] : "")
        }.joined(separator: "\n")
    }

    /// Pads to `width` visible cells, not counting escape sequences.
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - visibleWidth(text)))
    }

    static func visibleWidth(_ text: String) -> Int {
        var visibleCount = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7e).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            visibleCount += 1
        }
        return visibleCount
    }
}
