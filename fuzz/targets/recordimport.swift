// libFuzzer target: a records file as `import-records` reads it, typed JSON values included:
// decoding, each row checked by its saved type or against the screen as it is now, photo rows
// against a store that holds one photo, and every refusal's message in both languages.
import FormanzaBase
import FormanzaModel
import FormanzaWords
import FoundationEssentials

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let options = [ChoiceOption(value: "a", label: "Alpha"), ChoiceOption(value: "b,c", label: "Beta")]
    let screens = [
        Screen(id: "n", title: "N", kind: .number(NumberSettings(unit: "kg", max: 500, decimals: 1, step: 0.1))),
        Screen(id: "s", title: "S", kind: .slider(NumberSettings(min: 0, max: 10, decimals: 0, step: 1))),
        Screen(id: "d", title: "D", kind: .duration(DurationSettings())),
        Screen(id: "y", title: "Y", kind: .yesNo),
        Screen(id: "c", title: "C", kind: .singleChoice(SingleChoiceSettings(options: options))),
        Screen(id: "m", title: "M", kind: .multipleChoice(MultipleChoiceSettings(options: options))),
        Screen(id: "t", title: "T", kind: .text(TextSettings(maxLength: 5))),
        Screen(id: "e", title: "E", kind: .contact(.email)),
        Screen(id: "da", title: "Da", kind: .date(DateSettings())),
        Screen(id: "ti", title: "Ti", kind: .time(TimeSettings(minuteInterval: 5))),
        Screen(id: "dt", title: "Dt", kind: .dateTime(DateTimeSettings())),
        Screen(id: "co", title: "Co", kind: .color),
        Screen(id: "p", title: "P", kind: .photo),
        Screen(id: "mp", title: "Mp", kind: .multiPhoto(MultiPhotoSettings(names: ["Left", "Right"]))),
    ]
    let form = Form(id: "f", title: "F", screens: screens)
    let stored = "0123456789abcdef0123456789abcdef-64x48"
    let holdings = RecordImport.Holdings(
        formsWithAnswers: ["f", "kept"], photoIsStored: { $0 == stored }, heldAnswer: { _, _, _ in nil })
    for skip in [false, true] {
        let importer = RecordImport(
            forms: [form], today: CivilDate(iso: "2026-12-02")!, store: holdings, skipUnknownForms: skip)
        do {
            let outcome = try importer.read(bytes)
            for record in outcome.records {
                _ = AnswerDisplay.storedText(record.answer.value)
                if let screen = screens.first(where: { $0.id == record.screen }), record.answer.fits(screen) {
                    _ = AnswerDisplay.text(record.answer.value, for: screen, .en)
                }
            }
        } catch let error as any UserFacingError {
            _ = error.message(in: .en)
            _ = error.message(in: .es)
        } catch {
        }
    }
    return 0
}
