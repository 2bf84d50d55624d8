/// One key press as the check-in understands it, decoded from the terminal's bytes.
///
/// The set is what a form needs (text, arrows, paging, a few control keys) rather than every key
/// a terminal can send: unknown sequences (function keys, mouse reports) are dropped by
/// `KeyDecoder`, so widgets never see half a sequence as text.
public enum Key: Hashable, Sendable {
    /// A printable character (one grapheme as typed: `ñ`, `á`, `😢`, a CJK ideograph…).
    case character(Character)
    case enter
    case tab
    /// Shift-Tab (`ESC [ Z`): moves focus backwards.
    case backTab
    case backspace
    case delete
    /// Esc pressed on its own, told apart from escape sequences by a short timeout.
    case escape
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// A word back or forward: Alt-B / Alt-F (`ESC b`, `ESC f`), Ctrl- or Alt-Left/Right.
    case wordLeft, wordRight
    case insert
    /// Ctrl plus a letter, lower-cased: `.control("c")`. Tab, Enter and Backspace, which share
    /// their bytes with Ctrl-I, Ctrl-M and Ctrl-H, are reported as themselves.
    case control(Character)

    /// Ctrl-C: with ISIG off the terminal sends it as a key, so the check-in decides what it means.
    static let interrupt = Key.control("c")
    /// Ctrl-D: end of input, as in a shell.
    static let endOfInput = Key.control("d")
    /// Ctrl-S: save the check-in from any screen (flow control is off in raw mode).
    static let save = Key.control("s")

    /// The keys that typing `text` produces, each character as `.character` and each line break
    /// as `.enter`.
    ///
    /// The line-mode reader and tests use it to drive the same widgets a person drives with the
    /// keyboard, so a script and a person reach an answer through one code path.
    static func typing(_ text: String) -> [Key] {
        text.map { character in
            character == "\n" || character == "\r\n" || character == "\r" ? .enter : .character(character)
        }
    }

    /// The digit 1–9 this key is, or nil; `0` counts as 10 so a ten-point scale has a key for
    /// every point.
    public var choiceNumber: Int? {
        guard case .character(let character) = self, let digit = character.wholeNumberValue,
            character.isASCII
        else { return nil }
        return digit == 0 ? 10 : digit
    }
}
