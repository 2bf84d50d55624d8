import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSystem
import FormanzaTerminal

/// Questions the editing commands ask before removing or hiding something: deleting a
/// form, removing a screen with the calculated values and goals that read it, removing an option
/// answers used, removing a data value with what reads it, and changing a type that hides answers.
///
/// On a terminal the question is asked on stderr (so stdout stays the command's result) and
/// answered with a line on stdin: `y`/`yes` (`s`/`sí`) goes on, anything else — an empty line,
/// the default — cancels. Without a terminal nobody can answer, so the command is refused
/// unless `--yes` answered beforehand. A cancelled command changes nothing and exits with 1.
enum Confirm {
    static var stdinIsTerminal: Bool { Console.isTerminal(StandardStreams.input) }

    static func ask(_ question: String, yes: Bool, _ context: CLIContext) throws {
        let l = context.language
        if yes { return }
        guard stdinIsTerminal else {
            throw CommandError(
                refused: question + " "
                    + l.tr(
                        "— this needs a confirmation: run again with --yes. Nothing was changed."))
        }
        let answer = prompt(question + l.tr(" [y/N] "))?.lowercased() ?? ""
        guard ["y", "yes", "s", "si", "sí"].contains(answer) else {
            throw CommandError(refused: l.tr("cancelled; nothing was changed"))
        }
    }

    /// Writes `text` on stderr and reads one answer line from stdin (nil at end of input).
    static func prompt(_ text: String) -> String? {
        Console.prompt(text)
        return LineReader(descriptor: StandardStreams.input).readLine()?.trimmingWhitespace
    }

    /// "the calculated value «Size» and the goal «Weight: reach 110 kg»": what a removal takes
    /// along, for its question; `form` is the form before the removal, to name the goals.
    static func takenAlong(_ plan: RemovalPlan, in form: Form, _ l: Language) -> String? {
        var parts: [String] = []
        if !plan.calculated.isEmpty {
            let titles = plan.calculated.map { l.quote($0.title) }.joined(separator: ", ")
            parts.append(
                l.trn("the calculated value {0}", "the calculated values {0}", plan.calculated.count, titles))
        }
        if !plan.goals.isEmpty {
            let titles = plan.goals.map { l.quote(GoalText.title($0, in: form, l)) }.joined(separator: ", ")
            parts.append(
                plan.goals.count == 1
                    ? l.tr("the goal {0}", titles)
                    : l.tr("the goals {0}", titles))
        }
        return parts.isEmpty ? nil : parts.joined(separator: l.tr(" and "))
    }
}
