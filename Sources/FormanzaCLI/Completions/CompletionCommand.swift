import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// The hidden commands behind shell completion: `formanza completions bash|zsh|fish` prints a
/// script, `formanza __complete SHELL WORDS… CURRENT` answers the script. Neither is listed in
/// `--help`: people install the scripts, they do not run these.
enum CompletionCommand {
    static let scriptCommand = "completions"
    static let answerCommand = "__complete"

    static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        let l = Language.current(environment: environment)
        if arguments.first == scriptCommand {
            guard arguments.count == 2, let script = CompletionScripts.script(for: arguments[1], program: "formanza")
            else {
                Console.error(
                    l.tr("usage: formanza completions bash|zsh|fish"),
                    language: l)
                return 2
            }
            Console.out(script, terminator: "")
            return 0
        }
        guard arguments.count >= 3, CompletionScripts.shells.contains(arguments[1]) else {
            Console.error(
                l.tr(
                    "usage: formanza __complete bash|zsh|fish WORD... CURRENT"), language: l)
            return 2
        }
        // bash and zsh hand over the words as typed, quotes included; fish has removed them.
        let typed = arguments[1] != "fish"
        let words = arguments.dropFirst(2).map { typed ? unquoted($0) : $0 }
        let completer = Completer(
            names: CompletionNames.load(paths: StorePaths.from(environment: environment)), language: l)
        switch completer.complete(words: Array(words.dropLast()), current: words.last ?? "") {
        case .files:
            Console.out("files")
        case .words(let candidates):
            Console.out((["words"] + candidates).joined(separator: "\n"))
        }
        return 0
    }

    /// A word as the shell will pass it once run: `"Daily check-in"`, `Daily\ check-in`, and a
    /// word still being typed with its quote open (`"Dai`).
    static func unquoted(_ word: String) -> String {
        for closing in ["", "\"", "'"] {
            if let parts = CommandWords.split(word + closing) { return parts.joined(separator: " ") }
        }
        return word
    }
}
