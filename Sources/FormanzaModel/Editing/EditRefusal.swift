import FormanzaBase

/// Why an edit of forms, screens, data values or calculated values is refused: the editing
/// rules about a change (the definition's own validity is
/// `FormProblem`'s job). Each case names what was wrong, in English and Spanish.

public struct EditRefusal: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case formTitleEmpty
        case formTitleTooLong(max: Int)
        /// A title or name holding control characters (escape, NUL…): they would act on the
        /// terminal of whoever lists it.
        case controlCharacters(String)
        /// Our rule: two forms never share a title (compared without case), so a title
        /// always names one form on the command line.
        case formTitleTaken(String)
        /// The last form cannot be deleted.
        case lastForm(String)
        case positionOutOfRange(Int, count: Int)
        /// Type and unit are locked while a calculated value reads the screen.
        case typeLockedByCalculated(screen: String, calculated: String)
        /// Also while a goal follows the screen.
        case typeLockedByGoal(screen: String, goal: GoalTitle)
        /// An option a goal counts cannot be removed or change its value.
        case optionUsedByGoal(screen: String, value: String, goal: GoalTitle)
        case calculatedTitleTaken(String)
        case dataNameEmpty
        case dataNameTooLong(max: Int)
        case dataNameTaken(String)
        /// A date data value lies between 1900-01-01 and today.
        case dataDateOutOfRange(CivilDate, today: CivilDate)
        /// A data value's kind (number or date) is chosen at creation.
        case dataKindFixed(name: String, isDate: Bool)
        case bandMalformed(String)
        /// The stored form changed between reading it and saving the edit.
        case changedMeanwhile(String)
        /// `form edit` keeps the form's id; a different id is an import.
        case idChanged(old: String, new: String)
        case formExists(String)
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }
}

extension EditRefusal: UserFacingError {
    public func message(in l: Language) -> String {
        switch reason {
        case .formTitleEmpty:
            return l.pick("the form's title is empty", "el título del formulario está vacío")
        case .controlCharacters(let text):
            return l.pick(
                "\"\(VisibleText.escape(text))\" holds control characters; type it without them",
                "«\(VisibleText.escape(text))» contiene caracteres de control; escríbelo sin ellos")
        case .formTitleTooLong(let max):
            return l.pick(
                "the form's title is longer than \(max) characters",
                "el título del formulario supera los \(max) caracteres")
        case .formTitleTaken(let title):
            return l.pick(
                "a form called \"\(title)\" already exists; choose another title",
                "ya existe un formulario «\(title)»; elige otro título")
        case .lastForm(let title):
            return l.pick(
                "\"\(title)\" is the last form and cannot be deleted",
                "«\(title)» es el último formulario y no se puede eliminar")
        case .positionOutOfRange(let n, let count):
            return l.pick(
                "position \(n) is outside 1 to \(count)", "la posición \(n) está fuera del rango de 1 a \(count)")
        case .typeLockedByCalculated(let screen, let calculated):
            return l.pick(
                "the type and unit of \"\(screen)\" are locked while the calculated value \"\(calculated)\" reads it; remove that value first",
                "el tipo y la unidad de «\(screen)» están bloqueados mientras el valor calculado «\(calculated)» la usa; quita antes ese valor"
            )
        case .typeLockedByGoal(let screen, let goal):
            return l.pick(
                "the type and unit of \"\(screen)\" are locked while the goal \"\(goal.english)\" follows it; remove the goal first",
                "el tipo y la unidad de «\(screen)» están bloqueados mientras el objetivo «\(goal.spanish)» la sigue; quita antes el objetivo"
            )
        case .optionUsedByGoal(let screen, let value, let goal):
            return l.pick(
                "the option \"\(value)\" of \"\(screen)\" is counted by the goal \"\(goal.english)\" and cannot be removed or change its value",
                "la opción «\(value)» de «\(screen)» la cuenta el objetivo «\(goal.spanish)» y no se puede quitar ni cambiar de valor"
            )
        case .calculatedTitleTaken(let title):
            return l.pick(
                "this form already has a calculated value called \"\(title)\"",
                "este formulario ya tiene un valor calculado «\(title)»")
        case .dataNameEmpty:
            return l.pick("the data value's name is empty", "el nombre del dato está vacío")
        case .dataNameTooLong(let max):
            return l.pick(
                "the data value's name is longer than \(max) characters",
                "el nombre del dato supera los \(max) caracteres")
        case .dataNameTaken(let name):
            return l.pick("a data value called \"\(name)\" already exists", "ya existe un dato «\(name)»")
        case .dataDateOutOfRange(let date, let today):
            return l.pick(
                "the date \(date.iso) must be from 1900-01-01 to today (\(today.iso))",
                "la fecha \(date.iso) debe ir del 1900-01-01 a hoy (\(today.iso))")
        case .dataKindFixed(let name, let isDate):
            return isDate
                ? l.pick(
                    "\"\(name)\" is a date; a data value keeps the kind it was created with (remove it and create it again)",
                    "«\(name)» es una fecha; un dato conserva el tipo con el que se creó (quítalo y vuelve a crearlo)")
                : l.pick(
                    "\"\(name)\" is a number; a data value keeps the kind it was created with (remove it and create it again)",
                    "«\(name)» es un número; un dato conserva el tipo con el que se creó (quítalo y vuelve a crearlo)")
        case .bandMalformed(let text):
            return l.pick(
                "the range \"\(text)\" is not VALUE:LABEL:LOWER (LOWER empty for the range without lower bound)",
                "el rango «\(text)» no es VALOR:ETIQUETA:INFERIOR (INFERIOR vacío para el rango sin límite inferior)")
        case .changedMeanwhile(let title):
            return l.pick(
                "\"\(title)\" was changed by another program meanwhile; nothing was saved, try again",
                "otro programa cambió «\(title)» mientras tanto; no se guardó nada, vuelve a intentarlo")
        case .idChanged(let old, let new):
            return l.pick(
                "the form's id cannot change from \"\(old)\" to \"\(new)\" here; use `formanza form import` to create another form",
                "el id del formulario no puede pasar de «\(old)» a «\(new)» aquí; usa `formanza form import` para crear otro formulario"
            )
        case .formExists(let id):
            return l.pick("a form with id \"\(id)\" already exists", "ya existe un formulario con id «\(id)»")
        }
    }
}
