import FormanzaBase

/// One thing wrong with a form's definition, as the editors explain it (the first problem
/// found is the one explained).

public struct FormProblem: Error, Sendable, Equatable {
    /// Where: the form, a screen (by title), a calculated value (by title) or a goal.
    public enum Place: Sendable, Equatable {
        case form
        case screen(String)
        case calculated(String)
        case goal(GoalTitle)
    }

    public enum Issue: Sendable, Equatable {
        case titleEmpty
        case titleTooLong(max: Int)
        case shortTitleTooLong
        case badID(String)
        case duplicateID(String)
        case minNegative
        case maxTooLarge
        case minNotBelowMax
        case decimalsOutOfRange
        case stepNotPositive
        case stepNotWritable(decimals: Int)
        /// A step larger than the distance from the minimum to the maximum.
        case stepBeyondRange
        /// A title, label, unit or other text holding control characters (NUL, escape…).
        case controlCharacters(FormLimits.Part)
        /// A text longer than the editors allow (option labels, units, placeholders).
        case textTooLong(FormLimits.Part, max: Int)
        /// More screens, calculated values, options or goals than a form may hold.
        case tooMany(FormLimits.Part, max: Int)
        case thresholdNotPositive
        case intervalNotAllowed(allowed: [Int])
        case maxHoursOutOfRange
        case columnsOutOfRange
        case tooFewOptions
        case tooManyOptions(max: Int)
        case optionValueEmpty
        case optionLabelEmpty
        case duplicateOptionValue(String)
        case maxLengthOutOfRange
        case tooFewPhotoNames
        case photoNameInvalid(String)
        case highlightNotNumber
        case severalHighlights
        case formula(FormulaSyntaxError)
        case unknownReference(String)
        case referenceNotNumeric(String)
        case cycle([String])
        case tooFewRanges
        case needsExactlyOneOpenRange
        case duplicateBound
        case duplicateRangeValue(String)
        case dataValueNotDate(String)
        case lockedByCalculated(String)
        /// A goal that breaks a rule the goal commands apply.
        case goalRule(GoalRefusal)
        case goalFieldMissing(GoalField)
        /// The goal's source (a screen or calculated value id) is not in the form.
        case goalSourceGone(String)
        /// A habit goal counts an answer its source does not have (any more).
        case goalAnswerUnknown(answer: String, name: String, choices: [String])
    }

    public let place: Place
    public let issue: Issue

    public init(_ place: Place, _ issue: Issue) {
        self.place = place
        self.issue = issue
    }
}

extension FormProblem: UserFacingError {
    public func message(in l: Language) -> String {
        let whereText: String
        switch place {
        case .form: whereText = l.pick("form", "formulario")
        case .screen(let title): whereText = l.pick("screen", "pantalla") + " " + l.quote(title)
        case .calculated(let title): whereText = l.pick("calculated value", "valor calculado") + " " + l.quote(title)
        case .goal(let title): whereText = l.pick("goal", "objetivo") + " " + l.quote(title.text(l))
        }
        return whereText + ": " + issueText(l)
    }

