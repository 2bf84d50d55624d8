import FormanzaState

/// "Record another day" (B23, B24): a month calendar that cannot reach past today, opening on
/// the day before the one shown. Enter picks, Esc cancels.
struct DayPicker {
    let ui: CheckinTerminal
    let formTitle: String

    func run(from current: CivilDate) -> CivilDate? {
        let l = ui.language
        let today = ui.clock.today()
        var input = DateInput(today: today, allowed: .upToToday, initial: min(current.adding(days: -1), today),
                              labels: CalendarNames.labels(l))
        while true {
            let outcome = InputLoop(autoAdvance: false).run(&input, on: ui.device, painter: &ui.painter) { input, size in
                var frame = Frame(
                    lines: [StyledLine(formTitle, .bold), .blank,
                            StyledLine(Strings.recordAnotherDay(l), .bold),
                            StyledLine(CheckinText.pickDay(l), .gray), .blank],
                    footer: [StyledLine(CheckinText.kindHint(.date(DateSettings()), l) ?? "", .gray), .blank]
                        + KeyHints.lines([(CheckinText.enterKey(l), CheckinText.choose(l)),
                                          ("Esc", CheckinText.cancel(l))], width: size.columns))
                frame.append(input.render(width: size.columns, height: max(1, size.rows - 8)))
                return frame
            }
            switch outcome {
            case .submitted: return input.value
            case .unhandled(.escape), .unhandled(.control("c")), .endOfInput: return nil
            case .unhandled(.control("z")): ui.suspend()
            case .unhandled: continue
            }
        }
    }
}
