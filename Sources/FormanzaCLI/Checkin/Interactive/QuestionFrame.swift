import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// What one question screen shows, top to bottom: the form's title
/// (and the day, when it is not today) with the "3 of 8" counter at the right, the question
/// in bold with its "required" mark, the prefill label while the proposal is untouched, the
/// widget with its warning and calculated preview, then, pinned to the bottom, the kind's key
/// hint, the notice line and the keys of the flow.
struct QuestionFrame {
    let start: CheckinStart
    let language: Language
    let today: CivilDate
    /// Editing one screen from the summary: Enter saves and Esc cancels.
    let single: Bool
    /// Whether Esc on the first screen leads somewhere (back to the summary).
    let canLeave: Bool
    /// Whether the terminal shows colours; without them a change judged by a goal carries an
    /// arrow and words.
    var colors = true

    func compose(index: Int, widget: FieldWidget, notice: Notice?, size: TerminalSize) -> Frame {
        let l = language
        let form = start.session.form
        let screen = form.screens[index]
        let width = max(20, size.columns)
        var title = StyledLine(screen.title, .bold, overflow: .wrap)
        if screen.required { title = title.appending("  (\(Strings.required(l)))", .yellow) }
        var prefill: StyledLine?
        if case .proposed(_, let day) = start.session.current(screen.id), !widget.isConfirmed {
            prefill = StyledLine(Strings.prefilledFrom(day, l), .gray)
        }

        var shown = widget
        var extra: [StyledLine] = []
        let previewText = preview(screen: screen, widget: widget)
        if case .number = widget {
            shown.annotate(
                warning: warning(screen: screen, widget: widget), change: change(screen: screen, widget: widget),
                preview: previewText.map { [$0] } ?? [])
        } else if let previewText {
            extra.append(StyledLine(previewText, .gray))
        }

        var footer: [StyledLine] = []
        var hints = CheckinText.kindHint(screen.kind, l).map { [$0] } ?? []
        // Earlier answers are one Tab away, but only a hint says so.
        if case .text(let text, _) = widget, !text.suggestions.isEmpty { hints.append(CheckinText.suggestionsHint(l)) }
        let parts = hints.flatMap { $0.components(separatedBy: " · ") }
        if !parts.isEmpty { footer.append(StyledLine(HintLine.fitted(parts, width: width), .gray)) }
        let keyLines = keys(index: index, screen: screen, widget: widget, width: width)
        let rows = { (lines: [StyledLine]) in lines.reduce(0) { $0 + FrameLayout.fit($1, width: width).count } }
        // The blank rows between the parts are spacing: on a short terminal they give their
        // rows to the widget, so its content scrolls as little as it can.
        var spaced = true
        var lines: [StyledLine] = []
        var room = 0
        var view = shown.render(width: width, height: 1)
        for spacing in [true, false] {
            spaced = spacing
            lines = [header(index: index, width: width)]
            if spacing { lines.append(.blank) }
            lines.append(title)
            if let prefill { lines.append(prefill) } else if spacing { lines.append(.blank) }
            if spacing { lines.append(.blank) }
            let noticeRows = notice.map { [$0.line] } ?? (spacing ? [.blank] : [])
            room = max(1, size.rows - rows(lines) - rows(footer + noticeRows + keyLines) - rows(extra))
            view = shown.render(width: width, height: room)
            if rows(view.lines + view.pinned) <= room { break }
        }
        footer += notice.map { [$0.line] } ?? (spaced ? [.blank] : [])
        footer += keyLines
        var frame = Frame(lines: lines, footer: footer)
        frame.append(ScrollViewport.fit(view, width: width, height: room, marks: .of(l)))
        frame.lines += extra
        return frame
    }

    /// "Daily check-in · Tue 1 Dec 2026          3 of 8": the day only when it is not today, so
    /// a check-in kept open past midnight says which day it is saving into.
    func header(index: Int, width: Int) -> StyledLine {
        let l = language
        let form = start.session.form
        let counter = single ? "" : Strings.counter(index + 1, of: form.screens.count, l)
        var left = form.title
        if start.session.day != today { left += " · " + DateText.dayWithWeekday(start.session.day, l) }
        let room = max(1, width - DisplayWidth.of(counter) - 2)
        let fitted = DisplayWidth.truncate(left, to: room)
        let gap = String(repeating: " ", count: max(1, width - DisplayWidth.of(fitted) - DisplayWidth.of(counter)))
        return StyledLine(fitted, .bold).appending(gap).appending(counter, .gray)
    }

    /// "unusual change" when the number moved by the screen's threshold; it never blocks.
    func warning(screen: Screen, widget: FieldWidget) -> String? {
        guard case .number(let n)? = widget.value, start.isUnusual(n, for: screen) else { return nil }
        return Strings.unusualChange(language)
    }

    /// "−1.5 kg since 1 Dec 2026": green when it moves toward the target of the screen's value
    /// goal, orange away, grey without one.
    func change(screen: Screen, widget: FieldWidget) -> StyledLine? {
        guard case .number(let n)? = widget.value, let (change, day) = start.change(for: screen, to: n, language) else {
            return nil
        }
        return ChangeText.line(
            change.text + " " + Strings.since(day, language), tone: change.tone, marker: change.marker,
            colors: colors)
    }

    /// The calculated values computed from this screen, with the value shown now.
    func preview(screen: Screen, widget: FieldWidget) -> String? {
        guard screen.kind.isNumeric else { return nil }
        return start.preview(for: screen, value: widget.value, language)
    }

    /// The footer's keys. Enter is offered for what it does now: on a photo screen it stores
    /// the file typed, and with no file typed and no photo yet it does nothing, so it is not
    /// offered there (Ctrl-O skips an optional photo, Esc goes back).
    func keys(index: Int, screen: Screen, widget: FieldWidget, width: Int) -> [StyledLine] {
        let l = language
        let enter: String
        if case .text(let s) = screen.kind, s.multiline { enter = "^D" } else { enter = CheckinText.enterKey(l) }
        let isLast = single || index == start.session.form.screens.count - 1
        var hints: [(key: String, label: String)] = []
        switch widget {
        case .photo(let photo) where photo.hasTypedFile: hints.append((enter, PhotoInput.storeHint(l)))
        case .photo(let photo) where !photo.hasPhotos: break
        default: hints.append((enter, isLast ? Strings.save(l) : Strings.next(l)))
        }
        if single {
            return KeyHints.lines(hints + [("Esc", CheckinText.cancel(l)), ("^C", CheckinText.quit(l))], width: width)
        }
        if index > 0 || canLeave { hints.append(("Esc", Strings.back(l))) }
        if !screen.required { hints.append(("^O", Strings.skip(l))) }
        if !isLast { hints.append(("^S", Strings.save(l))) }
        hints.append(("^C", CheckinText.quit(l)))
        return KeyHints.lines(hints, width: width)
    }
}
