import FormanzaBase

/// Checks a form's definition as the app's editors do, so a form
/// edited in a text editor or imported from a file obeys the same rules as one built with
/// commands. Returns every problem, in the order the editor would show them.
public struct FormValidator: Sendable {
    public let dataValues: [DataValue]

    public init(dataValues: [DataValue]) {
        self.dataValues = dataValues
    }

    public func problems(in form: Form) -> [FormProblem] {
        var found: [FormProblem] = []
        found += title(form.title, limit: Form.titleLimit, at: .form)
        if !Identifier.isValid(form.id) { found.append(FormProblem(.form, .badID(form.id))) }
        found += FormLimits.counts(of: form)
        var ids = Set<String>()
        for screen in form.screens {
            let place = FormProblem.Place.screen(screen.title)
            if !Identifier.isValid(screen.id) { found.append(FormProblem(place, .badID(screen.id))) }
            if !ids.insert(screen.id).inserted { found.append(FormProblem(place, .duplicateID(screen.id))) }
            found += self.screen(screen)
        }
        let highlighted = form.screens.filter(\.highlight)
        if highlighted.count > 1 { found.append(FormProblem(.screen(highlighted[1].title), .severalHighlights)) }
        for value in form.calculated {
            let place = FormProblem.Place.calculated(value.title)
            if !Identifier.isValid(value.id) { found.append(FormProblem(place, .badID(value.id))) }
            if !ids.insert(value.id).inserted { found.append(FormProblem(place, .duplicateID(value.id))) }
            found += title(value.title, limit: Form.titleLimit, at: place)
            found += calculated(value, in: form)
        }
        found += goals(in: form)
        return found
    }

    func title(_ text: String, limit: Int, at place: FormProblem.Place) -> [FormProblem] {
        let trimmed = text.trimmingWhitespace
        if trimmed.isEmpty { return [FormProblem(place, .titleEmpty)] }
        if trimmed.count > limit { return [FormProblem(place, .titleTooLong(max: limit))] }
        if VisibleText.containsControls(text) { return [FormProblem(place, .controlCharacters(.title))] }
        return []
    }

    func screen(_ screen: Screen) -> [FormProblem] {
        let place = FormProblem.Place.screen(screen.title)
        var found = title(screen.title, limit: Screen.titleLimit, at: place)
        found += FormLimits.texts(of: screen, at: place)
        if screen.shortTitle.trimmingWhitespace.count > Screen.shortTitleLimit {
            found.append(FormProblem(place, .shortTitleTooLong))
        }
        if screen.highlight, case .number = screen.kind {
        } else if screen.highlight {
            found.append(FormProblem(place, .highlightNotNumber))
        }
        switch screen.kind {
        case .number(let s), .slider(let s):
            found += number(s, at: place)
        case .duration(let s):
            if !DurationSettings.allowedIntervals.contains(s.minuteInterval) {
                found.append(FormProblem(place, .intervalNotAllowed(allowed: DurationSettings.allowedIntervals)))
            }
            if !(1...DurationSettings.hoursLimit).contains(s.maxHours) {
                found.append(FormProblem(place, .maxHoursOutOfRange))
            }
        case .singleChoice(let s):
            if s.style == .tiles && !(1...3).contains(s.columns) {
                found.append(FormProblem(place, .columnsOutOfRange))
            }
            if s.style == .scale && s.options.count > 10 { found.append(FormProblem(place, .tooManyOptions(max: 10))) }
            found += options(s.options, at: place)
        case .multipleChoice(let s):
            found += options(s.options, at: place)
        case .text(let s):
            if !(1...2000).contains(s.maxLength) { found.append(FormProblem(place, .maxLengthOutOfRange)) }
        case .time(let s):
            if !TimeSettings.allowedIntervals.contains(s.minuteInterval) {
                found.append(FormProblem(place, .intervalNotAllowed(allowed: TimeSettings.allowedIntervals)))
            }
        case .dateTime(let s):
            if !TimeSettings.allowedIntervals.contains(s.minuteInterval) {
                found.append(FormProblem(place, .intervalNotAllowed(allowed: TimeSettings.allowedIntervals)))
            }
        case .multiPhoto(let s):
            if s.names.count < 2 { found.append(FormProblem(place, .tooFewPhotoNames)) }
            var seen = Set<String>()
            for name in s.names {
                let trimmed = name.trimmingWhitespace
                if trimmed.isEmpty || trimmed.count > 24 || !seen.insert(trimmed.lowercased()).inserted {
                    found.append(FormProblem(place, .photoNameInvalid(name)))
                }
            }
        case .yesNo, .contact, .date, .color, .photo:
            break
        }
        return found
    }

    /// A number: min ≥ 0, max ≤ 999 999, min < max, 0–3 decimals, a step writable with them.
    func number(_ s: NumberSettings, at place: FormProblem.Place) -> [FormProblem] {
        var found: [FormProblem] = []
        if s.min < 0 { found.append(FormProblem(place, .minNegative)) }
        if s.max > 999_999 { found.append(FormProblem(place, .maxTooLarge)) }
        if s.min >= s.max { found.append(FormProblem(place, .minNotBelowMax)) }
        if !(0...3).contains(s.decimals) { found.append(FormProblem(place, .decimalsOutOfRange)) }
        if s.step <= 0 {
            found.append(FormProblem(place, .stepNotPositive))
        } else if s.min < s.max && s.step > s.max - s.min {
            found.append(FormProblem(place, .stepBeyondRange))
        } else if (0...3).contains(s.decimals) && !NumberText.fits(s.step, decimals: s.decimals) {
            found.append(FormProblem(place, .stepNotWritable(decimals: s.decimals)))
        }
        if let threshold = s.unusualChange, threshold <= 0 { found.append(FormProblem(place, .thresholdNotPositive)) }
        return found
    }

    /// Options: at least two options, values present and unique, labels present.
    func options(_ options: [ChoiceOption], at place: FormProblem.Place) -> [FormProblem] {
        var found: [FormProblem] = []
        if options.count < 2 { found.append(FormProblem(place, .tooFewOptions)) }
        var values = Set<String>()
        for option in options {
            if option.value.trimmingWhitespace.isEmpty {
                found.append(FormProblem(place, .optionValueEmpty))
            } else if !values.insert(option.value).inserted {
                found.append(FormProblem(place, .duplicateOptionValue(option.value)))
            }
            if option.label.trimmingWhitespace.isEmpty { found.append(FormProblem(place, .optionLabelEmpty)) }
        }
        return found
    }
}
