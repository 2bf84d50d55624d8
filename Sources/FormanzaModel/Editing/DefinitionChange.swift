/// What replacing a form's definition by an edited one (`form edit`, `form import`, and each
/// screen command) means, judged the way the app's editors judge a change:
///
/// - screens whose type or unit changed hide their earlier answers: a warning;
/// - such a change is refused while a calculated value reads the screen or a goal follows it;
/// - removed options that answers used ask for a confirmation; options a goal counts
///   cannot go;
/// - screens gone from the definition take along the calculated values and goals that still
///   read them, after one confirmation.
public struct DefinitionChange: Sendable {
    public struct Hidden: Sendable, Equatable {
        public let screen: Screen
        /// Answers that showed before and stop showing now.
        public let count: Int
        /// Answers saved under the new type and unit that show again (a change undone brings them
        /// back).
        public let revived: Int
    }

    public struct RemovedOptions: Sendable, Equatable {
        public let screen: Screen
        public let options: [ChoiceOption]
        /// How many answers used them.
        public let uses: Int
    }

    public let old: Form?
    public let new: Form
    public let hidden: [Hidden]
    public let removedOptions: [RemovedOptions]
    public let removedScreens: [Screen]
    /// Calculated values and goals that read removed screens and must go with them.
    public let leftovers: RemovalPlan

    /// Compares `old` (nil for a new form) with `new`. `answers` is asked for only when a
    /// type, a unit or an option changed. Throws the first locked change.
    public static func analyze(old: Form?, new: Form, answers: () throws -> StoredAnswers) throws -> DefinitionChange {
        guard let old else {
            return DefinitionChange(
                old: nil, new: new, hidden: [], removedOptions: [], removedScreens: [], leftovers: RemovalPlan())
        }
        let removedScreens = old.screens.filter { new.screen(id: $0.id) == nil }
        let leftovers = RemovalPlan.leftovers(ofRemovedScreens: removedScreens.map(\.id), in: new)
        var kept = new
        leftovers.apply(to: &kept)
        var typeChanged: [(Screen, Screen)] = []
        var optionChanges: [(Screen, [ChoiceOption])] = []
        for screen in kept.screens {
            guard let before = old.screen(id: screen.id) else { continue }
            // The dependants of the new definition, named as the screen was before the change.
            var named = kept
            if let index = named.screens.firstIndex(where: { $0.id == screen.id }) { named.screens[index] = before }
            if ScreenChange.typeOrUnitChanged(from: before, to: screen) {
                try ScreenChange.checkUnlocked(before, in: named)
                typeChanged.append((before, screen))
            } else {
                let removed = ScreenChange.removedOptions(from: before, to: screen)
                try ScreenChange.checkOptionsFreeOfGoals(removed, of: screen, in: named)
                if !removed.isEmpty { optionChanges.append((screen, removed)) }
            }
        }
        var hidden: [Hidden] = []
        var removedOptions: [RemovedOptions] = []
        if !typeChanged.isEmpty || !optionChanges.isEmpty {
            let stored = try answers()
            hidden = typeChanged.map {
                Hidden(
                    screen: $1, count: stored.hiddenCount(from: $0, to: $1),
                    revived: stored.hiddenCount(from: $1, to: $0))
            }
            for (screen, options) in optionChanges {
                let used = stored.usedOptionValues(screen: screen.id)
                let withHistory = options.filter { used.contains($0.value) }
                if !withHistory.isEmpty {
                    let uses = withHistory.map { stored.count(of: $0.value, screen: screen.id) }.reduce(0, +)
                    removedOptions.append(RemovedOptions(screen: screen, options: withHistory, uses: uses))
                }
            }
        }
        return DefinitionChange(
            old: old, new: new, hidden: hidden, removedOptions: removedOptions,
            removedScreens: removedScreens, leftovers: leftovers)
    }

    /// The definition to save once the leftovers are accepted.
    public var result: Form {
        var form = new
        leftovers.apply(to: &form)
        return form
    }

    /// Whether saving `result` is the same as saving nothing.
    public var changesNothing: Bool { old == result }
}
