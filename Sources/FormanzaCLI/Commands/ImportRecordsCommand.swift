import FormanzaCommandLine
import FormanzaState
import FoundationEssentials

/// `formanza import-records FILE|- [--skip-unknown-forms]`: the JSON lines of `export` back
/// in, all or nothing.
struct ImportRecordsCommand: FormanzaCommand {
    static let name = "import-records"
    static let usage = "import-records FILE|- [--skip-unknown-forms]"
    static let options: [any OptionDeclaration] = [skipUnknownForms]

    static func summary(_ l: Language) -> String {
        l.pick(
            "Add the answers of a `formanza export` (JSON lines) to the store; - reads stdin.",
            "Agrega al almacén las respuestas de un `formanza export` (líneas JSON); - lee la entrada estándar.")
    }

    static func notes(_ l: Language) -> [String] {
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
    }

    static let skipUnknownForms = Flag("skip-unknown-forms") { l in
        l.pick(
            "leave out the rows of forms this store doesn't have, and say how many",
            "omite las filas de formularios que este almacén no tiene e indica cuántas")
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
            skipUnknownForms: skipUnknownForms
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
    }
}
