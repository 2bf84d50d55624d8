import FormanzaSchedule
import FormanzaState
import Glibc

/// The daemon's settings, from `$XDG_CONFIG_HOME/formanza/remind.conf` (README, «Configuration»):
/// one `key = value` a line, `#` comments. A missing file means defaults.
struct RemindSettings: Equatable, Sendable {
    /// The terminal command, already split into words; nil means "the first one found".
    var terminal: [String]?
    /// Which missed reminders of today are still posted (`catch-up`, or its old name
    /// `late-grace` with a duration).
    var catchUp: CatchUpSetting = .today
    /// The snooze action's delay, in seconds.
    var snooze: Int64 = 1800

    /// The longest duration any setting takes: a reminder belongs to one day.
    static let longestDuration: Int64 = 86_400

    /// Terminals tried in order when `terminal` is not set: the freedesktop launcher first,
    /// then Debian's alternative, then common emulators with their "run this" flag.
    static let fallbackTerminals: [[String]] = [
        ["xdg-terminal-exec"], ["x-terminal-emulator", "-e"], ["gnome-terminal", "--"], ["konsole", "-e"],
        ["xfce4-terminal", "-x"], ["kitty"], ["alacritty", "-e"], ["foot"], ["xterm", "-e"],
    ]

    /// One problem of the file: its line number and what is wrong.
    struct Problem: Error, Equatable, Sendable {
        let line: Int
        let message: String
    }

    /// Parses the file's text. Any problem rejects the whole file (the caller keeps its previous
    /// valid settings), so a typo never half-applies.
    static func parse(_ text: String) -> Result<RemindSettings, Problem> {
        var settings = RemindSettings()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                return .failure(Problem(line: number, message: "expected key = value"))
            }
            let key = line[..<equals].trimmingWhitespace
            let value = line[line.index(after: equals)...].trimmingWhitespace
            switch key {
            case "terminal":
                guard let words = ShellWords.split(value), !words.isEmpty else {
                    return .failure(Problem(line: number, message: "terminal: not a command (check the quotes)"))
                }
                settings.terminal = words
            case "catch-up", "late-grace":
                switch value.lowercased() {
                case "today" where key == "catch-up": settings.catchUp = .today
                case "off" where key == "catch-up": settings.catchUp = .off
                default:
                    guard let seconds = parseDuration(value) else {
                        return .failure(Problem(line: number, message: key == "catch-up"
                            ? "catch-up: today, off, or a duration up to 24h such as 60m or 1h30"
                            : "late-grace: a duration up to 24h such as 60m or 1h30"))
                    }
                    settings.catchUp = .within(seconds: seconds)
                }
            case "snooze":
                guard let seconds = parseDuration(value) else {
                    return .failure(Problem(line: number, message: "snooze: a duration up to 24h such as 30m or 1h"))
                }
                guard seconds >= 60 else { return .failure(Problem(line: number, message: "snooze: at least 1m")) }
                settings.snooze = seconds
            default:
                return .failure(Problem(line: number, message: "unknown key \"\(key)\" (known: terminal, catch-up, late-grace, snooze)"))
            }
        }
        return .success(settings)
    }

    /// `90s`, `30m`, `30min`, `1h`, `1h30m`, `1h30` (minutes after hours, as answers take them);
    /// a bare number is minutes. Nil for anything else, and for more than a day: the arithmetic
    /// is checked, so a huge number is a clear error rather than an overflow.
    static func parseDuration(_ text: String) -> Int64? {
        let compact = Array(text.lowercased().filter { $0 != " " })
        guard !compact.isEmpty else { return nil }
        var total: Int64 = 0
        var index = 0
        var lastUnit: Character?
        let order: [Character] = ["h", "m", "s"]
        while index < compact.count {
            var value: Int64 = 0
            let start = index
            while index < compact.count, let digit = compact[index].wholeNumberValue, compact[index].isASCII {
                guard value <= longestDuration else { return nil }
                value = value * 10 + Int64(digit)
                index += 1
            }
            guard index > start else { return nil }
            let unit: Int64
            if index == compact.count {
                // A bare number is minutes; after hours too (`1h30`).
                guard lastUnit == nil || lastUnit == "h" else { return nil }
                unit = 60
            } else if compact[index...].starts(with: "min") {
                if let last = lastUnit, last != "h" { return nil }
                unit = 60; index += 3; lastUnit = "m"
            } else {
                switch compact[index] {
                case "h": unit = 3600
                case "m": unit = 60
                case "s": unit = 1
                default: return nil
                }
                // Units go from hours down to seconds, each at most once.
                if let last = lastUnit, order.firstIndex(of: last)! >= order.firstIndex(of: compact[index])! { return nil }
                lastUnit = compact[index]
                index += 1
            }
            let (part, overflow) = value.multipliedReportingOverflow(by: unit)
            guard !overflow else { return nil }
            let (sum, overflowSum) = total.addingReportingOverflow(part)
            guard !overflowSum, sum <= longestDuration else { return nil }
            total = sum
        }
        return total
    }

    /// The terminal command to run: the configured one, else the first fallback found on PATH.
    func terminalCommand(path: String) -> [String]? {
        if let terminal { return terminal }
        let directories = path.split(separator: ":").map(String.init)
        return RemindSettings.fallbackTerminals.first { candidate in
            directories.contains { access("\($0)/\(candidate[0])", X_OK) == 0 }
        }
    }
}

/// Splits a command line into words the way a shell would — spaces separate, `'…'` and `"…"`
/// group, `\` escapes — without expanding anything: no variables, no globs, no `$(…)`.
enum ShellWords {
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for ch in text {
            if escaped { current.append(ch); escaped = false; inWord = true; continue }
            if let open = quote {
                if ch == open { quote = nil }
                else if ch == "\\" && open == "\"" { escaped = true }
                else { current.append(ch) }
                continue
            }
            switch ch {
            case "\\": escaped = true; inWord = true
            case "'", "\"": quote = ch; inWord = true
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(ch); inWord = true
            }
        }
        if quote != nil || escaped { return nil }
        if inWord { words.append(current) }
        return words
    }
}
