import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaTerminal

/// The check-in one line at a time, for when standard input is not a terminal: a script or
/// a person at a dumb terminal answers each question on its own line.
///
/// A line is the answer, or a command: an empty line goes on (confirming a proposal, or
/// leaving an optional question unanswered), `:back`, `:skip`, `:save`, `:quit` (and their
/// Spanish forms `:atrás`, `:omitir`, `:guardar`, `:salir`). The end of input saves what was
/// confirmed, so nothing typed is lost. Ended from outside instead (SIGHUP, SIGTERM, SIGINT:
/// the reader stops), nothing is saved: the caller keeps the confirmed answers as a draft.
struct LineCheckin {
    var start: CheckinStart
    let language: Language
    let now: Int64
    let today: CivilDate
    let reader: LineReader

    enum Outcome {
        case saved(FormDayState)
        case quit
        /// Ended from outside: nothing saved, `start.session.confirmed` waits as a draft.
        case interrupted
    }

    mutating func run() throws -> Outcome {
        let l = language
        let form = start.session.form
        var index = 0
        if start.isRecorded {
            SummaryText.render(
                try DaySummary.make(form: form, day: start.session.day, today: today, store: start.store, language: l),
                l
            )
            .forEach { Console.out($0) }
            // Only a quit word or the end of input leaves; anything else asks again, so a typo
            // never ends the check-in as if it had gone well.
            choosing: while true {
                Console.out(l.tr("[e]dit, [c]ontinue or [q]uit?"))
                switch reader.readLine()?.trimmingWhitespace.lowercased() {
                case "e", "edit", "editar":
                    index = 0
                    break choosing
                case "c", "continue", "continuar":
                    guard let first = start.session.firstUnanswered else {
                        Console.out(Strings.state(.complete, screens: form.screens.count, l))
                        return .quit
                    }
                    index = first
                    break choosing
                case nil:
                    return reader.isStopped() ? .interrupted : .quit
                case "q", "quit", "s", "salir", ":quit", ":salir":
                    return .quit
                case let other?:
                    Console.error(
                        l.tr("\"{0}\" is not one of e, c, q", other), language: l)
                }
            }
        }
        let parser = AnswerParser(today: today)
        while index < form.screens.count {
            let screen = form.screens[index]
            prompt(screen, index: index)
            guard let line = reader.readLine() else { return try saveAtEnd() }
            if reader.lastLineWasCut {
                Console.error(Strings.lineTooLong(LineSplitter.defaultMaxLineBytes, l), language: l)
                continue
            }
            let command = line.trimmingWhitespace.lowercased()
            switch command {
            case ":back", ":atrás", ":atras":
                index = max(0, index - 1)
                continue
            case ":skip", ":omitir":
                do {
                    try start.session.skip(screen.id)
                    index += 1
                } catch { Console.error(error.message(in: l), language: l) }
                continue
            case ":save", ":guardar":
                if let refusal = start.session.saveRefusal {
                    Console.error(refusal.message(in: l), language: l)
                    continue
                }
                return .saved(try start.session.save(to: start.store, now: now))
            case ":quit", ":salir":
                return .quit
            case "":
                switch start.session.current(screen.id) {
                case .proposed(let value, _): start.session.confirm(screen.id, value)
                case .unanswered where screen.required:
                    Console.error(CheckinError.requiredCannotBeSkipped(screen.title).message(in: l), language: l)
                    continue
                default: break
                }
                index += 1
            default:
                do {
                    let value =
                        screen.kind.takesPhotos
                        ? try PhotoImport(store: start.store, now: now).answer(line.trimmingWhitespace, for: screen)
                        : try parser.parse(line, for: screen)
                    start.session.confirm(screen.id, value)
                    if let n = AnswerDisplay.number(value), start.isUnusual(n, for: screen) {
                        Console.warn("\(screen.displayShortTitle): \(Strings.unusualChange(l))", language: l)
                    }
                    index += 1
                } catch let error as any UserFacingError {
                    Console.error(error.message(in: l), language: l)
                }
            }
        }
        if let refusal = start.session.saveRefusal { throw refusal }
        return .saved(try start.session.save(to: start.store, now: now))
    }

    /// End of input: keep what was confirmed when the rules allow a save.
    mutating func saveAtEnd() throws -> Outcome {
        if reader.isStopped() { return .interrupted }
        guard !start.session.confirmed.isEmpty else { return .quit }
        if let refusal = start.session.saveRefusal { throw refusal }
        return .saved(try start.session.save(to: start.store, now: now))
    }

    func prompt(_ screen: Screen, index: Int) {
        let l = language
        let form = start.session.form
        var header = "[\(Strings.counter(index + 1, of: form.screens.count, l))] \(screen.title)"
        if screen.required { header += " (\(Strings.required(l)))" }
        Console.out(header)
        if let hint = LineHints.hint(for: screen, l) { Console.out("  " + hint) }
        switch start.session.current(screen.id) {
        case .proposed(let value, let day):
            Console.out("  \(Strings.prefilledFrom(day, l)): \(AnswerDisplay.text(value, for: screen, l))")
        case .saved(let value), .confirmed(let value):
            Console.out("  = \(AnswerDisplay.text(value, for: screen, l))")
        case .unanswered:
            break
        }
        let suggestions = start.suggestions(for: screen)
        if !suggestions.isEmpty {
            Console.out("  " + l.tr("Earlier: ") + suggestions.joined(separator: " | "))
        }
        Console.out("> ", terminator: "")
    }
}

/// One-line hints of what a screen accepts, for the line mode.
enum LineHints {
    static func hint(for screen: Screen, _ l: Language) -> String? {
        switch screen.kind {
        case .number(let s), .slider(let s):
            let range = "\(NumberText.compact(s.min, language: l))–\(NumberText.compact(s.max, language: l))"
            return range + (s.unit.isEmpty ? "" : " " + s.unit)
        case .duration: return l.tr("hours and minutes, e.g. 1h30")
        case .yesNo: return l.tr("yes / no")
        case .singleChoice(let s):
            return s.options.enumerated().map { "\($0.offset + 1) \($0.element.label)" }.joined(separator: " · ")
        case .multipleChoice(let s):
            return s.options.enumerated().map { "\($0.offset + 1) \($0.element.label)" }.joined(separator: " · ")
                + l.tr("  (several: 1,3)")
        case .date: return "YYYY-MM-DD"
        case .time: return "HH:MM"
        case .dateTime: return "YYYY-MM-DD HH:MM"
        case .color: return ColorPalette.entries.map { $0.name(l) }.joined(separator: " · ") + " · #RRGGBB"
        case .contact(let format): return format.rawValue
        case .photo: return l.tr("the image file's path")
        case .multiPhoto(let s):
            return l.tr("NAME:PATH,NAME:PATH with names ")
                + s.names.joined(separator: ", ")
        case .text: return nil
        }
    }
}
