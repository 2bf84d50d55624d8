import FormanzaBase

/// Why a typed answer was not accepted, with the facts needed to say it in either language.

public enum AnswerError: Error, Sendable, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(value: String, min: String, max: String, unit: String)
    case tooManyDecimals(allowed: Int)
    /// A typed number with more digits after its separator than the screen allows (`1,000`).
    case tooManyDigitsAfterSeparator(String, digits: Int, allowed: Int)
    case offStep(step: String)
    case notYesNo(String)
    case unknownOption(String, choices: [String])
    case notADuration(String)
    case durationTooLong(maxHours: Int)
    case offInterval(minutes: Int)
    case tooLong(length: Int, max: Int)
    case badShape(ContactFormat)
    case notADate(String)
    case dateBeforeToday
    case dateAfterToday
    case notATime(String)
    case notADateTime(String)
    case notAColor(String)
    /// `#12AB`: a colour code cut short, with the number of hex digits it has.
    case incompleteColor(String, digits: Int)
    case photosNotSupported
    /// A NUL byte (typed, pasted, read from a line or an import) in the answer.
    case containsNUL
}

extension AnswerError: UserFacingError {
    public func message(in l: Language) -> String {
        switch self {
        case .empty:
            return l.pick(
                "the answer is empty (skip the question to leave it unanswered)",
                "la respuesta está vacía (omite la pregunta para dejarla sin responder)")
        case .notANumber(let text):
            return l.pick(
                "\"\(text)\" is not a number (write it like 80.5 or 80,5)",
                "«\(text)» no es un número (escríbelo como 80,5 u 80.5)")
        case .outOfRange(let value, let min, let max, let unit):
            let u = unit.isEmpty ? "" : " " + unit
            return l.pick("\(value)\(u) is outside \(min)–\(max)\(u)", "\(value)\(u) está fuera de \(min)–\(max)\(u)")
        case .tooManyDecimals(let allowed):
            return allowed == 0
                ? l.pick("use a whole number", "usa un número entero")
                : allowed == 1
                    ? l.pick("use at most 1 decimal", "usa como mucho 1 decimal")
                    : l.pick("use at most \(allowed) decimals", "usa como mucho \(allowed) decimales")
        case .tooManyDigitsAfterSeparator(let text, let digits, let allowed):
            let allows =
                allowed == 0
                ? l.pick("this screen takes whole numbers", "esta pantalla admite solo números enteros")
                : allowed == 1
                    ? l.pick("this screen allows 1 decimal", "esta pantalla admite 1 decimal")
                    : l.pick("this screen allows \(allowed) decimals", "esta pantalla admite \(allowed) decimales")
            let counted = digits == 1 ? l.pick("1 digit", "1 cifra") : l.pick("\(digits) digits", "\(digits) cifras")
            return l.pick(
                "\"\(text)\" has \(counted) after the decimal separator and \(allows) (\(Self.separatorHint(text, digits, allowed, l)))",
                "«\(text)» tiene \(counted) tras el separador decimal y \(allows) (\(Self.separatorHint(text, digits, allowed, l)))"
            )
        case .offStep(let step):
            return l.pick("the value must move in steps of \(step)", "el valor debe ir de \(step) en \(step)")
        case .notYesNo(let text):
            return l.pick("\"\(text)\" is not yes or no", "«\(text)» no es sí ni no")
        case .unknownOption(let text, let choices):
            return l.pick(
                "\"\(text)\" is not one of: \(choices.joined(separator: ", "))",
                "«\(text)» no es ninguna de las opciones: \(choices.joined(separator: ", "))")
        case .notADuration(let text):
            return l.pick(
                "\"\(text)\" is not a duration (write 90, 1h30 or 1:30)",
                "«\(text)» no es una duración (escribe 90, 1h30 o 1:30)")
        case .durationTooLong(let maxHours):
            return l.pick("durations go up to \(maxHours) h 59 min", "las duraciones llegan hasta \(maxHours) h 59 min")
        case .offInterval(let minutes):
            return l.pick("minutes must be a multiple of \(minutes)", "los minutos deben ser múltiplo de \(minutes)")
        case .containsNUL:
            return l.pick(
                "the answer contains a NUL byte (\\0), which cannot be saved; remove it",
                "la respuesta contiene un byte NUL (\\0), que no se puede guardar; quítalo")
        case .tooLong(let length, let max):
            return l.pick(
                "\(length) characters is more than the \(max) allowed",
                "\(length) caracteres superan los \(max) permitidos")
        case .badShape(let format):
            switch format {
            case .email:
                return l.pick("that does not look like an email address", "eso no parece una dirección de correo")
            case .phone: return l.pick("that does not look like a phone number", "eso no parece un número de teléfono")
            case .url: return l.pick("that does not look like a web address", "eso no parece una dirección web")
            }
        case .notADate(let text):
            return l.pick(
                "\"\(text)\" is not a date (write YYYY-MM-DD)", "«\(text)» no es una fecha (escribe AAAA-MM-DD)")
        case .dateBeforeToday:
            return l.pick("the date cannot be before today", "la fecha no puede ser anterior a hoy")
        case .dateAfterToday:
            return l.pick("the date cannot be after today", "la fecha no puede ser posterior a hoy")
        case .notATime(let text):
            return l.pick("\"\(text)\" is not a time (write HH:MM)", "«\(text)» no es una hora (escribe HH:MM)")
        case .notADateTime(let text):
            return l.pick(
                "\"\(text)\" is not a date and time (write YYYY-MM-DD HH:MM)",
                "«\(text)» no es una fecha con hora (escribe AAAA-MM-DD HH:MM)")
        case .notAColor(let text):
            return l.pick(
                "\"\(text)\" is not a color (a palette name or #RRGGBB)",
                "«\(text)» no es un color (un nombre de la paleta o #RRGGBB)")
        case .incompleteColor(let text, let digits):
            return l.pick(
                "\"\(text)\" is incomplete: a color code has 6 hex digits (#RRGGBB), not \(digits)",
                "«\(text)» está incompleto: un código de color tiene 6 dígitos hexadecimales "
                    + "(#RRGGBB), no \(digits)")
        case .photosNotSupported:
            return l.pick("photo answers are not supported yet", "las respuestas con foto aún no están disponibles")
        }
    }
}

extension AnswerError {
    /// What the person can write instead: the comma or point is always read as the decimal
    /// separator; three digits after it may be thousands (`1,000`: write 1000), and on a
    /// whole-number screen the whole part is a number that fits (`118,5`: such as 118).
    static func separatorHint(_ text: String, _ digits: Int, _ allowed: Int, _ l: Language) -> String {
        let comma = text.contains(",")
        let read =
            comma
            ? l.pick("the comma is read as a decimal separator", "la coma se lee como separador decimal")
            : l.pick("the point is read as a decimal separator", "el punto se lee como separador decimal")
        let parts = text.split(separator: comma ? "," : ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String((parts.first ?? "").trimmingWhitespace)
        let after = parts.count > 1 ? String(parts[1].trimmingWhitespace) : ""
        let isDigits = { (part: String) in
            !part.isEmpty && part.count <= 9 && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
        if digits == 3, isDigits(whole), whole.count <= 3, isDigits(after) {
            let joined = whole + after
            return read
                + l.pick("; if it separates thousands, write \(joined)", "; si separa los miles, escribe \(joined)")
        }
        if allowed == 0 {
            return read
                + (isDigits(whole)
                    ? l.pick("; write a whole number, such as \(whole)", "; escribe un número entero, como \(whole)")
                    : l.pick("; write a whole number", "; escribe un número entero"))
        }
        return read
    }
}
