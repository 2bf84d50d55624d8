import FormanzaBase

/// A row without a saved type is an answer to the screen as it is now: its value, text or typed
/// JSON, is held to the screen's rules exactly as `formanza answer` holds a typed value. A typed
/// value is never looser than its text: a number must be finite and writable with the screen's
/// decimals, minutes whole, a list's items options of the screen.

struct RecordAnswer {
    let parser: AnswerParser

    init(today: CivilDate) {
        parser = AnswerParser(today: today)
    }

    func value(_ raw: RecordValue, for screen: Screen) throws(RecordImportError.Problem) -> AnswerValue {
        let title = screen.displayShortTitle
        if raw == .unreadable { throw .unreadableValue }
        do {
            switch (raw, screen.kind) {
            case (.text(let text), _):
                return try parser.parse(text, for: screen)
            case (.number(let number), .number), (.number(let number), .slider):
                // Checked for its decimals before it is written out, so no digit is rounded away.
                guard number.isFinite, NumberText.fits(number, decimals: StoredAnswerShape.mostDecimals) else {
                    throw AnswerError.notANumber(raw.described)
                }
                return try parser.parse(
                    NumberText.compact(number, maxDecimals: StoredAnswerShape.mostDecimals, language: .en), for: screen)
            case (.number(let number), .duration):
                guard number.isFinite, let minutes = Int(exactly: number), minutes >= 0 else {
                    throw AnswerError.notADuration(raw.described)
                }
                return try parser.parse(String(minutes), for: screen)
            case (.bool(let yes), .yesNo):
                return .yesNo(yes)
            case (.list(let items), .multipleChoice(let settings)):
                var picked: [String] = []
                for item in items { picked.append(try parser.option(item.trimmingWhitespace, settings.options)) }
                guard !picked.isEmpty else { throw AnswerError.empty }
                return .choices(settings.options.map(\.value).filter(picked.contains))
            default:
                throw RecordImportError.Problem.badStoredValue(raw.described, type: screen.kind.typeName)
            }
        } catch let error as AnswerError {
            throw .badValue(raw.described, screen: title, error)
        } catch let problem as RecordImportError.Problem {
            throw problem
        } catch {
            throw .badStoredValue(raw.described, type: screen.kind.typeName)
        }
    }
}
