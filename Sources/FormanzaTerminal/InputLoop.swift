/// How hosting one question ended.
public enum InputOutcome: Hashable, Sendable {
    /// Enter, or a one-key choice after the short beat with auto-advance on: go to the next
    /// question (the widget's value is confirmed).
    case submitted
    /// A key the widget has no use for, left to the host: Esc (back), Ctrl-S (save), Ctrl-C
    /// (quit), its own shortcuts. The host acts, or calls `run` again to keep going.
    case unhandled(Key)
    /// The terminal went away.
    case endOfInput
}

/// The read-key → update → repaint loop of one question, shared by every widget.
///
/// The host keeps the `ScreenPainter` across questions so moving on repaints only what changed,
/// and builds each frame in `compose` (the "3 of 8" counter, the question, the prefill label,
/// the widget's view, the key hints).
public struct InputLoop {
    /// Move on by itself after a one-key choice; the host turns it off on the last screen,
    /// when the setting is off, and outside an interactive terminal.
    var autoAdvance: Bool
    /// The "short beat" before moving on, long enough to see the choice land.
    var beatMilliseconds: Int
    /// Ring the terminal bell on refused keys.
    var ringsBell: Bool

    public init(autoAdvance: Bool, beatMilliseconds: Int = 350, ringsBell: Bool = false) {
        self.autoAdvance = autoAdvance
        self.beatMilliseconds = beatMilliseconds
        self.ringsBell = ringsBell
    }

    public func run<Input: CheckInInput>(
        _ input: inout Input, on device: some TerminalDevice, painter: inout ScreenPainter,
        compose: (Input, TerminalSize) -> Frame
    ) -> InputOutcome {
        var size = device.size
        device.write(painter.paint(compose(input, size), size: size))
        var carried: TerminalEvent?
        while true {
            let event = carried ?? device.nextEvent(timeoutMilliseconds: nil)
            carried = nil
            switch event {
            case .resize(let newSize):
                size = newSize
                painter.invalidate()
            case .timeout:
                continue
            case .endOfInput:
                return .endOfInput
            case .key(let key):
                // While the window is too small to show the question, typing cannot land on
                // what the person cannot see: only the control keys (quit, suspend) reach the host.
                if painter.smallTerminalLanguage != nil, !SmallTerminal.fits(size) {
                    if case .control = key { return .unhandled(key) }
                    continue
                }
                input.fit(width: size.columns)
                let effect = input.handle(key)
                switch effect {
                case .ignored:
                    return .unhandled(key)
                case .rejected:
                    if ringsBell { device.write("\u{07}") }
                    continue
                case .updated:
                    break
                case .submit:
                    device.write(painter.paint(compose(input, size), size: size))
                    return .submitted
                case .picked:
                    guard autoAdvance, input.autoAdvances else { break }
                    device.write(painter.paint(compose(input, size), size: size))
                    // Any key during the beat cancels the advance and is handled as usual: the
                    // person is still at this question.
                    let next = device.nextEvent(timeoutMilliseconds: beatMilliseconds)
                    if next == .timeout { return .submitted }
                    carried = next
                    continue
                }
            }
            device.write(painter.paint(compose(input, size), size: size))
        }
    }
}
