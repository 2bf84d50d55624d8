/// What a widget did with a key, so the host knows whether to repaint, move on or handle the
/// key itself.
public enum InputEffect: Hashable, Sendable {
    /// The widget has no use for the key: the host may (Esc = back, Ctrl-S = save, Ctrl-C = quit).
    case ignored
    /// The state changed (value, cursor or focus): repaint.
    case updated
    /// The key was understood but refused (a third decimal, a day outside the limits, a value
    /// out of range): nothing changed; the host may ring the bell.
    case rejected
    /// Enter (Next): the person is done with this question. A proposal shown is now confirmed.
    case submit
    /// A one-key choice was made (a number key on tiles, `y` on yes/no). With auto-advance on
    /// and not on the last screen, the host waits a short beat and moves on; otherwise it stays.
    case picked
}

/// What a widget draws: all its lines, the ones that must stay in sight, lines pinned below
/// them, and where the text cursor goes (nil hides it).
///
/// A widget draws its whole content; `ScrollViewport` fits it to the rows the question has,
/// scrolling around `focus` with markers, so every widget scrolls the same way.
public struct InputView: Hashable, Sendable {
    public var lines: [StyledLine]
    public var cursor: CursorPosition?
    /// The lines (indices of `lines`) that must stay visible when the view is scrolled: the
    /// focused option, the chosen week, the wheel being turned. Nil: the cursor's line, else
    /// the first.
    var focus: Range<Int>?
    /// Lines always shown under the scrolled ones (a focused option's whole label, the colour
    /// being typed); a cursor row past `lines` points into them.
    public var pinned: [StyledLine]

    public init(
        lines: [StyledLine], cursor: CursorPosition? = nil, focus: Range<Int>? = nil, pinned: [StyledLine] = []
    ) {
        self.lines = lines
        self.cursor = cursor
        self.focus = focus
        self.pinned = pinned
    }

    /// The lines as plain text, one per row, the pinned ones last: what tests assert on.
    var text: String { (lines + pinned).map(\.plainText).joined(separator: "\n") }
}

/// An answer widget of the check-in: a pure state machine (state + key → state + effect) with a
/// render function, so the check-in hosts it and tests drive it with keys.
///
/// `value` is what the widget shows now, possibly a proposal: a prefill from an earlier day, the
/// slider's middle, the wheel's first option, today's date. `isConfirmed` turns true when the
/// person acts on it (changes it, or presses Enter on it); only a confirmed value is an answer,
/// and a host shows the prefill label only while the value is unconfirmed.
public protocol CheckInInput {
    associatedtype Value: Equatable

    /// The value shown, or nil when there is none.
    var value: Value? { get }
    /// Whether `value` is the person's answer rather than an untouched proposal.
    var isConfirmed: Bool { get }
    /// Whether a single key can choose an answer here (`picked`), for the host's auto-advance.
    var autoAdvances: Bool { get }

    mutating func handle(_ key: Key) -> InputEffect
    /// Tells a widget whose keys depend on its layout (a grid whose columns reflow on a narrow
    /// terminal) how many cells wide it is drawn, before a key is handled.
    mutating func fit(width: Int)
    /// The widget's whole view for an area `width` cells wide; `height` is the rows it will
    /// have, for widgets that size themselves by it (a wheel, a note). The host fits the view
    /// with `ScrollViewport`.
    func render(width: Int, height: Int) -> InputView
}

extension CheckInInput {
    /// The value to save: the confirmed value, nil while it is only a proposal.
    public var answer: Value? { isConfirmed ? value : nil }

    public var autoAdvances: Bool { false }

    public mutating func fit(width: Int) {}

    /// Feeds several keys, returning the last effect that was not `ignored` (or `ignored`).
    @discardableResult
    mutating func handle(_ keys: [Key]) -> InputEffect {
        var last = InputEffect.ignored
        for key in keys {
            let effect = handle(key)
            if effect != .ignored { last = effect }
        }
        return last
    }
}
