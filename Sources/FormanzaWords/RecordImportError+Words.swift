import FormanzaBase
import FormanzaModel

/// How a refused records file is said: the line at fault, then what is wrong with it.
extension RecordImportError: UserFacingError {
    public func message(in l: Language) -> String {
        l.tr(
            "line {0}: {1}. Nothing was imported.", line, problem.message(in: l))
    }
}

extension RecordImportError.Problem {
    func message(in l: Language) -> String {
        let show = { (text: String) in RecordImportError.shown(text) }
        switch self {
        case .notARecord:
            return l.tr(
                "not a record (a JSON object with form, day, screen and savedAt as text, and a value)")
        case .badDay(let text):
            return l.tr("day \"{0}\" is not YYYY-MM-DD", show(text))
        case .futureDay(let text):
            return l.tr("day {0} is in the future", show(text))
        case .dayBeforeRecords(let text):
            return l.tr(
                "day {0} is before {1} (days from then up to today are recorded)", show(text), ShownYears.firstDay.iso
            )
        case .badSavedAt(let text):
            return l.tr(
                "savedAt \"{0}\" is not a UTC instant of the years {1}–{2} (YYYY-MM-DDTHH:MM:SSZ)", show(text),
                ShownYears.first, ShownYears.last
            )
        case .badScreenID(let id):
            return l.tr(
                "screen \"{0}\" is not a screen id (letters, digits, - and _)", show(id))
        case .unknownScreen(let id, let form):
            return l.tr(
                "\"{0}\" has no screen \"{1}\" and the row gives no type", form, show(id))
        case .noTypeForRemovedForm(let id):
            return l.tr(
                "form \"{0}\" was deleted, so the row must give its type", show(id))
        case .unknownType(let type):
            return l.tr(
                "\"{0}\" is not a screen type ({1})", show(type), FieldKind.typeNames.joined(separator: ", "))
        case .unitNotAllowed(let type):
            return l.tr(
                "a {0} answer has no unit (only number and slider answers do)", show(type))
        case .badUnit(let unit):
            return l.tr(
                "unit \"{0}\" is longer than {1} characters or holds control characters", show(unit),
                FormLimits.unitLength
            )
        case .badValue(let value, let screen, let error):
            return "\(screen): \"\(show(value))\": \(error.message(in: l))"
        case .badStoredValue(let value, let type):
            return l.tr(
                "\"{0}\" is not a value of type {1}", show(value), show(type))
        case .unreadableValue:
            return l.tr(
                "the value is not text, a finite number, true or false, a list of texts or an object of texts")
        case .missingPhoto(let name):
            return l.tr(
                "the store's photos folder has no photo \"{0}\" (a photo answer names a photo already stored there)",
                show(name)
            )
        case .photoNotOnPhotoScreen(let screen, let type):
            return l.tr(
                "screen \"{0}\" is not a {1} screen, and a photo answer is imported only onto one", show(screen),
                show(type)
            )
        }
    }
}

/// How rows of unknown forms are refused, with the way to bring them in.
extension UnknownFormsError: UserFacingError {
    public func message(in l: Language) -> String {
        l.trn(
            "{0} row(s) name forms this store doesn't have: {1}; import their definitions first with `formanza form import`, or add --skip-unknown-forms. Nothing was imported.",
            "{0} row(s) name forms this store doesn't have: {1}; import their definitions first with `formanza form import`, or add --skip-unknown-forms. Nothing was imported.",
            rows, rows, RecordImportError.listed(forms))
    }
}
