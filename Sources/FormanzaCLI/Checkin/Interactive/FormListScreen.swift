import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// The active forms with the day's state, ordered by title, one a row: arrows and
/// Enter (or the row's number) open one, `q`, Esc or Ctrl-C leave. The choice is not
/// remembered between launches; while the program runs, closing a form comes back here
/// with its state brought up to date. Listing today, it follows midnight to the new day.
struct FormListScreen {
    let ui: CheckinTerminal
    let forms: [Form]
    private(set) var day: CivilDate
    let store: Store
    private(set) var selected = 0

    init(ui: CheckinTerminal, forms: [Form], day: CivilDate, store: Store) {
        self.ui = ui
        self.forms = Self.ordered(forms)
        self.day = day
        self.store = store
    }

    /// By title, ignoring case; the id breaks ties so the order is stable.
    static func ordered(_ forms: [Form]) -> [Form] {
        forms.sorted { a, b in
            let x = a.title.lowercased()
            let y = b.title.lowercased()
            return x != y ? x < y : a.id < b.id
        }
    }

    mutating func choose() throws -> Form? {
        while true {
            let record = try store.loadDay(day)
            let showsToday = day == ui.clock.today()
            let key: Key
            switch ui.readEvent({ size in frame(record, size) }) {
            case .key(let pressed): key = pressed
            case .dayChanged(let newDay):
                if showsToday { day = newDay }
                continue
            case .endOfInput: return nil
            }
            switch key {
            case .up, .character("k"): selected = max(0, selected - 1)
            case .down, .character("j"): selected = min(forms.count - 1, selected + 1)
            case .home: selected = 0
            case .end: selected = forms.count - 1
            case .enter: return forms[selected]
            case .character("q"), .escape: return nil
            case .control("c"):
                ui.interrupted = true
                return nil
            default:
                if let number = key.choiceNumber, number <= forms.count {
                    selected = number - 1
                    return forms[selected]
                }
            }
        }
    }

    /// Lists `day` from now on (the form just closed followed midnight to it).
    mutating func follow(_ day: CivilDate) { self.day = day }

    func frame(_ record: DayRecord?, _ size: TerminalSize) -> Frame {
        let l = ui.language
        var title = CheckinText.checkinTitle(l)
        if day != ui.clock.today() { title += " · " + DateText.dayWithWeekday(day, l) }
        var lines = [StyledLine(title, .bold), .blank]
        let titleWidth = min(44, forms.map { DisplayWidth.of($0.title) }.max() ?? 0)
        for (index, form) in forms.enumerated() {
            let state = DayStates.state(of: form, in: record)
            let name = DisplayWidth.truncate(form.title, to: titleWidth)
            let padded = name + String(repeating: " ", count: max(0, titleWidth - DisplayWidth.of(name)))
            let number = index < 9 ? "\(index + 1)" : " "
            let focused = index == selected
            var line = StyledLine("\(focused ? "›" : " ") \(number)  \(padded)   ", focused ? .reverse : .plain)
            line = line.appending(
                Strings.state(state, screens: form.screens.count, on: day, today: ui.clock.today(), l),
                stateStyle(state, focused))
            lines.append(line)
        }
        let footer = KeyHints.lines(
            [
                ("↑↓", CheckinText.select(l)), (CheckinText.enterKey(l), CheckinText.open(l)),
                (CheckinText.leaveKey(l), CheckinText.quit(l)),
            ], width: size.columns)
        // A long list scrolls like the day's summary, keeping the selected form in sight.
        return SummaryScreen.scrolled(lines, focus: 2 + selected, footer: footer, size: size, language: l)
    }

    func stateStyle(_ state: FormDayState, _ focused: Bool) -> TextStyle {
        let base: TextStyle
        switch state {
        case .complete: base = .green
        case .missing: base = .yellow
        case .noCheckIn: base = .gray
        }
        return focused ? base.adding(.reverse) : base
    }
}
