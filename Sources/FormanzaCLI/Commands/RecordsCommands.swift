import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState
import FoundationEssentials

extension Command {
    /// `formanza export [--form FORM] [--format jsonl|csv] [--output FILE]`: every answer out,
    /// one row each.
    static let exportCommand = Command(
        name: "export", usage: "export [--form FORM] [--format jsonl|csv] [--output FILE]",
        summary: {
            $0.pick(
                "Print every saved answer, one row each (JSON lines or CSV), to keep or to import elsewhere.",
                "Imprime cada respuesta guardada, una fila cada una (líneas JSON o CSV), para guardarlas o importarlas."
            )
        },
        options: { l in
            [
                CommonOptions.form(l),
                OptionSpec(
                    name: "format", value: "jsonl|csv",
                    help: l.pick("the output format (default jsonl)", "el formato de salida (jsonl por defecto)")),
                ExportOutput.option(l),
            ]
        },
        notes: { l in
            [
                l.pick(
                    "Each row has form (id), day, screen (id), type and unit (as saved), value (as `summary --json` gives it) and savedAt (RFC 3339, UTC). Answers hidden by a type change and answers of removed forms are included. `formanza import-records` reads the JSON lines back.",
                    "Cada fila lleva form (id), day, screen (id), type y unit (como se guardaron), value (como lo da `summary --json`) y savedAt (RFC 3339, UTC). Se incluyen las respuestas ocultas por un cambio de tipo y las de formularios quitados. `formanza import-records` vuelve a leer las líneas JSON."
                )
            ]
        },
        run: { args, context in
            let l = context.language
            if let extra = args.positionals.first {
                throw CommandError(usage: l.pick("unexpected argument \"\(extra)\"", "argumento inesperado «\(extra)»"))
            }
            let csv: Bool
            switch args.value("format") ?? "jsonl" {
            case "jsonl", "json": csv = false
            case "csv": csv = true
            case let other:
                throw CommandError(
                    usage: l.pick(
                        "--format wants jsonl or csv, not \"\(other)\"", "--format espera jsonl o csv, no «\(other)»"))
            }
            let store = try context.openStore()
            var formID: String?
            if let query = args.value("form") {
                // A removed form's answers stay: its id still names them.
                if let form = try context.loadForms(store).form(matching: query) {
                    formID = form.id
                } else if Identifier.isValid(query), try store.firstRecordedDay(form: query) != nil {
                    formID = query
                } else {
                    _ = try context.form(query, in: try context.loadForms(store))
                }
            }
            let output = try ExportOutput(args, context)
            // Rows are escaped as they are made (`RecordText`), so they go out exactly; a failed
            // write ends the walk through the store at once.
            var buffer = csv ? RecordText.csvHeader + "\n" : ""
            try store.eachRecord(form: formID) { record in
                buffer += (csv ? RecordText.csv(record) : RecordText.jsonLine(record)) + "\n"
                if buffer.utf8.count >= 65_536 {
                    try output.write(buffer)
                    buffer = ""
                }
            }
            if !buffer.isEmpty { try output.write(buffer) }
            try output.finish()
        })

