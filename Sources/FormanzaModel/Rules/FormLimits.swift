import FormanzaBase

/// How much a form may hold, and how long its texts may be: far beyond any real form, but
/// bounded, so an imported or hand-edited file cannot make every command slow or its output
/// unreadable. Checked with the editors' other rules (`FormValidator`).

public enum FormLimits {
    public static let screens = 200
    public static let calculated = 60
    public static let goals = 100
    public static let options = 100
    /// Option labels and values, range labels, photo names.
    public static let labelLength = 100
    public static let unitLength = 24
    public static let placeholderLength = 200

    /// What a limit or a problem is about, named in the person's language.
    public enum Part: Sendable, Equatable {
        case screens, calculated, goals, options, title, shortTitle, label, unit, placeholder

        public func name(_ l: Language) -> String {
            switch self {
            case .screens: return l.tr("screens")
            case .calculated: return l.tr("calculated values")
            case .goals: return l.tr("goals")
            case .options: return l.tr("options")
            case .title: return l.tr("the title")
            case .shortTitle: return l.tr("the short title")
            case .label: return l.tr("a label")
            case .unit: return l.tr("the unit")
            case .placeholder: return l.tr("the placeholder")
            }
        }
    }

    static func counts(of form: Form) -> [FormProblem] {
        var found: [FormProblem] = []
        if form.screens.count > screens { found.append(FormProblem(.form, .tooMany(.screens, max: screens))) }
        if form.calculated.count > calculated {
            found.append(FormProblem(.form, .tooMany(.calculated, max: calculated)))
        }
        if form.goals.count > goals { found.append(FormProblem(.form, .tooMany(.goals, max: goals))) }
        return found
    }

    /// Labels, units and placeholders of a screen: no control characters, bounded lengths.
    static func texts(of screen: Screen, at place: FormProblem.Place) -> [FormProblem] {
        var found: [FormProblem] = []
        func check(_ text: String, _ part: Part, max: Int) {
            if VisibleText.containsControls(text) {
                found.append(FormProblem(place, .controlCharacters(part)))
            } else if text.count > max {
                found.append(FormProblem(place, .textTooLong(part, max: max)))
            }
        }
        // The short title's length is the validator's own check (`shortTitleTooLong`), trimmed
        // as the editors trim it; here only its characters, so each problem is told once.
        if VisibleText.containsControls(screen.shortTitle) {
            found.append(FormProblem(place, .controlCharacters(.shortTitle)))
        }
        switch screen.kind {
        case .number(let s), .slider(let s): check(s.unit, .unit, max: unitLength)
        case .singleChoice(let s):
            if s.options.count > options { found.append(FormProblem(place, .tooMany(.options, max: options))) }
            for option in s.options.prefix(options) {
                check(option.value, .label, max: labelLength)
                check(option.label, .label, max: labelLength)
                check(option.detail ?? "", .label, max: labelLength)
            }
        case .multipleChoice(let s):
            if s.options.count > options { found.append(FormProblem(place, .tooMany(.options, max: options))) }
            for option in s.options.prefix(options) {
                check(option.value, .label, max: labelLength)
                check(option.label, .label, max: labelLength)
                check(option.detail ?? "", .label, max: labelLength)
            }
        case .text(let s): check(s.placeholder, .placeholder, max: placeholderLength)
        case .multiPhoto(let s): for name in s.names.prefix(options) { check(name, .label, max: labelLength) }
        default: break
        }
        return found
    }
}
