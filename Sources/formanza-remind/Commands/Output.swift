import FormanzaState

/// The commands' plain output: results on stdout, warnings and errors on stderr, with control
/// characters shown as escapes (`VisibleText`): form titles and zone names come from files.
enum Output {
    static func line(_ text: String) { StandardStreams.out(VisibleText.escape(text, keepingLineBreaks: true) + "\n") }

    /// JSON, exact: its own escaping keeps it safe.
    static func exact(_ text: String) { StandardStreams.out(text + "\n") }

    static func warn(_ text: String) {
        StandardStreams.err("formanza-remind: warning: \(VisibleText.escape(text, keepingLineBreaks: true))\n")
    }

    static func error(_ text: String) {
        StandardStreams.err("formanza-remind: error: \(VisibleText.escape(text, keepingLineBreaks: true))\n")
    }
}
