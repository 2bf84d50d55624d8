import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// A form's history on the full screen: the list of recorded days by month, newest first, and
/// a month calendar (`c` switches) marking recorded and complete days, future days dim.
///
/// Browsing, Enter opens a day's summary (any day up to today from the calendar, so another
/// day can be recorded there), whose `x` deletes the day for this form; coming back, the list
/// is read again and stays where it was. Picking (the check-in's "Record another day"), Enter
/// returns the chosen day instead and Esc cancels.
struct HistoryScreen {
    enum Mode: Hashable {
        case browse
        case pick
    }

    enum View: Hashable {
        case list
        case calendar
    }

    let ui: CheckinTerminal
    let form: Form
    let store: Store
    let mode: Mode
    var pages: HistoryPages
    var view: View
    /// The selected row of the list, an index into `pages.days`.
    var selected = 0
    /// The first row of the list on screen, kept between frames so the list does not jump.
    var offset = 0
    /// The day under the calendar's cursor.
    var cursor: CivilDate

    init(
        ui: CheckinTerminal, form: Form, store: Store, start: YearMonth? = nil, mode: Mode = .browse,
        calendarAt: CivilDate? = nil
    ) throws {
        self.ui = ui
        self.form = form
        self.store = store
        self.mode = mode
        let today = ui.clock.today()
        let first = start ?? YearMonth(today)
        pages = try HistoryPages(history: FormHistory(form: form, records: store), start: first)
        view = calendarAt == nil ? .list : .calendar
        cursor = min(calendarAt ?? (start.map { min($0.lastDay, today) } ?? today), today)
        try pages.ensure(days: max(1, ui.size.rows))
    }

    var language: Language { ui.language }
    var today: CivilDate { ui.clock.today() }

    /// Browses until the person leaves; false when they quit (Ctrl-C, or the terminal went away).
    mutating func browse() throws -> Bool {
        var notice: Notice?
        while true {
            let shown = notice
            notice = nil
            guard let key = ui.readKey({ size in frame(shown, size) }) else { return false }
            switch try handle(key) {
            case .stay: continue
            case .leave: return true
            case .quit: return false
            case .open(let day):
                var checkin = FormCheckin(ui: ui, form: form, day: day, store: store, inList: true, inHistory: true)
                let end = try checkin.run()
                try pages.reload()
                reselect(checkin.day)
                switch end {
                case .quit: return false
                case .deleted(let text): notice = .done(text)
                case .closed: break
                }
            case .notice(let text): notice = .error(text)
            }
        }
    }

    /// Picks a day up to today; nil when cancelled.
    mutating func pick() throws -> CivilDate? {
        while true {
            guard let key = ui.readKey({ size in frame(nil, size) }) else { return nil }
            switch try handle(key) {
            case .stay, .notice: continue
            case .leave, .quit: return nil
            case .open(let day): return day
            }
        }
    }

    enum Outcome {
        case stay, leave, quit
        case open(CivilDate)
        case notice(String)
    }

    mutating func handle(_ key: Key) throws -> Outcome {
        if key == .control("c") {
            ui.interrupted = true
            return .quit
        }
        switch view {
        case .list: return try handleList(key)
        case .calendar: return try handleCalendar(key)
        }
    }

    mutating func handleList(_ key: Key) throws -> Outcome {
        let page = max(1, ui.size.rows - 8)
        switch key {
        case .up, .character("k"): selected = max(0, selected - 1)
        case .down, .character("j"): try move(to: selected + 1)
        case .pageUp: selected = max(0, selected - page)
        case .pageDown: try move(to: selected + page)
        case .home: selected = 0
        case .end:
            while try pages.loadMore() {}
            selected = max(0, pages.days.count - 1)
        case .enter:
            let days = pages.days
            guard days.indices.contains(selected) else { return .stay }
            return .open(days[selected].date)
        case .character("c"):
            let days = pages.days
            cursor = days.indices.contains(selected) ? days[selected].date : today
            view = .calendar
        case .character("q"), .escape: return .leave
        default: break
        }
        return .stay
    }

    /// Moves the selection down, reading older months as it reaches them.
    mutating func move(to index: Int) throws {
        try pages.ensure(days: index + max(1, ui.size.rows))
        selected = max(0, min(index, pages.days.count - 1))
    }

    mutating func handleCalendar(_ key: Key) throws -> Outcome {
        switch key {
        case .left: go(cursor.adding(days: -1))
        case .right: go(cursor.adding(days: 1))
        case .up: go(cursor.adding(days: -7))
        case .down: go(cursor.adding(days: 7))
        case .pageUp: go(DateInput.sameDay(in: -1, from: cursor), clamp: true)
        case .pageDown: go(DateInput.sameDay(in: 1, from: cursor), clamp: true)
        case .home: go(DateInput.firstDay(of: cursor))
        case .end: go(DateInput.lastDay(of: cursor), clamp: true)
        case .enter: return .open(cursor)
        case .character("c"):
            try pages.ensure(month: YearMonth(cursor))
            reselect(cursor)
            view = .list
        case .character("q"), .escape:
            if mode == .pick { return .leave }
            try pages.ensure(month: YearMonth(cursor))
            reselect(cursor)
            view = .list
        default: break
        }
        return .stay
    }

    /// Moves the calendar's cursor; never past today (a future month jump lands on today).
    mutating func go(_ day: CivilDate, clamp: Bool = false) {
        if day <= today { cursor = day } else if clamp { cursor = today }
    }

    /// Selects `day` in the list, or the newest day before it when it is not there.
    mutating func reselect(_ day: CivilDate) {
        let days = pages.days
        selected = days.firstIndex { $0.date <= day } ?? max(0, days.count - 1)
    }
}
