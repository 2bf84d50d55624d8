/// How a `JSONText` lays out its values, and what it escapes beyond what JSON requires (quotes,
/// backslashes and the C0 controls are always escaped: `\n`, `\r`, `\t`, `\b` and `\f` short, the
/// others as `\u00xx` with lowercase digits). Each output keeps the bytes it has always had.
public struct JSONLayout: Sendable {
    /// One member or element a line, indented by two spaces, `"key" : value`, an empty array or
    /// object as its brackets around a blank line; otherwise one line without spaces.
    public let indented: Bool
    /// `/` written as `\/`.
    public let escapesSlashes: Bool
    /// DEL, the C1 controls and the bidirectional controls (`HiddenCharacters`) written as
    /// `\uXXXX`, so a terminal shown the output acts on nothing in it.
    public let escapesHidden: Bool
    /// The plan's layout (`plan`) rather than the encoder's, when indented: arrays and objects
    /// nested this deep or deeper stay on one line (`{"a": 1, "b": 2}`), keys are followed by
    /// `": "`, an empty array or object is just its brackets, and a backspace or form feed is
    /// written `\u0008`/`\u000c` like the other controls.
    public let inlineDepth: Int?

    public init(indented: Bool, escapesSlashes: Bool, escapesHidden: Bool, inlineDepth: Int? = nil) {
        self.indented = indented
        self.escapesSlashes = escapesSlashes
        self.escapesHidden = escapesHidden
        self.inlineDepth = inlineDepth
    }

    /// `formanza-remind plan --json`: read by people and diffed by scripts, so each member of the
    /// plan on its own line and each reminder on one line, in the contract's order.
    public static let plan = JSONLayout(indented: true, escapesSlashes: false, escapesHidden: true, inlineDepth: 2)
    /// One line with every control but `\n`, `\r` and `\t` as `\u00xx`: the plan the daemon
    /// gives over D-Bus, and each line of `export`'s JSON lines, in the bytes they always had.
    public static let escapedLine = JSONLayout(
        indented: false, escapesSlashes: false, escapesHidden: true, inlineDepth: 0)

    /// `formanza`'s `--json` outputs.
    public static let indented = JSONLayout(indented: true, escapesSlashes: false, escapesHidden: true)
    /// The daemon's answers: `doctor --json` and the JSON of its D-Bus interface.
    public static let oneLine = JSONLayout(indented: false, escapesSlashes: false, escapesHidden: true)
    /// The daemon's record of posted reminders: a file no terminal is shown, kept in the bytes
    /// every daemon before wrote there (slashes escaped, the hidden characters raw).
    public static let record = JSONLayout(indented: false, escapesSlashes: true, escapesHidden: false)
    /// A multi-choice or multi-photo answer's value in the store's `answers.value` column: one
    /// line, slashes and hidden characters raw, the bytes every build before kept there, so the
    /// same answer is the same text on every device.
    public static let stored = JSONLayout(indented: false, escapesSlashes: false, escapesHidden: false)
}
