import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza export [--form FORM] [--format jsonl|csv] [--output FILE]`: every answer out,
/// one row each.
struct ExportCommand: FormanzaCommand {
    static let name = "export"
    static let usage = "export [--form FORM] [--format jsonl|csv] [--output FILE]"
    static let options: [any OptionDeclaration] = [CommonOptions.form, format, ExportOutput.option]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Print every saved answer, one row each (JSON lines or CSV), to keep or to import elsewhere."
        )
    }

    static func notes(_ l: Language) -> [String] {
        [
            l.tr(
                "Each row has form (id), day, screen (id), type and unit (as saved), value (as `summary --json` gives it) and savedAt (RFC 3339, UTC). Answers hidden by a type change and answers of removed forms are included. `formanza import-records` reads the JSON lines back."
            )
        ]
    }

    /// The two ways `export` writes its rows.
    enum Format: Sendable {
        case jsonLines
        case csv
    }

    static let format = Option<Format>(
        "format", placeholder: "jsonl|csv",
        help: { l in l.tr("the output format (default jsonl)") },
        convert: { text, _, l in
            switch text {
            case "jsonl", "json": return .jsonLines
            case "csv": return .csv
            case let other:
                throw CommandError(
                    usage: l.tr(
                        "--format wants jsonl or csv, not \"{0}\"", other))
            }
        })

    let form: String?
    let format: Format
    /// The file of `--output`; standard output when nil.
    let output: String?

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        format = try arguments[Self.format] ?? .jsonLines
        form = arguments[CommonOptions.form]
        output = arguments[ExportOutput.option]
    }

    func run(_ context: CLIContext) throws {
        let store = try context.openStore()
        var formID: String?
        if let query = form {
            // A removed form's answers stay: its id still names them.
            if let form = try context.loadForms(store).form(matching: query) {
                formID = form.id
            } else if Identifier.isValid(query), try store.firstRecordedDay(form: query) != nil {
                formID = query
            } else {
                _ = try context.form(query, in: try context.loadForms(store))
            }
        }
        let output = try ExportOutput(path: self.output, context)
        // Rows are escaped as they are made (`RecordText`), so they go out exactly; a failed
        // write ends the walk through the store at once.
        var buffer = format == .csv ? RecordText.csvHeader + "\n" : ""
        try store.eachRecord(form: formID) { record in
            buffer += (format == .csv ? RecordText.csv(record) : RecordText.jsonLine(record)) + "\n"
            if buffer.utf8.count >= 65_536 {
                try output.write(buffer)
                buffer = ""
            }
        }
        if !buffer.isEmpty { try output.write(buffer) }
        try output.finish()
    }
}
