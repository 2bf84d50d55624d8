/// Adding, moving and changing screens, as a command or an editor applies
/// them. The form's validity is judged afterwards by `FormValidator`; these are the rules
/// about the change itself.
extension Form {
    /// Inserts `screen` at the 1-based `position` (nil: at the end).
    ///
    /// `highlight` nil applies our default: the first number screen of a form that has no
    /// highlighted value gets the highlight (the summary shows it large). True moves
    /// the highlight to this screen, false leaves it off.
    public mutating func addScreen(_ screen: Screen, at position: Int? = nil, highlight: Bool? = nil)
        throws(EditRefusal)
    {
        let index = try Form.index(forPosition: position, count: screens.count + 1)
        var added = screen
        added.highlight = false
        screens.insert(added, at: index)
        applyHighlight(highlight, to: screen.id)
    }

    /// Moves a screen to the 1-based `position`; answers are keyed by id, so nothing else
    /// changes.
    public mutating func moveScreen(id: String, to position: Int) throws(EditRefusal) {
        guard let from = screens.firstIndex(where: { $0.id == id }) else { return }
        let index = try Form.index(forPosition: position, count: screens.count)
        let screen = screens.remove(at: from)
        screens.insert(screen, at: index)
    }

    /// Replaces a screen by its edited version, refusing a type or unit change the
    /// dependency rules lock. `highlight` works as in `addScreen`, where nil keeps
    /// the flag as edited (and gives it to a screen that just became a number, when none has it).
    public mutating func replaceScreen(_ edited: Screen, highlight: Bool? = nil) throws(EditRefusal) {
        guard let index = screens.firstIndex(where: { $0.id == edited.id }) else { return }
        let old = screens[index]
        if ScreenChange.typeOrUnitChanged(from: old, to: edited) { try ScreenChange.checkUnlocked(old, in: self) }
        var updated = edited
        if updated.kind.type != .number { updated.highlight = false }
        screens[index] = updated
        if let highlight {
            applyHighlight(highlight, to: edited.id)
        } else if updated.highlight {
            applyHighlight(true, to: edited.id)
        } else if old.kind.type != .number {
            applyHighlight(nil, to: edited.id)
        }
    }

    /// Sets the highlight of one screen, keeping at most one highlighted number.
    mutating func applyHighlight(_ wanted: Bool?, to id: String) {
        guard let index = screens.firstIndex(where: { $0.id == id }) else { return }
        let isNumber = screens[index].kind.type == .number
        switch wanted {
        case nil:
            if isNumber && !screens.contains(where: \.highlight) { screens[index].highlight = true }
        case true?:
            for i in screens.indices { screens[i].highlight = false }
            screens[index].highlight = true
        case false?:
            screens[index].highlight = false
        }
    }

    /// The array index of a 1-based position among `count` places.
    static func index(forPosition position: Int?, count: Int) throws(EditRefusal) -> Int {
        guard let position else { return count - 1 }
        guard (1...max(count, 1)).contains(position) else {
            throw EditRefusal(.positionOutOfRange(position, count: count))
        }
        return position - 1
    }
}

/// What a change to one screen means for its answers and dependants.
public enum ScreenChange {
    /// A different type, or a number or slider with a different unit. Earlier answers
    /// then stay on disk but stop showing (`Answer.fits`), and show again if it changes back.
    public static func typeOrUnitChanged(from old: Screen, to new: Screen) -> Bool {
        old.kind.typeName != new.kind.typeName
            || (old.kind.numberSettings?.unit ?? "") != (new.kind.numberSettings?.unit ?? "")
    }

    /// A screen's type and unit are locked while a calculated value of `form`
    /// reads it or a goal follows it.
    public static func checkUnlocked(_ screen: Screen, in form: Form) throws(EditRefusal) {
        if let reader = form.calculated.first(where: { CalculatedDependencies.readsScreen($0, screen.id) }) {
            throw EditRefusal(.typeLockedByCalculated(screen: screen.title, calculated: reader.title))
        }
        if let goal = form.goals.first(where: { $0.source == .screen(screen.id) }) {
            throw EditRefusal(.typeLockedByGoal(screen: screen.title, goal: GoalTitle(goal, in: form)))
        }
    }

    /// The options of `old` that `new` no longer has (by stored value).
    public static func removedOptions(from old: Screen, to new: Screen) -> [ChoiceOption] {
        guard let before = old.kind.options else { return [] }
        let after = Set((new.kind.options ?? []).map(\.value))
        return before.filter { !after.contains($0.value) }
    }

    /// An option a habit goal counts cannot be removed (nor change its value, which removes
    /// the old one). `form` is the form before the change, so the goal is named as it was.
    public static func checkOptionsFreeOfGoals(_ removed: [ChoiceOption], of screen: Screen, in form: Form)
        throws(EditRefusal)
    {
        for option in removed {
            if let goal = form.goals.first(where: { $0.source == .screen(screen.id) && $0.answer == option.value }) {
                throw EditRefusal(
                    .optionUsedByGoal(screen: screen.title, value: option.value, goal: GoalTitle(goal, in: form)))
            }
        }
    }
}
