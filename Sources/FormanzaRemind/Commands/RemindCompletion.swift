import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// The hidden `formanza-remind completions SHELL` and `formanza-remind __complete SHELL WORDS…
/// CURRENT`, as for `formanza`: commands, their options, and IANA zone names for `--tz`.
enum RemindCompletion {
    static func handles(_ command: String) -> Bool { command == "completions" || command == "__complete" }

    static func run(_ arguments: [String], environment: [String: String], language l: Language) -> Int32 {
        if arguments.first == "completions" {
            guard arguments.count == 2,
                let script = CompletionScripts.script(for: arguments[1], program: "formanza-remind")
            else {
                Console.error(
                    l.tr(
                        "usage: formanza-remind completions bash|zsh|fish"), language: l)
                return 2
            }
            Console.exact(script, terminator: "")
            return 0
        }
        guard arguments.count >= 3, CompletionScripts.shells.contains(arguments[1]) else {
            Console.error(
                l.tr(
                    "usage: formanza-remind __complete bash|zsh|fish WORD... CURRENT"), language: l)
            return 2
        }
        let words = Array(arguments.dropFirst(2))
        let candidates = complete(
            words: Array(words.dropLast()), current: words.last ?? "", environment: environment, language: l)
        Console.out((["words"] + candidates).joined(separator: "\n"))
        return 0
    }

    static func complete(words: [String], current: String, environment: [String: String], language l: Language)
        -> [String]
    {
        let entry = words.first.flatMap(RemindCommandTable.entry)
        var candidates: [String]
        if let entry, let previous = words.last, previous.hasPrefix("--"),
            entry.options(l).first(where: { "--" + $0.name == previous })?.value != nil
        {
            candidates = previous == "--" + PlanCommand.tz.name ? zoneNames(environment) : []
        } else if current.hasPrefix("-") {
            candidates = (entry?.options(l).map { "--" + $0.name } ?? ["--version"]) + ["--help"]
        } else if words.isEmpty {
            candidates = RemindCommandTable.entries.map(\.name)
        } else {
            candidates = []
        }
        let lowered = current.lowercased()
        return candidates.filter { $0.lowercased().hasPrefix(lowered) }
    }

    /// The zones of tzdata's `zone1970.tab`, and UTC.
    static func zoneNames(_ environment: [String: String]) -> [String] {
        let directory = environment["TZDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/usr/share/zoneinfo"
        guard let table = try? FileSystem.readText(directory + "/zone1970.tab") else { return ["UTC"] }
        let zones = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> String? in
            let columns = line.split(separator: "\t")
            return columns.count >= 3 ? String(columns[2]) : nil
        }
        return (zones + ["UTC"]).sorted()
    }
}
