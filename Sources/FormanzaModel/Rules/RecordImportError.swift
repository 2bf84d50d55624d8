import FormanzaBase

/// Why a records file was refused, with the line at fault.

public struct RecordImportError: Error, UserFacingError {
    public let line: Int
    public let problem: Problem

    public enum Problem: Error {
        case notARecord
        case badDay(String)
        case futureDay(String)
        case dayBeforeRecords(String)
        case badSavedAt(String)
        case badScreenID(String)
        case unknownScreen(String, form: String)
        case noTypeForRemovedForm(String)
        case unknownType(String)
        case unitNotAllowed(String)
        case badUnit(String)
        case badValue(String, screen: String, AnswerError)
        case badStoredValue(String, type: String)
        case unreadableValue
        case missingPhoto(String)
        case photoNotOnPhotoScreen(String, type: String)
    }

    /// Text from the file as it may be shown: control characters escaped, long text cut.
    public static func shown(_ text: String, limit: Int = 80) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? result + "…" : result
    }

    public func message(in l: Language) -> String {
        l.pick(
            "line \(line): \(problem.message(in: l)). Nothing was imported.",
            "línea \(line): \(problem.message(in: l)). No se importó nada.")
    }
}

extension RecordImportError.Problem {
    func message(in l: Language) -> String {
        let show = { (text: String) in RecordImportError.shown(text) }
        switch self {
        case .notARecord:
            return l.pick(
                "not a record (a JSON object with form, day, screen and savedAt as text, and a value)",
                "no es un registro (un objeto JSON con form, day, screen y savedAt como texto, y un value)")
        case .badDay(let text):
            return l.pick("day \"\(show(text))\" is not YYYY-MM-DD", "el día «\(show(text))» no es AAAA-MM-DD")
        case .futureDay(let text):
            return l.pick("day \(show(text)) is in the future", "el día \(show(text)) es futuro")
        case .dayBeforeRecords(let text):
            return l.pick(
                "day \(show(text)) is before \(ShownYears.firstDay.iso) (days from then up to today are recorded)",
                "el día \(show(text)) es anterior al \(ShownYears.firstDay.iso) (se registran días desde entonces hasta hoy)"
            )
        case .badSavedAt(let text):
            return l.pick(
                "savedAt \"\(show(text))\" is not a UTC instant of the years \(ShownYears.first)–\(ShownYears.last) (YYYY-MM-DDTHH:MM:SSZ)",
                "savedAt «\(show(text))» no es un instante UTC de los años \(ShownYears.first)–\(ShownYears.last) (AAAA-MM-DDTHH:MM:SSZ)"
            )
        case .badScreenID(let id):
            return l.pick(
                "screen \"\(show(id))\" is not a screen id (letters, digits, - and _)",
                "la pantalla «\(show(id))» no es un id de pantalla (letras, cifras, - y _)")
        case .unknownScreen(let id, let form):
            return l.pick(
                "\"\(form)\" has no screen \"\(show(id))\" and the row gives no type",
                "«\(form)» no tiene la pantalla «\(show(id))» y la fila no da su tipo")
        case .noTypeForRemovedForm(let id):
            return l.pick(
                "form \"\(show(id))\" was deleted, so the row must give its type",
                "el formulario «\(show(id))» se eliminó, así que la fila debe dar su tipo")
        case .unknownType(let type):
            return l.pick(
                "\"\(show(type))\" is not a screen type (\(FieldKind.typeNames.joined(separator: ", ")))",
                "«\(show(type))» no es un tipo de pantalla (\(FieldKind.typeNames.joined(separator: ", ")))")
        case .unitNotAllowed(let type):
            return l.pick(
                "a \(show(type)) answer has no unit (only number and slider answers do)",
                "una respuesta de tipo \(show(type)) no lleva unidad (solo las de number y slider)")
        case .badUnit(let unit):
            return l.pick(
                "unit \"\(show(unit))\" is longer than \(FormLimits.unitLength) characters or holds control characters",
                "la unidad «\(show(unit))» supera los \(FormLimits.unitLength) caracteres o lleva caracteres de control"
            )
        case .badValue(let value, let screen, let error):
            return "\(screen): \"\(show(value))\": \(error.message(in: l))"
        case .badStoredValue(let value, let type):
            return l.pick(
                "\"\(show(value))\" is not a value of type \(show(type))",
                "«\(show(value))» no es un valor de tipo \(show(type))")
        case .unreadableValue:
            return l.pick(
                "the value is not text, a finite number, true or false, a list of texts or an object of texts",
                "el valor no es texto, un número finito, true o false, una lista de textos ni un objeto de textos")
        case .missingPhoto(let name):
            return l.pick(
                "the store's photos folder has no photo \"\(show(name))\" (a photo answer names a photo already stored there)",
                "la carpeta de fotos del almacén no tiene la foto «\(show(name))» (una respuesta de foto nombra una foto ya guardada allí)"
            )
        case .photoNotOnPhotoScreen(let screen, let type):
            return l.pick(
                "screen \"\(show(screen))\" is not a \(show(type)) screen, and a photo answer is imported only onto one",
                "la pantalla «\(show(screen))» no es de tipo \(show(type)), y una respuesta de foto solo se importa en una así"
            )
        }
    }
}

/// Rows of forms the store has neither a definition nor answers of: refused together, with the
/// way to bring them in.
public struct UnknownFormsError: Error, UserFacingError {
    public let rows: Int
    public let forms: [String]

    public func message(in l: Language) -> String {
        l.pick(
            "\(rows) row(s) name forms this store doesn't have: \(RecordImportError.listed(forms)); import their definitions first with `formanza form import`, or add --skip-unknown-forms. Nothing was imported.",
            "\(rows == 1 ? "1 fila nombra" : "\(rows) filas nombran") formularios que este almacén no tiene: \(RecordImportError.listed(forms)); importa antes sus definiciones con `formanza form import`, o agrega --skip-unknown-forms. No se importó nada."
        )
    }
}

extension RecordImportError {
    /// Form ids from a file, escaped, at most ten of them named.
    public static func listed(_ ids: [String]) -> String {
        let named = ids.prefix(10).map { shown($0, limit: 64) }.joined(separator: ", ")
        return ids.count > 10 ? named + ", …" : named
    }
}
