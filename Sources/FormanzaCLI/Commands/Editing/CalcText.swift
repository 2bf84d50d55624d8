import FormanzaBase
import FormanzaModel
import FormanzaWords

/// A calculated value's definition in words, with names instead of ids (the person's own
/// names, as written, never translated): "Weight ÷ (Height ^ 2) · kg/m², 1 decimal", "age from
/// «Born»", "ranges over Weight: M below 74 · L from 74 · …".
enum CalcText {
    static func describe(_ value: CalculatedValue, form: Form, dataValues: [DataValue], _ l: Language) -> String {
        let names = FormulaText(form: form, dataValues: dataValues)
        switch value.kind {
        case .formula(let f):
            var text = "= " + names.written(f.tokens, language: l)
            var details: [String] = []
            if !f.unit.isEmpty { details.append(f.unit) }
            details.append(f.decimals == 1 ? "1 decimal" : l.tr("{0} decimals", f.decimals))
            text += " · " + details.joined(separator: ", ")
            return text
        case .age(let id):
            return "— " + l.tr("age from ") + l.quote(names.name(of: .data(id)))
        case .ranges(let source, let bands):
            let sourceName: String
            switch source {
            case .screen(let id): sourceName = names.name(of: .screen(id))
            case .calculated(let id): sourceName = names.name(of: .calculated(id))
            }
            return "— " + l.tr("ranges over ") + sourceName + ": " + self.bands(bands, l)
        }
    }

    /// "M below 74 · L from 74 · XL from 83", in the order of their bounds.
    static func bands(_ bands: [RangeBand], _ l: Language) -> String {
        let sorted = bands.sorted { ($0.lowerBound ?? -.infinity) < ($1.lowerBound ?? -.infinity) }
        let lowest = sorted.compactMap(\.lowerBound).first
        return sorted.map { band -> String in
            let name = band.value == band.label ? band.label : "\(band.label) (\(band.value))"
            if let bound = band.lowerBound {
                return name + l.tr(" from ") + NumberText.compact(bound, language: l)
            }
            return name
                + (lowest.map { l.tr(" below ") + NumberText.compact($0, language: l) } ?? "")
        }.joined(separator: " · ")
    }

    /// The type word used in JSON: `formula`, `age`, `ranges`.
    static func typeName(_ value: CalculatedValue) -> String {
        switch value.kind {
        case .formula: return "formula"
        case .age: return "age"
        case .ranges: return "ranges"
        }
    }

    /// "24.7 kg/m²" or "— a data value it reads is missing".
    static func result(_ result: CalculatedResult, _ l: Language) -> String {
        if case .empty(let reason) = result { return "— " + reason.message(l) }
        return result.display(l)
    }
}
