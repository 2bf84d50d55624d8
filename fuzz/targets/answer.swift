// libFuzzer target: what a person types for each kind of screen, parsed and, when accepted,
// shown again, as `formanza answer` and the line mode do.
import FormanzaBase
import FormanzaModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let options = [ChoiceOption(value: "a", label: "Alpha"), ChoiceOption(value: "b", label: "Beta")]
    let kinds: [FieldKind] = [
        .number(NumberSettings(unit: "kg", max: 500, decimals: 1, step: 0.1)),
        .slider(NumberSettings(min: 0, max: 10, decimals: 0, step: 1)),
        .duration(DurationSettings()),
        .duration(DurationSettings(minuteInterval: 0, maxHours: .max)),
        .yesNo,
        .singleChoice(SingleChoiceSettings(options: options)),
        .multipleChoice(MultipleChoiceSettings(options: options)),
        .text(TextSettings()),
        .date(DateSettings()),
        .time(TimeSettings(minuteInterval: 0)),
        .dateTime(DateTimeSettings()),
        .color,
    ]
    let parser = AnswerParser(today: CivilDate(iso: "2026-12-02")!)
    for kind in kinds {
        let screen = Screen(id: "s", title: "S", kind: kind)
        if let value = try? parser.parse(text, for: screen) {
            _ = AnswerDisplay.text(value, for: screen, .en)
        }
    }
    _ = VisibleText.escape(text)
    return 0
}
