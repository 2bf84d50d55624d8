/// Something that happened at the terminal while the check-in waited.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The window changed size (or the program came back from Ctrl-Z): repaint everything.
    case resize(TerminalSize)
    /// The wait's time limit passed (used for the short beat before auto-advancing).
    case timeout
    /// The input is gone (terminal closed, or end of a scripted input).
    case endOfInput
}

/// The interactive terminal as hosts see it, so a check-in loop can run against `RawTerminal`
/// or, in tests, against a scripted stand-in.
public protocol TerminalDevice: AnyObject {
    var size: TerminalSize { get }
    /// Whether styles should be written (see `ColorPolicy`).
    var colorsEnabled: Bool { get }
    /// Waits for the next event; nil waits without limit.
    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent
    func write(_ text: String)
}
