import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSystem
import FormanzaTerminal

/// The questions of one form, one per screen, or a single screen edited from
/// the summary.
///
/// Keys the widgets leave alone are the flow's: Enter is Next (and Save on the last screen),
/// Esc — or Left and Backspace where the widget has no use for them — goes Back, Ctrl-O skips
/// an optional screen, Ctrl-S saves from any screen, Ctrl-C quits (asking first when
/// confirmed answers would be lost), Ctrl-Z suspends.
///
/// What counts as confirmed (our choice): Next on a screen confirms what it shows, a
/// proposal included; changing a value confirms it; merely looking at a proposal does not, so
/// Ctrl-S saves without it. A value changed and then left with Back is kept, as a person
/// who typed it would expect.
struct QuestionFlow {
    enum Mode: Hashable { case all, single }

    /// How the flow ended.
    enum End: Hashable {
        /// The session was saved (or there was nothing new to save on a recorded day).
        case saved
        /// Esc from the first screen, or from the single screen: back to the summary.
        case left
        /// Ctrl-C, or the terminal went away.
        case quit
    }

    let ui: CheckinTerminal
    private(set) var start: CheckinStart
    let mode: Mode
    /// Whether Esc on the first screen returns to a summary.
    let canLeave: Bool
    /// Whether this flow wrote answers to the store (also when it then ended with Ctrl-C).
    private(set) var didSave = false

    init(ui: CheckinTerminal, start: CheckinStart, mode: Mode, canLeave: Bool) {
        self.ui = ui
        self.start = start
        self.mode = mode
        self.canLeave = canLeave
    }

    var language: Language { ui.language }
    var screens: [Screen] { start.session.form.screens }

    mutating func run(from first: Int) -> End {
        var index = min(max(0, first), screens.count - 1)
        var widget = makeWidget(index)
        var notice: Notice?
        while true {
            let screen = screens[index]
            let isLast = mode == .single || index == screens.count - 1
            // Read again for every screen: `formanza settings` run while the check-in is open
            // applies from the next screen on, as a switch flipped on the phone does.
            let autoAdvance = (try? start.store.loadSettings().autoAdvance) ?? start.settings.autoAdvance
            let loop = InputLoop(autoAdvance: autoAdvance && !isLast, beatMilliseconds: ui.beatMilliseconds)
            // The notice is shown until the next key: the first paint carries it, repaints
            // after a key do not, so a refusal goes away as soon as the person acts on it.
            let shown = notice
            let at = index
            var painted = false
            let outcome = loop.run(&widget, on: ui.device, painter: &ui.painter) { input, size in
                defer { painted = true }
                return frame(at, input, painted ? nil : shown, size)
            }
            notice = nil
            switch outcome {
            case .submitted:
                if let refusal = commit(widget, screen) ?? requireAnswer(widget, screen) {
                    notice = .error(refusal)
                } else if isLast {
                    if let refused = save(jumping: mode == .all) {
                        notice = .error(refused.message)
                        if let target = refused.screen, target != index {
                            index = target
                            widget = makeWidget(index)
                        }
                    } else {
                        return .saved
                    }
                } else {
                    index += 1
                    widget = makeWidget(index)
                }
            case .unhandled(let key):
                switch key {
                case .left where mode == .single, .backspace where mode == .single:
                    continue
                case .escape, .left, .backspace:
                    if mode == .single || index == 0 {
                        guard mode == .single || canLeave else {
                            notice = .error(CheckinText.firstQuestion(language))
                            continue
                        }
                        if confirmDiscard(widget, at: index) { return .left }
                    } else {
                        _ = commit(widget, screen)
                        index -= 1
                        widget = makeWidget(index)
                    }
                case .control("o") where mode == .all:
                    if screen.required {
                        notice = .error(CheckinError.requiredCannotBeSkipped(screen.title).message(in: language))
                    } else {
                        try? start.session.skip(screen.id)
                        if !isLast {
                            index += 1
                            widget = makeWidget(index)
                        } else if let refused = save(jumping: true) {
                            notice = .error(refused.message)
                            if let target = refused.screen, target != index {
                                index = target
                                widget = makeWidget(index)
                            }
                        } else {
                            return .saved
                        }
                    }
                case .control("s"):
                    if let refusal = commit(widget, screen) {
                        notice = .error(refusal)
                    } else if let refused = save(jumping: false) {
                        notice = .error(refused.message)
                    } else {
                        return .saved
                    }
                case .control("c"):
                    if confirmDiscard(widget, at: index) {
                        ui.interrupted = true
                        return .quit
                    }
                case .control("d"):
                    // End of input typed on the terminal: as if it went away.
                    keepConfirmed(widget, screen)
                    return .quit
                case .control("z"):
                    ui.suspend()
                default:
                    continue
                }
            case .endOfInput:
                keepConfirmed(widget, screen)
                return .quit
            }
        }
    }

