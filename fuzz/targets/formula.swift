// libFuzzer target: a formula as a person types it, then as stored tokens read back from a
// file: the lexer, the token parser with its limits, and the calculator over the tree.
import FormanzaBase
import FormanzaModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormula(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let weight = Screen(id: "w", title: "Weight", kind: .number(NumberSettings(unit: "kg", max: 500, decimals: 1, step: 0.1)))
    let height = DataValue(id: "d-h", name: "Height", content: .number(1.8, unit: "m"))
    var form = Form(id: "f-fuzz", title: "Fuzz", screens: [weight])
    let answers = ["w": Answer(value: .number(80), for: weight, savedAt: 0)]
    if let tokens = try? FormulaText(form: form, dataValues: [height]).tokens(text) {
        form.calculated = [CalculatedValue(id: "c", title: "C", kind: .formula(FormulaSettings(tokens: tokens, decimals: 2)))]
        _ = Calculator(form: form, answers: answers, dataValues: [height], day: CivilDate(iso: "2026-12-02")!).all()
    }
    // The bytes as a token stream, as a hand-edited file could hold it.
    let pieces: [FormulaToken] = bytes.map { byte in
        switch byte % 9 {
        case 0: return .number(Double(byte))
        case 1: return .screen("w")
        case 2: return .data("d-h")
        case 3: return .calculated("c")
        case 4: return .open
        case 5: return .close
        case 6: return .op(.subtract)
        case 7: return .op(.power)
        default: return .op(FormulaOperator.allCases[Int(byte) % FormulaOperator.allCases.count])
        }
    }
    form.calculated = [CalculatedValue(id: "c", title: "C", kind: .formula(FormulaSettings(tokens: pieces, decimals: 2)))]
    _ = Calculator(form: form, answers: answers, dataValues: [height], day: CivilDate(iso: "2026-12-02")!).all()
    _ = FormValidator(dataValues: [height]).problems(in: form)
    return 0
}
