import FormanzaModel
import FormanzaSQLite
import FormanzaState
import Foundation

@testable import FormanzaSync

/// The random changes of the convergence test, made through the store's own writes as the
/// commands make them. Each returns the parts it changed (as the person meant them: the
/// screen edited, the goal added and the goals' order, …); the test reads their new texts from
/// the device's store afterwards. Removals the form editor would refuse (a screen a goal
/// follows, a data value a formula reads) are not made: the ties come from concurrent changes.
struct ItemOperations {
    static let forms = ["f1", "f2"]

    let store: Store
    let step: Int64

    /// A form as the test starts it: three number screens, no goals.
    static func newForm(_ id: String, step: Int64) -> Form {
        Form(
            id: id, title: "Form \(step)",
            screens: (0..<3).map { Screen(id: "s\(step)-\($0)", title: "Screen \($0)", kind: .yesNo) })
    }

    /// The parts changed and the form as saved (nil when removed).
    func formChange(_ roll: UInt64, _ rng: inout SeededGenerator) throws -> (parts: [PartKey], saved: Form?)? {
        let id = Self.forms[Int(rng.next() % 2)]
        guard var form = try store.loadForm(id: id) else {
            // Form add: all its parts.
            let form = Self.newForm(id, step: step)
            try store.saveForm(form)
            return (Array(try FormParts.parts(of: form).keys), form)
        }
        let orderOf = { (list: OrderedList) in PartKey(kind: .order, key: [id, list.rawValue]) }
        let pick = { (count: Int, rng: inout SeededGenerator) in count == 0 ? nil : Int(rng.next() % UInt64(count)) }
        var changed: [PartKey] = []
        switch roll % 14 {
        case 0, 1:  // screen edit
            guard let index = pick(form.screens.count, &rng) else { return nil }
            form.screens[index].title = "Edited \(step)"
            changed = [PartKey(kind: .screen, key: [id, form.screens[index].id])]
        case 2:  // screen add, at a random place
            let screen = Screen(id: "s\(step)", title: "Added \(step)", kind: .yesNo)
            form.screens.insert(screen, at: Int(rng.next() % UInt64(form.screens.count + 1)))
            changed = [PartKey(kind: .screen, key: [id, screen.id]), orderOf(.screens)]
        case 3:  // screen remove, when nothing reads it
            guard let index = pick(form.screens.count, &rng) else { return nil }
            let screenID = form.screens[index].id
            let readers =
                form.goals.filter { $0.source == .screen(screenID) }.count
                + form.calculated.filter { Self.reads($0, screenID) }.count
            guard readers == 0 else { return nil }
            form.screens.remove(at: index)
            changed = [PartKey(kind: .screen, key: [id, screenID]), orderOf(.screens)]
        case 4:  // reorder
            guard form.screens.count > 1 else { return nil }
            let before = form.screens.map(\.id)
            form.screens.shuffle(using: &rng)
            // A shuffle that keeps the order changes nothing, so the device publishes nothing:
            // the reference must not count it as a later write of the order either.
            guard form.screens.map(\.id) != before else { return nil }
            changed = [orderOf(.screens)]
        case 5:  // goal add, on a screen or a calculated value
            let source: ValueSource
            if let value = pick(form.calculated.count, &rng), rng.next() % 2 == 0 {
                source = .calculated(form.calculated[value].id)
            } else if let screen = pick(form.screens.count, &rng) {
                source = .screen(form.screens[screen].id)
            } else {
                return nil
            }
            let goal = Goal(id: "g\(step)", kind: .value, source: source, target: Double(step))
            form.goals.append(goal)
            changed = [PartKey(kind: .goal, key: [id, goal.id]), orderOf(.goals)]
        case 6:  // goal edit
            guard let index = pick(form.goals.count, &rng) else { return nil }
            form.goals[index].target = Double(step)
            changed = [PartKey(kind: .goal, key: [id, form.goals[index].id])]
        case 7:  // goal remove
            guard let index = pick(form.goals.count, &rng) else { return nil }
            changed = [PartKey(kind: .goal, key: [id, form.goals.remove(at: index).id]), orderOf(.goals)]
        case 8:  // calculated value add: a screen times a data value
            let data = try store.loadDataValues()
            guard let screen = pick(form.screens.count, &rng), let value = pick(data.count, &rng) else { return nil }
            let calculated = CalculatedValue(
                id: "c\(step)", title: "Calc \(step)",
                kind: .formula(
                    FormulaSettings(tokens: [
                        .screen(form.screens[screen].id), .op(.multiply), .data(data[value].id),
                    ])))
            form.calculated.append(calculated)
            changed = [PartKey(kind: .calculated, key: [id, calculated.id]), orderOf(.calculated)]
        case 9:  // calculated value edit
            guard let index = pick(form.calculated.count, &rng) else { return nil }
            form.calculated[index].title = "Calc \(step)"
            changed = [PartKey(kind: .calculated, key: [id, form.calculated[index].id])]
        case 10:  // calculated value remove, when no goal follows it
            guard let index = pick(form.calculated.count, &rng) else { return nil }
            let valueID = form.calculated[index].id
            guard !form.goals.contains(where: { $0.source == .calculated(valueID) }) else { return nil }
            form.calculated.remove(at: index)
            changed = [PartKey(kind: .calculated, key: [id, valueID]), orderOf(.calculated)]
        case 11, 12:  // the form's own fields
            form.title = "Form \(step)"
            form.active = rng.next() % 4 != 0
            changed = [PartKey(kind: .formFields, key: [id])]
        default:  // form remove: every part it shows
            let parts = Array(try FormParts.parts(of: form).keys)
            try store.removeFormFile(id: id)
            return (parts, nil)
        }
        try store.saveForm(form)
        return (changed, form)
    }

    /// Whether a formula reads the screen or data value `id`.
    static func reads(_ value: CalculatedValue, _ id: String) -> Bool {
        guard case .formula(let settings) = value.kind else { return false }
        return settings.tokens.contains { $0 == .screen(id) || $0 == .data(id) }
    }

    func dataChange(_ roll: UInt64, _ rng: inout SeededGenerator) throws -> [PartKey] {
        let values = try store.loadDataValues()
        let order = PartKey(kind: .dataOrder, key: [])
        switch roll % 3 {
        case 0:  // add
            let value = DataValue(id: "d\(step)", name: "Value \(step)", content: .number(Double(step), unit: "kg"))
            try store.updateDataValues { $0.append(value) }
            return [PartKey(kind: .dataValue, key: [value.id]), order]
        case 1:  // set
            guard !values.isEmpty else { return [] }
            let index = Int(rng.next() % UInt64(values.count))
            try store.updateDataValues { $0[index].content = .number(Double(step), unit: "kg") }
            return [PartKey(kind: .dataValue, key: [values[index].id])]
        default:  // remove, when no formula of this device reads it
            guard !values.isEmpty else { return [] }
            let value = values[Int(rng.next() % UInt64(values.count))]
            let read = try store.loadForms().forms.contains { form in
                form.calculated.contains { Self.reads($0, value.id) }
            }
            guard !read else { return [] }
            try store.updateDataValues { $0.removeAll { $0.id == value.id } }
            return [PartKey(kind: .dataValue, key: [value.id]), order]
        }
    }
}
