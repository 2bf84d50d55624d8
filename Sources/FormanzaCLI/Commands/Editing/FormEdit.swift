import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FoundationEssentials

extension Command {
    /// Problems the person can fix in the editor (not a broken store or a lost race).
    static func isFixable(_ error: any Error) -> Bool {
        error is FormDocumentError || error is EditRefusal || error is DefinitionRefused
            || (error as? CommandError)?.status == 1
    }

    /// "(e)dit again or (a)bort?" until one of them is chosen; the end of input aborts.
    static func askEditAgain(_ l: Language) -> Bool {
        while true {
            guard
                let answer = Confirm.prompt(
                    l.tr(
                        "What now? (e)dit again or (a)bort: "))?.lowercased()
            else { return false }
            if ["e", "edit", "editar"].contains(answer) { return true }
            if ["a", "abort", "abandonar"].contains(answer) { return false }
        }
    }
}
