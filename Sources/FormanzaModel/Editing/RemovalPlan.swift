/// What one removal takes along: removing a screen, a data value or a
/// calculated value also removes every calculated value that reads it, directly or through
/// others, and the goals that follow any of them. The plan is shown in the one confirmation
/// a person is asked, then applied; answers are never touched.
public struct RemovalPlan: Hashable, Sendable {
    public var screens: [Screen] = []
    public var calculated: [CalculatedValue] = []
    public var goals: [Goal] = []

    public init(screens: [Screen] = [], calculated: [CalculatedValue] = [], goals: [Goal] = []) {
        self.screens = screens
        self.calculated = calculated
        self.goals = goals
    }

    /// Removing screen `id` of `form`.
    public static func screen(_ id: String, in form: Form) -> RemovalPlan {
        let screens = form.screens.filter { $0.id == id }
        let calculated = CalculatedDependencies.dependents(ofScreen: id, in: form)
        return RemovalPlan(
            screens: screens, calculated: calculated,
            goals: goals(of: form, screens: [id], calculated: calculated.map(\.id)))
    }

    /// Removing calculated value `id` of `form`: itself and the ones that read it.
    public static func calculated(_ id: String, in form: Form) -> RemovalPlan {
        let dependents = CalculatedDependencies.dependents(ofCalculated: id, in: form).map(\.id)
        let ids = Set([id] + dependents)
        let calculated = form.calculated.filter { ids.contains($0.id) }
        return RemovalPlan(calculated: calculated, goals: goals(of: form, screens: [], calculated: Array(ids)))
    }

    /// What removing data value `id` takes from `form` (a data value is shared, so in every form).
    public static func dataValue(_ id: String, in form: Form) -> RemovalPlan {
        let calculated = CalculatedDependencies.dependents(ofData: id, in: form)
        return RemovalPlan(
            calculated: calculated, goals: goals(of: form, screens: [], calculated: calculated.map(\.id)))
    }

    /// What must go with screens `ids` that an edited definition no longer has, when its
    /// calculated values or goals still point at them (the removal happened in a text
    /// editor or an imported file rather than by a command).
    public static func leftovers(ofRemovedScreens ids: [String], in form: Form) -> RemovalPlan {
        var calculated: [String: CalculatedValue] = [:]
        for id in ids {
            for value in CalculatedDependencies.dependents(ofScreen: id, in: form) { calculated[value.id] = value }
        }
        let kept = form.calculated.filter { calculated[$0.id] != nil }
        return RemovalPlan(calculated: kept, goals: goals(of: form, screens: ids, calculated: kept.map(\.id)))
    }

    static func goals(of form: Form, screens: [String], calculated: [String]) -> [Goal] {
        form.goals.filter { goal in
            switch goal.source {
            case .screen(let id): return screens.contains(id)
            case .calculated(let id): return calculated.contains(id)
            }
        }
    }

    /// True when the plan removes nothing at all.
    public var isEmpty: Bool { screens.isEmpty && calculated.isEmpty && goals.isEmpty }

    public func apply(to form: inout Form) {
        let screenIDs = Set(screens.map(\.id))
        let calculatedIDs = Set(calculated.map(\.id))
        let goalIDs = Set(goals.map(\.id))
        form.screens.removeAll { screenIDs.contains($0.id) }
        form.calculated.removeAll { calculatedIDs.contains($0.id) }
        form.goals.removeAll { goalIDs.contains($0.id) }
    }

    /// The plan without `calculatedID` itself: what a calculated value's removal takes along.
    public func without(calculated calculatedID: String) -> RemovalPlan {
        RemovalPlan(screens: screens, calculated: calculated.filter { $0.id != calculatedID }, goals: goals)
    }
}
