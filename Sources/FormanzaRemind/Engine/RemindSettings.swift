import FormanzaBase
import FormanzaModel
import FormanzaReminders
import FormanzaSchedule
import FormanzaSystem

/// The daemon's settings, from `$XDG_CONFIG_HOME/formanza/remind.conf` (remind.conf(5)):
/// one `key = value` a line, `#` comments. A missing file means defaults.
struct RemindSettings: Equatable, Sendable {
    /// The terminal command, already split into words; nil means "the first one found".
    var terminal: [String]?
    /// What the engine decides with: `catch-up` (or its old name `late-grace` with a duration)
    /// and `snooze`.
    var rules = ReminderRules()
    /// Whether the daemon keeps daily automatic backups of the store (`backups = on|off`).
    var backups = true

    init(
        terminal: [String]? = nil, catchUp: CatchUpSetting = ReminderRules().catchUp,
        snooze: Int64 = ReminderRules().snooze, backups: Bool = true
    ) {
        self.terminal = terminal
        self.rules = ReminderRules(catchUp: catchUp, snooze: snooze)
        self.backups = backups
    }

    /// Which missed reminders of today are still posted.
    var catchUp: CatchUpSetting {
        get { rules.catchUp }
        set { rules.catchUp = newValue }
    }

    /// The snooze action's delay, in seconds.
    var snooze: Int64 {
        get { rules.snooze }
        set { rules.snooze = newValue }
    }

    /// The longest duration any setting takes: a reminder belongs to one day.
    static let longestDuration: Int64 = 86_400

    /// Terminals tried in order when `terminal` is not set: the freedesktop launcher first,
    /// then Debian's alternative, then common emulators with their "run this" flag.
    static let fallbackTerminals: [[String]] = [
        ["xdg-terminal-exec"], ["x-terminal-emulator", "-e"], ["gnome-terminal", "--"], ["konsole", "-e"],
        ["xfce4-terminal", "-x"], ["kitty"], ["alacritty", "-e"], ["foot"], ["xterm", "-e"],
    ]

    /// The keys remind.conf takes, as a refusal lists them.
    static let keys = ["terminal", "catch-up", "late-grace", "snooze", "backups"]

    /// One problem of the file: its line number and what is wrong (worded where it is shown,
    /// in the reader's language: `RemindSettings+Words.swift`).
    struct Problem: Error, Equatable, Sendable {
        let line: Int
        let fault: Fault

        enum Fault: Equatable, Sendable {
            /// A line that is neither blank, a comment nor `key = value`.
            case notKeyValue
            /// `terminal` whose quotes do not close, or with no word.
            case terminalNotACommand
            /// `catch-up` that is not today, off or a duration up to a day.
            case catchUp
            /// `late-grace` (the old name) that is not a duration up to a day.
            case lateGrace
            /// `snooze` that is not a duration up to a day.
            case snooze
            /// `snooze` shorter than a minute.
            case snoozeTooShort
            /// `backups` that is neither on nor off.
            case backups
            /// A key remind.conf does not take.
            case unknownKey(String)
        }
    }

    /// Parses the file's text. Any problem rejects the whole file (the caller keeps its previous
    /// valid settings), so a typo never half-applies.
    /// A UTF-8 byte-order mark, which some editors put at the start of a file, is skipped: it
    /// is no part of the first key.
    static func parse(_ text: String) -> Result<RemindSettings, Problem> {
        var settings = RemindSettings()
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        for (index, rawLine) in Substring(scalars).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
            let number = index + 1
            let line = rawLine.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                return .failure(Problem(line: number, fault: .notKeyValue))
            }
            let key = line[..<equals].trimmingWhitespace
            let value = line[line.index(after: equals)...].trimmingWhitespace
            switch key {
            case "terminal":
                guard let words = CommandWords.split(value), !words.isEmpty else {
                    return .failure(Problem(line: number, fault: .terminalNotACommand))
                }
                settings.terminal = words
            case "catch-up", "late-grace":
                switch value.lowercased() {
                case "today" where key == "catch-up": settings.catchUp = .today
                case "off" where key == "catch-up": settings.catchUp = .off
                default:
                    guard let seconds = parseDuration(value) else {
                        return .failure(Problem(line: number, fault: key == "catch-up" ? .catchUp : .lateGrace))
                    }
                    settings.catchUp = .within(seconds: seconds)
                }
            case "snooze":
                guard let seconds = parseDuration(value) else {
                    return .failure(Problem(line: number, fault: .snooze))
                }
                guard seconds >= 60 else { return .failure(Problem(line: number, fault: .snoozeTooShort)) }
                settings.snooze = seconds
            case "backups":
                switch value.lowercased() {
                case "on": settings.backups = true
                case "off": settings.backups = false
                default: return .failure(Problem(line: number, fault: .backups))
                }
            default:
                return .failure(Problem(line: number, fault: .unknownKey(String(key))))
            }
        }
        return .success(settings)
    }

    /// `90s`, `30m`, `30min`, `1h`, `1h30m`, `1h30`, `1:30`, or a bare number of minutes: the
    /// grammar answers use (`DurationGrammar`). Nil for anything else, and for more than a day.
    static func parseDuration(_ text: String) -> Int64? {
        guard case .seconds(let seconds) = DurationGrammar.read(text, atMost: longestDuration) else { return nil }
        return seconds
    }

    /// The terminal command to run: the configured one, else the first fallback found on PATH.
    func terminalCommand(path: String) -> [String]? {
        terminalCandidates(path: path).first
    }

    /// The terminals a click tries in order: the configured one, then every fallback found on
    /// PATH (a configured terminal that cannot start must not leave the click without a check-in).
    func terminalCandidates(path: String) -> [[String]] {
        let directories = path.split(separator: ":").map(String.init)
        let found = RemindSettings.fallbackTerminals.filter { candidate in
            directories.contains { PathOperations.isExecutable("\($0)/\(candidate[0])") }
        }
        guard let terminal else { return found }
        return [terminal] + found.filter { $0 != terminal }
    }
}