    func issueText(_ l: Language) -> String {
        switch issue {
        case .titleEmpty: return l.pick("the title is empty", "el título está vacío")
        case .titleTooLong(let max):
            return l.pick("the title is longer than \(max) characters", "el título supera los \(max) caracteres")
        case .shortTitleTooLong:
            return l.pick("the short title is longer than 24 characters", "el título corto supera los 24 caracteres")
        case .badID(let id):
            return l.pick(
                "the id \"\(id)\" may only hold letters, digits, - and _",
                "el id «\(id)» solo admite letras, cifras, - y _")
        case .duplicateID(let id): return l.pick("the id \"\(id)\" is used twice", "el id «\(id)» está repetido")
        case .minNegative: return l.pick("the minimum must be 0 or more", "el mínimo debe ser 0 o más")
        case .maxTooLarge: return l.pick("the maximum must be 999 999 or less", "el máximo debe ser 999 999 o menos")
        case .minNotBelowMax:
            return l.pick("the minimum must be below the maximum", "el mínimo debe ser menor que el máximo")
        case .decimalsOutOfRange: return l.pick("decimals must be 0 to 3", "los decimales van de 0 a 3")
        case .stepNotPositive: return l.pick("the step must be more than 0", "el paso debe ser mayor que 0")
        case .stepNotWritable(let d):
            return d == 1
                ? l.pick("the step must be writable with 1 decimal", "el paso debe poder escribirse con 1 decimal")
                : l.pick(
                    "the step must be writable with \(d) decimals", "el paso debe poder escribirse con \(d) decimales")
        case .stepBeyondRange:
            return l.pick(
                "the step must not be larger than the range from minimum to maximum",
                "el paso no puede ser mayor que el rango del mínimo al máximo")
        case .controlCharacters(let part):
            return l.pick("\(part.name(l)) holds control characters", "\(part.name(l)) contiene caracteres de control")
        case .textTooLong(let part, let max):
            return l.pick(
                "\(part.name(l)) is longer than \(max) characters", "\(part.name(l)) supera los \(max) caracteres")
        case .tooMany(let part, let max):
            return l.pick("more than \(max) \(part.name(.en))", "más de \(max) \(part.name(.es))")
        case .thresholdNotPositive:
            return l.pick(
                "the unusual-change threshold must be more than 0", "el umbral de cambio inusual debe ser mayor que 0")
        case .intervalNotAllowed(let allowed):
            let list = allowed.map(String.init).joined(separator: ", ")
            return l.pick("the minute interval must be one of \(list)", "el intervalo de minutos debe ser \(list)")
        case .maxHoursOutOfRange: return l.pick("the hours limit must be 1 to 99", "el límite de horas va de 1 a 99")
        case .columnsOutOfRange: return l.pick("tiles take 1 to 3 columns", "los mosaicos ocupan de 1 a 3 columnas")
        case .tooFewOptions: return l.pick("at least two options are needed", "hacen falta al menos dos opciones")
        case .tooManyOptions(let max):
            return l.pick("a scale takes up to \(max) options", "una escala admite hasta \(max) opciones")
        case .optionValueEmpty: return l.pick("an option has no stored value", "una opción no tiene valor guardado")
        case .optionLabelEmpty: return l.pick("an option has no label", "una opción no tiene etiqueta")
        case .duplicateOptionValue(let v):
            return l.pick("the value \"\(v)\" cannot repeat", "el valor «\(v)» no se puede repetir")
        case .maxLengthOutOfRange:
            return l.pick("the character limit must be 1 to 2000", "el límite de caracteres va de 1 a 2000")
        case .tooFewPhotoNames:
            return l.pick("at least two named photos are needed", "hacen falta al menos dos fotos con nombre")
        case .photoNameInvalid(let n):
            return l.pick(
                "the photo name \"\(n)\" must be 1 to 24 characters and unique",
                "el nombre de foto «\(n)» debe tener de 1 a 24 caracteres y no repetirse")
        case .highlightNotNumber: return l.pick("only a number can be highlighted", "solo se puede destacar un número")
        case .severalHighlights:
            return l.pick("only one screen can be highlighted", "solo se puede destacar una pantalla")
        case .formula(let error):
            let piece = error.position + 1
            switch error.problem {
            case .empty: return l.pick("the formula is empty", "la fórmula está vacía")
            case .unclosedParenthesis:
                return l.pick(
                    "piece \(piece): a parenthesis is not closed", "pieza \(piece): falta cerrar un paréntesis")
            case .missingOperand: return l.pick("the formula ends without a value", "la fórmula termina sin un valor")
            case .unexpected, .extraToken:
                return l.pick("piece \(piece) is out of place", "la pieza \(piece) sobra o está fuera de lugar")
            case .tooLong: return FormulaTextError(.tooLong).message(in: l)
            case .tooDeep: return FormulaTextError(.tooDeep).message(in: l)
            }
        case .unknownReference(let name): return l.pick("\"\(name)\" does not exist", "«\(name)» no existe")
        case .referenceNotNumeric(let name): return l.pick("\"\(name)\" is not a number", "«\(name)» no es un número")
        case .cycle(let chain):
            return l.pick(
                "it reads itself: \(chain.joined(separator: " → "))",
                "se usa a sí mismo: \(chain.joined(separator: " → "))")
        case .tooFewRanges: return l.pick("at least two ranges are needed", "hacen falta al menos dos rangos")
        case .needsExactlyOneOpenRange:
            return l.pick(
                "exactly one range must have no lower bound", "exactamente un rango debe quedar sin límite inferior")
        case .duplicateBound:
            return l.pick("two ranges start at the same bound", "dos rangos empiezan en el mismo límite")
        case .duplicateRangeValue(let v):
            return l.pick("the range value \"\(v)\" repeats", "el valor de rango «\(v)» se repite")
        case .dataValueNotDate(let name):
            return l.pick("\"\(name)\" is not a date data value", "«\(name)» no es un dato de fecha")
        case .lockedByCalculated(let title):
            return l.pick(
                "its type and unit are locked while \"\(title)\" reads it",
                "su tipo y unidad están bloqueados mientras «\(title)» la usa")
        case .goalRule(let refusal): return refusal.message(in: l)
        case .goalFieldMissing(let field): return l.pick("it has no \(field.name(l))", "le falta \(field.name(l))")
        case .goalSourceGone(let id):
            return l.pick(
                "it follows \"\(id)\", which the form does not have", "sigue «\(id)», que el formulario no tiene")
        case .goalAnswerUnknown(let answer, let name, let choices):
            return l.pick(
                "it counts \"\(answer)\", which is not an answer of \"\(name)\" (answers: \(choices.joined(separator: ", "))); an option or range a goal counts keeps its value",
                "cuenta «\(answer)», que no es una respuesta de «\(name)» (respuestas: \(choices.joined(separator: ", "))); una opción o un rango que un objetivo cuenta conserva su valor"
            )
        }
    }
}
