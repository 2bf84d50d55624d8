import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza form rename FORM TITLE`.
struct FormRenameCommand: FormanzaCommand {
    static let name = "rename"
    static let usage = "form rename FORM TITLE"

    static func summary(_ l: Language) -> String {
        l.tr("Give a form a new title.")
    }

    let words: [String]

    init(_ arguments: ParsedArguments) throws {
        words = try arguments.expect(2, "FORM TITLE", arguments.language)
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let (store, snapshot, form) = try context.openForm(words[0])
        var renamed = form
        renamed.title = try FormRules.title(words[1], among: snapshot.forms, excluding: form.id)
        if renamed != form { try store.replaceForm(form, with: renamed) }
        Console.out(
            l.tr(
                "Renamed \"{0}\" to \"{1}\".", form.title, renamed.title))
    }
}
