import FormanzaBase

/// How a line of remind.conf that cannot be read is said: by `doctor` and `plan` in the
/// reader's language, by the daemon in its own for `status` and in English for the journal.
extension RemindSettings.Problem {
    /// What is wrong with the line, with what the key takes.
    func message(_ l: Language) -> String {
        switch fault {
        case .notKeyValue: return l.tr("expected key = value")
        case .terminalNotACommand: return l.tr("terminal: not a command (check the quotes)")
        case .catchUp: return l.tr("catch-up: today, off, or a duration up to 24h such as 60m or 1h30")
        case .lateGrace: return l.tr("late-grace: a duration up to 24h such as 60m or 1h30")
        case .snooze: return l.tr("snooze: a duration up to 24h such as 30m or 1h")
        case .snoozeTooShort: return l.tr("snooze: at least 1m")
        case .backups: return l.tr("backups: on or off")
        case .unknownKey(let key):
            return l.tr("unknown key \"{0}\" (known: {1})", key, RemindSettings.keys.joined(separator: ", "))
        }
    }

    /// "PATH:LINE: what is wrong", as every place that shows the problem begins it.
    func located(_ path: String, _ l: Language) -> String {
        "\(path):\(line): \(message(l))"
    }
}
