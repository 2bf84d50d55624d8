import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

/// `formanza import-records FILE|- [--skip-unknown-forms]`: the JSON lines of `export` back
/// in, all or nothing.
struct ImportRecordsCommand: FormanzaCommand {
    static let name = "import-records"
    static let usage = "import-records FILE|- [--skip-unknown-forms]"
    static let options: [any OptionDeclaration] = [skipUnknownForms]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Add the answers of a `formanza export` (JSON lines) to the store; - reads stdin.")
    }

    static func notes(_ l: Language) -> [String] {
        [
            l.tr(
                "A row with its type (as export writes it) is an answer as saved: its value must be a value of that type, and may be outside the screen's current range, length or options, like an answer saved before an edit; it shows or stays hidden as such an answer does. A row without type is an answer to the screen as it is now, checked as `formanza answer` checks a value. A value is text as export writes it, or typed JSON (a number, true or false, a list of options). Photo answers name photos already in the store's photos folder."
            ),
            l.tr(
                "The first bad row refuses the whole file, naming its line. A row for a day already answered replaces that answer; importing the same rows again changes nothing. Rows of a deleted form are accepted while this store keeps its answers; rows of forms it doesn't have are refused (import their definitions first with `formanza form import`) unless --skip-unknown-forms is given."
            ),
        ]
    }

    static let skipUnknownForms = Flag("skip-unknown-forms") { l in
        l.tr(
            "leave out the rows of forms this store doesn't have, and say how many")
    }

    /// The file to read, or - for standard input.
    let path: String
    let skipUnknownForms: Bool

    init(_ arguments: ParsedArguments) throws {
        path = try arguments.expect(1, "FILE", arguments.language)[0]
        skipUnknownForms = arguments[Self.skipUnknownForms]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let data: Data
        if path == "-" {
            // Years of records: a larger limit than a form's, still a limit.
            data = try FormDocument.readStandardInput(
                name: l.tr("standard input"), limit: 1 << 30)
        } else {
            guard let read = try FormDocument.read(path: path, limit: 1 << 30) else {
                throw CommandError(refused: l.tr("{0} does not exist", path))
            }
            data = read
        }
        let store = try context.openStore()
        let outcome = try RecordImport(
            forms: try context.loadForms(store).forms, today: context.today, store: try store.importHoldings(),
            skipUnknownForms: skipUnknownForms
        ).read(data)
        let written = try store.importRecords(outcome.records, now: context.now)
        let total = outcome.records.count
        let kept = total - written
        var report = l.trn(
            "Imported {0} record(s): {1} added or changed, {2} already there.",
            "Imported {0} record(s): {1} added or changed, {2} already there.", total, total, written, kept)
        if outcome.skipped > 0 {
            let forms = RecordImportError.listed(outcome.skippedForms)
            report += l.trn(
                " Skipped {0} row(s) of forms this store doesn't have: {1}.",
                " Skipped {0} row(s) of forms this store doesn't have: {1}.", outcome.skipped, outcome.skipped,
                forms)
        }
        Console.out(report)
    }
}
