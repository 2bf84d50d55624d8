import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// The full-screen check-in on a terminal: raw mode for the whole visit,
/// restored however it ends (`RawTerminal.withRawMode`), and never `exit()` from inside, so the
/// caller's `defer` clears the open-check-in marker.
///
/// With one form it opens that form; with several, the list of forms first.
enum InteractiveCheckin {
    /// A form and a day whose answers were saved, so the caller can print their summary once
    /// the screen is back to normal.
    struct Saved: Hashable {
        let form: Form
        let day: CivilDate
    }

    static func run(
        forms: [Form], day: CivilDate, store: Store, context: CLIContext,
        atFirstMissing: Bool = false
    ) throws -> (saved: [Saved], interrupted: Bool) {
        try RawTerminal.withRawMode { terminal in
            let ui = CheckinTerminal(
                device: terminal, language: context.language, clock: CheckinClock(context: context))
            let saved = try host(forms: forms, day: day, store: store, ui: ui, atFirstMissing: atFirstMissing)
            return (saved, ui.interrupted)
        }
    }

    /// The visit itself, on any terminal device (tests drive it with scripted keys). Returns
    /// each (form, day) saved, once, in the order of their last save.
    static func host(
        forms: [Form], day: CivilDate, store: Store, ui: CheckinTerminal,
        atFirstMissing: Bool = false
    ) throws -> [Saved] {
        var saved: [Saved] = []
        func note(_ checkin: FormCheckin) {
            for savedDay in checkin.savedDays {
                let entry = Saved(form: checkin.form, day: savedDay)
                saved.removeAll { $0 == entry }
                saved.append(entry)
            }
        }
        guard forms.count > 1 else {
            guard let form = forms.first else { return [] }
            var checkin = FormCheckin(
                ui: ui, form: form, day: day, store: store, inList: false,
                atFirstMissing: atFirstMissing)
            _ = try checkin.run()
            note(checkin)
            return saved
        }
        var list = FormListScreen(ui: ui, forms: forms, day: day, store: store)
        while let form = try list.choose() {
            var checkin = FormCheckin(ui: ui, form: form, day: list.day, store: store, inList: true)
            let end = try checkin.run()
            note(checkin)
            // A form closed on its day: when its summary followed midnight, so does the list.
            list.follow(checkin.day)
            if end == .quit { break }
        }
        return saved
    }
}