    func frame(_ index: Int, _ widget: FieldWidget, _ notice: Notice?, _ size: TerminalSize) -> Frame {
        QuestionFrame(
            start: start, language: language, today: ui.clock.today(), single: mode == .single,
            canLeave: canLeave, colors: ui.colors
        )
        .compose(index: index, widget: widget, notice: notice, size: size)
    }

    /// The widget of screen `index`, opening on what the session holds for it.
    func makeWidget(_ index: Int) -> FieldWidget {
        let screen = screens[index]
        let initial: AnswerValue?
        switch start.session.current(screen.id) {
        case .confirmed(let v), .saved(let v), .proposed(let v, _): initial = v
        case .unanswered: initial = nil
        }
        let clock = ui.clock
        let photos = PhotoServices.live(
            store: start.store, now: { clock.now() }, language: language,
            pictures: ui.device.colorsEnabled,
            home: ThisProcess.environmentValue("HOME") ?? "/")
        return FieldWidgetFactory.make(
            for: screen, initial: initial, suggestions: start.suggestions(for: screen),
            language: language, clock: ui.clock, photos: photos, colors: ui.colors)
    }

    /// Puts the widget's confirmed answer into the session; the reason when it cannot go in
    /// (a wrong email shape, a value outside the limits). An answer equal to the saved
    /// one is not confirmed again, so looking through a recorded day rewrites nothing.
    mutating func commit(_ widget: FieldWidget, _ screen: Screen) -> String? {
        guard let value = widget.answer else { return nil }
        do {
            try AnswerParser(today: ui.clock.today()).validate(value, for: screen)
        } catch {
            return error.message(in: language)
        }
        if start.session.confirmed[screen.id] == nil, start.session.saved[screen.id]?.value == value { return nil }
        start.session.confirm(screen.id, value)
        return nil
    }

    /// Next with no answer: a required screen refuses; an optional one is left
    /// unanswered, dropping an answer confirmed earlier in this check-in (the person emptied it).
    mutating func requireAnswer(_ widget: FieldWidget, _ screen: Screen) -> String? {
        guard widget.answer == nil else { return nil }
        if screen.required {
            guard start.session.isAnswered(screen.id) else {
                return CheckinError.requiredCannotBeSkipped(screen.title).message(in: language)
            }
            return nil
        }
        if start.session.confirmed[screen.id] != nil { try? start.session.skip(screen.id) }
        return nil
    }

    /// The end of input: what was confirmed is saved when the rules allow it, as the line mode
    /// does at the end of its input. Ended from outside (SIGHUP, SIGTERM, SIGINT), nothing is saved and
    /// the value on screen, perhaps half typed, is not taken: the caller keeps a draft.
    mutating func keepConfirmed(_ widget: FieldWidget, _ screen: Screen) {
        guard TerminalSignals.pendingTermination == nil else { return }
        _ = commit(widget, screen)
        if !start.session.confirmed.isEmpty { _ = save(jumping: false) }
    }

    /// Why a save was refused, and the screen to go to when `jumping` (the end of the form).
    struct Refusal {
        let message: String
        let screen: Int?
    }

    /// Saves the confirmed answers: refused while a required screen is unanswered or
    /// nothing is answered. On a recorded day with nothing new, there is
    /// nothing to write and the flow simply ends.
    mutating func save(jumping: Bool) -> Refusal? {
        if let refusal = start.session.saveRefusal {
            var target: Int?
            if jumping, case .requiredUnanswered = refusal {
                target = screens.firstIndex { $0.required && !start.session.isAnswered($0.id) }
            }
            return Refusal(message: refusal.message(in: language), screen: target)
        }
        guard !start.session.confirmed.isEmpty else { return nil }
        do {
            try start.session.save(to: start.store, now: ui.clock.now())
            didSave = true
            return nil
        } catch {
            return Refusal(message: error.checkinMessage(language), screen: nil)
        }
    }

    /// Answers confirmed but not saved, counting a changed value still on screen.
    func pendingCount(_ widget: FieldWidget, at index: Int) -> Int {
        let screen = screens[index]
        var count = start.session.confirmed.count
        if let value = widget.answer, start.session.confirmed[screen.id] == nil,
            start.session.saved[screen.id]?.value != value
        {
            count += 1
        }
        return count
    }

    /// Asks "Discard N answers? y/N" when leaving would lose answers (on a phone the
    /// edit sheet cannot be swiped away after a change; this is the terminal's equivalent); true to
    /// go.
    func confirmDiscard(_ widget: FieldWidget, at index: Int) -> Bool {
        let pending = pendingCount(widget, at: index)
        guard pending > 0 else { return true }
        return ui.confirm(CheckinText.discard(pending, language)) { size, notice in
            frame(index, widget, notice, size)
        }
    }
}