    /// `formanza import-records FILE|- [--skip-unknown-forms]`: the JSON lines of `export` back
    /// in, all or nothing.
    static let importRecordsCommand = Command(
        name: "import-records", usage: "import-records FILE|- [--skip-unknown-forms]",
        summary: {
            $0.pick(
                "Add the answers of a `formanza export` (JSON lines) to the store; - reads stdin.",
                "Agrega al almacén las respuestas de un `formanza export` (líneas JSON); - lee la entrada estándar.")
        },
        options: { l in
            [
                OptionSpec(
                    name: "skip-unknown-forms", value: nil,
                    help: l.pick(
                        "leave out the rows of forms this store doesn't have, and say how many",
                        "omite las filas de formularios que este almacén no tiene e indica cuántas"))
            ]
        },
        notes: { l in
            [
                l.pick(
                    "A row with its type (as export writes it) is an answer as saved: its value must be a value of that type, and may be outside the screen's current range, length or options, like an answer saved before an edit; it shows or stays hidden as such an answer does. A row without type is an answer to the screen as it is now, checked as `formanza answer` checks a value. A value is text as export writes it, or typed JSON (a number, true or false, a list of options). Photo answers name photos already in the store's photos folder.",
                    "Una fila con su tipo (como la escribe export) es una respuesta tal como se guardó: su valor debe ser un valor de ese tipo, y puede quedar fuera del rango, la longitud o las opciones actuales de la pantalla, como una respuesta guardada antes de una edición; se muestra u oculta como esa respuesta. Una fila sin tipo es una respuesta a la pantalla tal como es ahora y se comprueba como `formanza answer` comprueba un valor. Un valor es texto como lo escribe export, o JSON con tipo (un número, true o false, una lista de opciones). Las respuestas de foto nombran fotos que ya están en la carpeta de fotos del almacén."
                ),
                l.pick(
                    "The first bad row refuses the whole file, naming its line. A row for a day already answered replaces that answer; importing the same rows again changes nothing. Rows of a deleted form are accepted while this store keeps its answers; rows of forms it doesn't have are refused (import their definitions first with `formanza form import`) unless --skip-unknown-forms is given.",
                    "La primera fila errónea rechaza el archivo entero, con su número de línea. Una fila de un día ya respondido reemplaza esa respuesta; importar las mismas filas otra vez no cambia nada. Las filas de un formulario eliminado se aceptan mientras este almacén guarde sus respuestas; las de formularios que no tiene se rechazan (importa antes sus definiciones con `formanza form import`) salvo con --skip-unknown-forms."
                ),
            ]
        },
        run: { args, context in
            let l = context.language
            let path = try args.expect(1, "FILE", l)[0]
            let data: Data
            if path == "-" {
                // Years of records: a larger limit than a form's, still a limit.
                data = try FormDocument.readStandardInput(
                    name: l.pick("standard input", "la entrada estándar"), limit: 1 << 30)
            } else {
                guard let read = try FormDocument.read(path: path, limit: 1 << 30) else {
                    throw CommandError(refused: l.pick("\(path) does not exist", "\(path) no existe"))
                }
                data = read
            }
            let store = try context.openStore()
            let outcome = try RecordImport(
                forms: try context.loadForms(store).forms, today: context.today, store: try store.importHoldings(),
                skipUnknownForms: args.has("skip-unknown-forms")
            ).read(data)
            let written = try store.importRecords(outcome.records, now: context.now)
            let total = outcome.records.count
            let kept = total - written
            var report = l.pick(
                "Imported \(total) record(s): \(written) added or changed, \(kept) already there.",
                (total == 1 ? "Se importó 1 fila" : "Se importaron \(total) filas")
                    + ": \(written) nuevas o cambiadas, \(kept) ya estaban.")
            if outcome.skipped > 0 {
                let forms = RecordImportError.listed(outcome.skippedForms)
                report += l.pick(
                    " Skipped \(outcome.skipped) row(s) of forms this store doesn't have: \(forms).",
                    (outcome.skipped == 1 ? " Se omitió 1 fila" : " Se omitieron \(outcome.skipped) filas")
                        + " de formularios que este almacén no tiene: \(forms).")
            }
            Console.out(report)
        })
}

/// The text of one exported row.
enum RecordText {
    static let csvHeader = "form,day,screen,type,unit,value,savedAt"

    static func jsonLine(_ record: AnswerRecord) -> String {
        var fields = [
            "\"form\":" + quoted(record.form), "\"day\":\"\(record.day.iso)\"", "\"screen\":" + quoted(record.screen),
            "\"type\":" + quoted(record.answer.type),
        ]
        if let unit = record.answer.unit { fields.append("\"unit\":" + quoted(unit)) }
        fields.append("\"value\":" + jsonValue(record.answer.value))
        fields.append("\"savedAt\":\"\(UTCInstant.format(record.answer.savedAt))\"")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The value as `summary --json` gives it, as a JSON string; a multiple choice whose option
    /// values hold a comma, or a multi-photo whose tile names hold a comma or `=`, would read
    /// back as other options or tiles, so those are written as a JSON list or object instead.
    static func jsonValue(_ value: AnswerValue) -> String {
        switch value {
        case .choices(let values) where values.contains(where: { $0.contains(",") }):
            return "[" + values.map(quoted).joined(separator: ",") + "]"
        case .photos(let map) where map.keys.contains(where: { $0.contains(",") || $0.contains("=") }):
            return "{" + map.keys.sorted().map { quoted($0) + ":" + quoted(map[$0] ?? "") }.joined(separator: ",") + "}"
        default:
            return quoted(AnswerDisplay.storedText(value))
        }
    }

    static func csv(_ record: AnswerRecord) -> String {
        [
            record.form, record.day.iso, record.screen, record.answer.type, record.answer.unit ?? "",
            AnswerDisplay.storedText(record.answer.value), UTCInstant.format(record.answer.savedAt),
        ]
        .map(csvField).joined(separator: ",")
    }

    /// A JSON string: quotes, backslashes, every control character and the bidirectional
    /// controls escaped (`JSONEscaping`).
    static func quoted(_ text: String) -> String { JSONEscaping.quoted(text) }

    /// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Other
    /// control characters (a carriage return too, which lets a line overwrite itself on a
    /// terminal) and the bidirectional controls are written as `\u{XX}`, so the file never
    /// carries terminal codes nor text that reads in another order than it is stored.
    static func csvField(_ text: String) -> String {
        var clean = ""
        for scalar in text.unicodeScalars {
            if HiddenCharacters.contains(scalar) && scalar != "\n" && scalar != "\t" {
                clean += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                clean.unicodeScalars.append(scalar)
            }
        }
        guard clean.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return clean }
        return "\"" + clean.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
