import FormanzaBase

/// Computes a form's calculated values for one day. Nothing is stored: every
/// call works from the day's answers, the data values and the record's date.
public struct Calculator: Sendable {
    public let form: Form
    /// The day's visible answers of the form (see `DayStates.visibleAnswers`).
    public let answers: [String: Answer]
    public let dataValues: [DataValue]
    public let day: CivilDate

    /// The longest chain of calculated values reading one another that is followed.
    public static let maxChain = 64

    public init(form: Form, answers: [String: Answer], dataValues: [DataValue], day: CivilDate) {
        self.form = form
        self.answers = answers
        self.dataValues = dataValues
        self.day = day
    }

    /// Every calculated value of the form, in order.
    public func all() -> [(CalculatedValue, CalculatedResult)] {
        form.calculated.map { ($0, result(of: $0)) }
    }

    /// A value reading a data value that has no value yet is empty for that reason first, whatever
    /// the day's answers: it is the reason that lasts, and the one the person can fix once.
    public func result(of value: CalculatedValue) -> CalculatedResult {
        if let missing = CalculatedDependencies.missingData(of: value.id, in: form, dataValues: dataValues).first {
            return .empty(.missingDataValue(missing))
        }
        var visiting: [String] = []
        return evaluate(value, visiting: &visiting)
    }

    private func evaluate(_ value: CalculatedValue, visiting: inout [String]) -> CalculatedResult {
        guard !visiting.contains(value.id) else { return .empty(.cycle(visiting + [value.id])) }
        // A chain of calculated values reading each other is as deep as the recursion here.
        guard visiting.count < Calculator.maxChain else { return .empty(.tooLarge(form.id)) }
        visiting.append(value.id)
        defer { visiting.removeLast() }
        switch value.kind {
        case .formula(let settings):
            let node: FormulaNode
            do { node = try FormulaParser.parse(settings.tokens) } catch {
                // A file edited by hand may hold what the editors refuse: it is named, and the
                // rest of the form still works.
                if error.problem == .tooLong || error.problem == .tooDeep { return .empty(.tooLarge(form.id)) }
                return .empty(.invalidFormula)
            }
            switch number(node, visiting: &visiting) {
            case .success(let n): return .number(n, decimals: settings.decimals, unit: settings.unit)
            case .failure(let reason): return .empty(reason)
            }
        case .age(let dataValueID):
            guard let data = dataValues.first(where: { $0.id == dataValueID }),
                case .date(let born) = data.content
            else { return .empty(.missingDataValue(dataValueID)) }
            guard let years = Calculator.wholeYears(from: born, to: day) else { return .empty(.beforeBirth) }
            return .age(years)
        case .ranges(let source, let bands):
            let input: Result<Double, EmptyReason>
            switch source {
            case .screen(let id): input = screenNumber(id)
            case .calculated(let id):
                guard let other = form.calculatedValue(id: id) else { return .empty(.missingReference(id)) }
                input = evaluate(other, visiting: &visiting).numeric
            }
            switch input {
            case .success(let n): return .band(Calculator.band(for: n, in: bands) ?? bands[0])
            case .failure(let reason): return .empty(reason)
            }
        }
    }

    private func number(_ node: FormulaNode, visiting: inout [String]) -> Result<Double, EmptyReason> {
        switch node {
        case .number(let n): return .success(n)
        case .screen(let id): return screenNumber(id)
        case .data(let id):
            guard let data = dataValues.first(where: { $0.id == id }),
                case .number(let n, _) = data.content
            else { return .failure(.missingDataValue(id)) }
            return .success(n)
        case .calculated(let id):
            guard let other = form.calculatedValue(id: id) else { return .failure(.missingReference(id)) }
            return evaluate(other, visiting: &visiting).numeric
        case .negate(let inner):
            return number(inner, visiting: &visiting).map { -$0 }
        case .binary(let op, let lhs, let rhs):
            let left = number(lhs, visiting: &visiting)
            let right = number(rhs, visiting: &visiting)
            guard case .success(let a) = left else { return left }
            guard case .success(let b) = right else { return right }
            let result: Double
            switch op {
            case .add: result = a + b
            case .subtract: result = a - b
            case .multiply: result = a * b
            case .divide:
                guard b != 0 else { return .failure(.noValue) }
                result = a / b
            case .power: result = Calculator.power(a, b)
            }
            return result.isFinite ? .success(result) : .failure(.noValue)
        }
    }

