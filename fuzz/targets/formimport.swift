// libFuzzer target: a form definition as `form import` reads it: decoding, the editors'
// rules, and the day's calculated values of a form that passes them.
import FormanzaBase
import FormanzaModel
import FormanzaWords
import FoundationEssentials

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let form = try? FormDocument.decode(bytes, source: "fuzz.json") else { return 0 }
    let problems = FormValidator(dataValues: []).problems(in: form)
    for problem in problems { _ = problem.message(in: .es) }
    _ = Calculator(form: form, answers: [:], dataValues: [], day: CivilDate(iso: "2026-12-02")!).all()
    _ = try? FormDocument.encode(form)
    return 0
}
