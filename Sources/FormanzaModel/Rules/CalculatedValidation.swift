/// The calculated-value half of `FormValidator`.
extension FormValidator {
    func calculated(_ value: CalculatedValue, in form: Form) -> [FormProblem] {
        let place = FormProblem.Place.calculated(value.title)
        var found: [FormProblem] = []
        switch value.kind {
        case .formula(let settings):
            if !(0...3).contains(settings.decimals) { found.append(FormProblem(place, .decimalsOutOfRange)) }
            do { _ = try FormulaParser.parse(settings.tokens) } catch {
                found.append(FormProblem(place, .formula(error)))
            }
            for token in FormulaParser.references(settings.tokens) {
                if let problem = reference(token, in: form) { found.append(FormProblem(place, problem)) }
            }
        case .age(let dataValueID):
            guard let data = dataValues.first(where: { $0.id == dataValueID }) else {
                found.append(FormProblem(place, .unknownReference(dataValueID)))
                break
            }
            if case .number = data.content { found.append(FormProblem(place, .dataValueNotDate(data.name))) }
        case .ranges(let source, let bands):
            switch source {
            case .screen(let id):
                if let problem = reference(.screen(id), in: form) { found.append(FormProblem(place, problem)) }
            case .calculated(let id):
                if let problem = reference(.calculated(id), in: form) { found.append(FormProblem(place, problem)) }
            }
            if bands.count < 2 { found.append(FormProblem(place, .tooFewRanges)) }
            if bands.filter({ $0.lowerBound == nil }).count != 1 {
                found.append(FormProblem(place, .needsExactlyOneOpenRange))
            }
            let bounds = bands.compactMap(\.lowerBound)
            if Set(bounds).count != bounds.count { found.append(FormProblem(place, .duplicateBound)) }
            var values = Set<String>()
            for band in bands where !values.insert(band.value).inserted {
                found.append(FormProblem(place, .duplicateRangeValue(band.value)))
            }
        }
        if let chain = cycle(from: value.id, in: form) { found.append(FormProblem(place, .cycle(chain))) }
        return found
    }

    /// A reference a formula or a ranges source may hold: a numeric screen, a number data
    /// value, another calculated value that yields a number.
    func reference(_ token: FormulaToken, in form: Form) -> FormProblem.Issue? {
        switch token {
        case .screen(let id):
            guard let screen = form.screen(id: id) else { return .unknownReference(id) }
            return screen.kind.isNumeric ? nil : .referenceNotNumeric(screen.title)
        case .data(let id):
            guard let data = dataValues.first(where: { $0.id == id }) else { return .unknownReference(id) }
            if case .date = data.content { return .referenceNotNumeric(data.name) }
            return nil
        case .calculated(let id):
            guard let other = form.calculatedValue(id: id) else { return .unknownReference(id) }
            if case .ranges = other.kind { return .referenceNotNumeric(other.title) }
            return nil
        default:
            return nil
        }
    }

    /// The chain of titles when `id` reaches itself through calculated references, else nil.
    func cycle(from id: String, in form: Form) -> [String]? {
        // Breadth first with one visit per value and no recursion: a file of many values
        // reading each other costs their number, not the number of paths between them.
        var cameFrom: [String: String] = [:]
        var queue = [id]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            guard let value = form.calculatedValue(id: current) else { continue }
            for next in CalculatedDependencies.calculatedReads(of: value) {
                if next == id {
                    var chain = [current]
                    while let previous = cameFrom[chain[0]] { chain.insert(previous, at: 0) }
                    if chain[0] != id { chain.insert(id, at: 0) }
                    return (chain + [id]).compactMap { form.calculatedValue(id: $0)?.title }
                }
                if next != current, cameFrom[next] == nil, next != id {
                    cameFrom[next] = current
                    queue.append(next)
                }
            }
        }
        return nil
    }
}

/// What reads what: what a screen's type and unit are locked by, what a
/// removal takes along, and which calculated values a screen's live preview shows.
public enum CalculatedDependencies {
    /// Ids of the calculated values `value` reads directly.
    public static func calculatedReads(of value: CalculatedValue) -> [String] {
        switch value.kind {
        case .formula(let f):
            return f.tokens.compactMap { if case .calculated(let id) = $0 { return id } else { return nil } }
        case .ranges(.calculated(let id), _): return [id]
        default: return []
        }
    }

    /// Whether `value` reads the screen directly.
    public static func readsScreen(_ value: CalculatedValue, _ screenID: String) -> Bool {
        switch value.kind {
        case .formula(let f): return f.tokens.contains(.screen(screenID))
        case .ranges(.screen(let id), _): return id == screenID
        default: return false
        }
    }

    /// Whether `value` reads the data value directly.
    public static func readsData(_ value: CalculatedValue, _ dataID: String) -> Bool {
        switch value.kind {
        case .formula(let f): return f.tokens.contains(.data(dataID))
        case .age(let id): return id == dataID
        default: return false
        }
    }

    /// The calculated values of `form` that read `screenID`, directly or through others
    /// (the preview shows only values computed from that screen; a removal takes
    /// along what reads the screen).
    public static func dependents(ofScreen screenID: String, in form: Form) -> [CalculatedValue] {
        closure(in: form) { readsScreen($0, screenID) }
    }

    /// The calculated values of `form` that read the data value, directly or through others.
    public static func dependents(ofData dataID: String, in form: Form) -> [CalculatedValue] {
        closure(in: form) { readsData($0, dataID) }
    }

    /// The calculated values that read `calculatedID`, directly or through others.
    public static func dependents(ofCalculated calculatedID: String, in form: Form) -> [CalculatedValue] {
        closure(in: form) { calculatedReads(of: $0).contains(calculatedID) }
    }

    /// Ids of the data values `calculatedID` reads (directly or through the calculated values it
    /// reads) that have no value: no data value has that id. Until they get one, the value is
    /// empty on every day, so the summary and Progress name them rather than a day's reason.
    public static func missingData(of calculatedID: String, in form: Form, dataValues: [DataValue]) -> [String] {
        var pending = [calculatedID]
        var seen = Set<String>()
        var missing: [String] = []
        let known = Set(dataValues.map(\.id))
        while let id = pending.popLast() {
            guard seen.insert(id).inserted, let value = form.calculatedValue(id: id) else { continue }
            let read: [String]
            switch value.kind {
            case .formula(let f):
                read = f.tokens.compactMap { if case .data(let d) = $0 { return d } else { return nil } }
            case .age(let d): read = [d]
            case .ranges: read = []
            }
            missing += read.filter { !known.contains($0) && !missing.contains($0) }
            pending += calculatedReads(of: value)
        }
        return missing
    }

    static func closure(in form: Form, seed: (CalculatedValue) -> Bool) -> [CalculatedValue] {
        var ids = Set(form.calculated.filter(seed).map(\.id))
        var grew = true
        while grew {
            grew = false
            for value in form.calculated
            where !ids.contains(value.id)
                && calculatedReads(of: value).contains(where: ids.contains)
            {
                ids.insert(value.id)
                grew = true
            }
        }
        return form.calculated.filter { ids.contains($0.id) }
    }
}
