import FoundationEssentials
import FormanzaState

/// Machine-readable output (`--json`): the field names are public interface (PRODUCT.md §3).
enum JSONOutput {
    static func print<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Console.out(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

/// `formanza summary --json`.
struct SummaryJSON: Encodable {
    struct AnswerRow: Encodable {
        let screen: String
        let title: String
        let answered: Bool
        let value: String?
        let display: String?
        let change: String?
    }

    struct CalculatedRow: Encodable {
        let id: String
        let title: String
        let display: String
        let empty: String?
    }

    let form: String
    let formId: String
    let date: String
    let state: String
    let missing: Int
    let answers: [AnswerRow]
    let calculated: [CalculatedRow]

    init(_ summary: DaySummary, _ l: Language) {
        form = summary.form.title
        formId = summary.form.id
        date = summary.day.iso
        state = summary.state.code
        missing = summary.missing
        answers = summary.rows.map { row in
            AnswerRow(screen: row.screen.id, title: row.screen.title, answered: row.answer != nil,
                      value: row.answer.map { AnswerDisplay.storedText($0.value) },
                      display: row.answer.map { AnswerDisplay.text($0.value, for: row.screen, l) },
                      change: row.change)
        }
        calculated = summary.calculated.map { value, result in
            var reason: String?
            if case .empty(let why) = result { reason = why.message(l) }
            return CalculatedRow(id: value.id, title: value.title, display: result.display(l), empty: reason)
        }
    }
}

/// One entry of `formanza forms --json`.
struct FormListJSON: Encodable {
    struct Reminder: Encodable {
        let enabled: Bool
        let time: String
    }

    let id: String
    let title: String
    let active: Bool
    let screens: Int
    let reminds: Bool
    let state: String
    let missing: Int
    let morning: Reminder
    let evening: Reminder
}