    private func screenNumber(_ id: String) -> Result<Double, EmptyReason> {
        guard let answer = answers[id], let n = AnswerDisplay.number(answer.value) else {
            return .failure(.unanswered(id))
        }
        return .success(n)
    }

    /// `a^b`; an impossible root (a negative base with a fractional exponent) is NaN. A fractional
    /// power goes through the standard library's `_exp` and `_log` (the C library's `exp` and
    /// `log` underneath), so the model needs no door to the C library.
    static func power(_ a: Double, _ b: Double) -> Double {
        if b == b.rounded(), abs(b) <= 1024 {
            var result = 1.0
            for _ in 0..<Int(abs(b)) { result *= a }
            return b < 0 ? 1 / result : result
        }
        return a < 0 ? .nan : _exp(b * _log(a))
    }

    /// Whole years from `born` to `day`; a 29 February birthday counts on 1 March in
    /// other years (our choice). Nil when `day` is before `born`.
    public static func wholeYears(from born: CivilDate, to day: CivilDate) -> Int? {
        guard day >= born else { return nil }
        var years = day.year - born.year
        let birthdayMonth = born.month
        let birthdayDay = born.day
        let thisYearsBirthday: (Int, Int) =
            (birthdayMonth == 2 && birthdayDay == 29 && !CivilDate.isLeapYear(day.year))
            ? (3, 1) : (birthdayMonth, birthdayDay)
        if (day.month, day.day) < thisYearsBirthday { years -= 1 }
        return years
    }

    /// The band whose lower bound is the greatest one not above `value` (bounds inclusive);
    /// the band without a bound takes everything below.
    public static func band(for value: Double, in bands: [RangeBand]) -> RangeBand? {
        let bounded = bands.filter { $0.lowerBound != nil }.sorted { $0.lowerBound! < $1.lowerBound! }
        if let match = bounded.last(where: { value >= $0.lowerBound! }) { return match }
        return bands.first { $0.lowerBound == nil }
    }
}

/// The result of one calculated value on one day.
public enum CalculatedResult: Hashable, Sendable {
    case number(Double, decimals: Int, unit: String)
    case age(Int)
    case band(RangeBand)
    case empty(EmptyReason)

    /// The numeric reading other formulas and ranges use (a band has none).
    var numeric: Result<Double, EmptyReason> {
        switch self {
        case .number(let n, _, _): return .success(n)
        case .age(let years): return .success(Double(years))
        case .band: return .failure(.notANumber)
        case .empty(let reason): return .failure(reason)
        }
    }

    /// What the summary shows: "37.2 kg/m²", "26 years", "XL", or "" when empty.
    public func display(_ l: Language) -> String {
        switch self {
        case .number(let n, let decimals, let unit):
            let text = NumberText.format(n, decimals: decimals, language: l)
            return unit.isEmpty ? text : text + " " + unit
        case .age(let years):
            return l.trn("{0} year", "{0} years", years)
        case .band(let band):
            return band.label
        case .empty:
            return ""
        }
    }
}

/// Why a calculated value is empty on a day.
public enum EmptyReason: Error, Hashable, Sendable {
    case unanswered(String)
    case missingDataValue(String)
    case missingReference(String)
    /// Division by zero or an impossible root.
    case noValue
    case beforeBirth
    case notANumber
    case invalidFormula
    /// A formula (or chain of calculated values) beyond the limits, in the form of this id.
    case tooLarge(String)
    case cycle([String])
}
