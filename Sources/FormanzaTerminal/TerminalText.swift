import FormanzaBase
import FormanzaModel

/// Text typed by a person (form, screen and option titles, labels) made safe to print on a
/// terminal: control characters and bidirectional overrides would let a title move the cursor,
/// change colours or retitle the window, so each is shown as a visible escape. The printers of
/// Progress call it by this name; the rule itself is the one sanitizer, `VisibleText`.
public enum TerminalText {
    public static func safe(_ text: String) -> String {
        VisibleText.escape(text)
    }
}
