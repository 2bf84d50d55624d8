import FormanzaState
import Glibc

/// The daemon's settings, from `$XDG_CONFIG_HOME/formanza/remind.conf` (PRODUCT.md §3):
/// one `key = value` a line, `#` comments. A missing file means defaults.
struct RemindSettings: Equatable, Sendable {
    /// The terminal command, already split into words; nil means "the first one found".
    var terminal: [String]?
    /// R7, in seconds.
    var lateGrace: Int64 = 3600
    /// R10, in seconds.
    var snooze: Int64 = 1800

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
            case "late-grace", "snooze":
                guard let seconds = parseDuration(value), seconds >= 0, seconds <= 86_400 else {
                    return .failure(Problem(line: number, message: "\(key): not a duration such as 30m, 1h or 90s"))
                }
                if key == "snooze" {
                    guard seconds >= 60 else { return .failure(Problem(line: number, message: "snooze: at least 1m")) }
                    settings.snooze = seconds
                } else {
                    settings.lateGrace = seconds
                }
            default:
                return .failure(Problem(line: number, message: "unknown key \"\(key)\" (known: terminal, late-grace, snooze)"))
            }
        }
        return .success(settings)
    }

    /// `90s`, `30m`, `30min`, `1h`, `1h30m`; a bare number is minutes.
    static func parseDuration(_ text: String) -> Int64? {
        let compact = text.lowercased().filter { $0 != " " }
        if let minutes = Int64(compact) { return minutes * 60 }
        var total: Int64 = 0
        var digits = ""
        var rest = Substring(compact)
        guard !rest.isEmpty else { return nil }
        while let ch = rest.first {
            if ch.isNumber { digits.append(ch); rest = rest.dropFirst(); continue }
            guard let value = Int64(digits) else { return nil }
            if rest.hasPrefix("min") { total += value * 60; rest = rest.dropFirst(3) }
            else if ch == "h" { total += value * 3600; rest = rest.dropFirst() }
            else if ch == "m" { total += value * 60; rest = rest.dropFirst() }
            else if ch == "s" { total += value; rest = rest.dropFirst() }
            else { return nil }
            digits = ""
        }
        return digits.isEmpty ? total : nil
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
