import FormanzaState

/// The commands' plain output: results on stdout, warnings and errors on stderr.
enum Output {
    static func line(_ text: String) { StandardStreams.out(text + "\n") }

    static func warn(_ text: String) { StandardStreams.err("formanza-remind: warning: \(text)\n") }

    static func error(_ text: String) { StandardStreams.err("formanza-remind: error: \(text)\n") }
}
