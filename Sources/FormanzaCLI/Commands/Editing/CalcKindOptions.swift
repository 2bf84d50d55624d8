import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaWords

extension Command {
    /// The calculation `calc add` and `calc edit` describe: `--formula` (with `--unit`,
    /// `--decimals`), `--age`, or `--ranges` with `--preset` or BANDs. When editing, what is
    /// not given stays as it was.
    static func calcKind(
        _ request: CalcRequest, old: CalculationKind?, form: Form, dataValues: [DataValue], _ l: Language
    ) throws -> CalculationKind {
        let bands = request.bands
        var oldFormula: FormulaSettings?
        var oldRanges: (ValueSource, [RangeBand])?
        switch old {
        case .formula(let f)?: oldFormula = f
        case .ranges(let source, let bands)?: oldRanges = (source, bands)
        default: break
        }
        let wantsFormula = request.formula != nil
        let wantsAge = request.age != nil
        let wantsRanges =
            request.ranges != nil || request.preset != nil
            || (!bands.isEmpty && oldRanges != nil && !wantsFormula && !wantsAge)
        if [wantsFormula, wantsAge, wantsRanges].filter({ $0 }).count > 1 {
            throw CommandError(
                usage: l.tr("choose one of --formula, --age or --ranges"))
        }
        if !wantsRanges, let extra = bands.first {
            throw CommandError(
                usage: l.tr(
                    "unexpected argument \"{0}\" (quote a formula with spaces: --formula \"Weight / Height\")", extra
                ))
        }
        let touchesOutput = request.unit != nil || request.decimals != nil
        if wantsFormula || (touchesOutput && oldFormula != nil && !wantsAge && !wantsRanges) {
            var tokens = oldFormula?.tokens ?? []
            if let text = request.formula {
                tokens = try FormulaText(form: form, dataValues: dataValues).tokens(text)
            }
            return .formula(
                FormulaSettings(
                    tokens: tokens,
                    unit: request.unit?.trimmingWhitespace ?? oldFormula?.unit ?? "",
                    decimals: request.decimals ?? oldFormula?.decimals ?? 1))
        }
        if touchesOutput {
            throw CommandError(
                usage: l.tr("--unit and --decimals belong to a formula"))
        }
        if let name = request.age {
            return .age(dataValueID: try CalculatedRules.dateValue(name, in: dataValues).id)
        }
        if wantsRanges {
            let source: ValueSource
            if let name = request.ranges {
                source = try CalculatedRules.source(name, in: form)
            } else if let old = oldRanges {
                source = old.0
            } else {
                throw CommandError(usage: l.tr("--ranges SOURCE is required"))
            }
            return .ranges(source: source, bands: try rangeBands(request.preset, bands, old: oldRanges?.1, l))
        }
        if let old { return old }
        throw CommandError(usage: l.tr("give --formula, --age or --ranges"))
    }

    /// The BANDs typed, or the preset, or the ones the value had.
    static func rangeBands(_ preset: String?, _ typed: [String], old: [RangeBand]?, _ l: Language) throws
        -> [RangeBand]
    {
        if let preset {
            guard preset == "clothing-sizes" else {
                throw CommandError(
                    usage: l.tr(
                        "unknown preset \"{0}\"; the one preset is clothing-sizes", preset))
            }
            guard typed.isEmpty else {
                throw CommandError(
                    usage: l.tr("give either --preset or BANDs, not both"))
            }
            return StarterForm.clothingSizes
        }
        if !typed.isEmpty { return try typed.map { text throws(EditRefusal) in try CalculatedRules.band(text) } }
        if let old { return old }
        throw CommandError(
            usage: l.tr(
                "give the BANDs (VALUE:LABEL:LOWER …) or --preset clothing-sizes"))
    }
}

/// One entry of `formanza calc list --json`, written with `JSONText`: keys in sorted order, a
/// member whose value is absent left out.
struct CalcListJSON: JSONElement {
    struct Band {
        let value: String
        let label: String
        let lowerBound: Double?
    }

    let id: String
    let title: String
    let type: String
    let formula: String?
    let unit: String?
    let decimals: Int?
    let dataValue: String?
    let source: String?
    let ranges: [Band]?
    /// The day of the latest record it was computed with, or today when there is none.
    let date: String
    let display: String
    let empty: String?

    init(
        _ value: CalculatedValue, form: Form, dataValues: [DataValue],
        latest: (day: CivilDate, recorded: Bool, result: CalculatedResult), _ l: Language
    ) {
        let names = FormulaText(form: form, dataValues: dataValues)
        id = value.id
        title = value.title
        type = CalcText.typeName(value)
        var formula: String?
        var unit: String?
        var decimals: Int?
        var dataValue: String?
        var source: String?
        var ranges: [Band]?
        switch value.kind {
        case .formula(let f):
            formula = names.written(f.tokens)
            unit = f.unit
            decimals = f.decimals
        case .age(let id):
            dataValue = names.name(of: .data(id))
        case .ranges(let from, let bands):
            switch from {
            case .screen(let id): source = names.name(of: .screen(id))
            case .calculated(let id): source = names.name(of: .calculated(id))
            }
            ranges = bands.map { Band(value: $0.value, label: $0.label, lowerBound: $0.lowerBound) }
        }
        self.formula = formula
        self.unit = unit
        self.decimals = decimals
        self.dataValue = dataValue
        self.source = source
        self.ranges = ranges
        date = latest.day.iso
        display = latest.result.display(l)
        if case .empty(let reason) = latest.result { empty = reason.message(l) } else { empty = nil }
    }

    func write(_ w: inout JSONText) throws {
        try w.object { w in
            try w.member("dataValue", ifPresent: dataValue)
            w.key("date")
            try w.value(date)
            w.member("decimals", ifPresent: decimals)
            w.key("display")
            try w.value(display)
            try w.member("empty", ifPresent: empty)
            try w.member("formula", ifPresent: formula)
            w.key("id")
            try w.value(id)
            if let ranges {
                try w.array(key: "ranges") { w in for band in ranges { try Self.write(band, &w) } }
            }
            try w.member("source", ifPresent: source)
            w.key("title")
            try w.value(title)
            w.key("type")
            try w.value(type)
            try w.member("unit", ifPresent: unit)
        }
    }

    private static func write(_ band: Band, _ w: inout JSONText) throws {
        try w.object { w in
            w.key("label")
            try w.value(band.label)
            try w.member("lowerBound", ifPresent: band.lowerBound)
            w.key("value")
            try w.value(band.value)
        }
    }
}
