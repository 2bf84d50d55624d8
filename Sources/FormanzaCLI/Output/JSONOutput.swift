import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaWords
import FoundationEssentials

/// `formanza summary --json`, written with `JSONText`: keys in sorted order, a member whose
/// value is absent left out (as `value` of an unanswered screen).
struct SummaryJSON {
    struct AnswerRow {
        let screen: String
        let title: String
        let answered: Bool
        let value: StoredValueJSON?
        let display: String?
        let change: String?
        /// How the screen's value goal judges the change: `toward`, `away` or `neutral`.
        let changeTone: String?
    }

    struct CalculatedRow {
        let id: String
        let title: String
        let display: String
        let empty: String?
        /// What an empty value waits for, by id, so a script need not read `empty`'s words:
        /// `{"screen": ID}` for an unanswered screen it reads, `{"dataValue": ID}` for a data
        /// value with no value yet. Absent otherwise.
        let needs: Needs?
    }

    struct Needs {
        var screen: String?
        var dataValue: String?

        init?(_ reason: EmptyReason) {
            switch reason {
            case .unanswered(let id): screen = id
            case .missingDataValue(let id): dataValue = id
            default: return nil
            }
        }
    }

    let form: String
    let formId: String
    let date: String
    let state: String
    let missing: Int
    let answers: [AnswerRow]
    let calculated: [CalculatedRow]
    let goals: [GoalJSON]

    init(_ summary: DaySummary, _ l: Language) {
        form = summary.form.title
        formId = summary.form.id
        date = summary.day.iso
        state = summary.state.code
        missing = summary.missing
        answers = summary.rows.map { row in
            AnswerRow(
                screen: row.screen.id, title: row.screen.title, answered: row.answer != nil,
                value: row.answer.map { StoredValueJSON($0.value) },
                display: row.answer.map { AnswerDisplay.text($0.value, for: row.screen, l) },
                change: row.change?.text, changeTone: row.change.map { SummaryJSON.toneName($0.tone) })
        }
        calculated = summary.calculated.map { value, result in
            var reason: EmptyReason?
            if case .empty(let why) = result { reason = why }
            return CalculatedRow(
                id: value.id, title: value.title, display: result.display(l), empty: reason?.message(l),
                needs: reason.flatMap(Needs.init))
        }
        goals = summary.goals.map { GoalJSON($0, form: summary.form, asOf: summary.day, l) }
    }

    static func toneName(_ tone: ChangeTone) -> String {
        switch tone {
        case .toward: return "toward"
        case .away: return "away"
        case .neutral: return "neutral"
        }
    }

    func text() throws -> [UInt8] {
        var w = JSONText()
        try w.object { w in
            try w.array(key: "answers") { w in for row in answers { try row.write(&w) } }
            try w.array(key: "calculated") { w in for row in calculated { try row.write(&w) } }
            w.key("date")
            try w.value(date)
            w.key("form")
            try w.value(form)
            w.key("formId")
            try w.value(formId)
            try w.array(key: "goals") { w in for goal in goals { try goal.write(&w) } }
            w.key("missing")
            w.value(missing)
            w.key("state")
            try w.value(state)
        }
        return w.bytes
    }
}

extension SummaryJSON.AnswerRow {
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("answered")
            w.value(answered)
            try w.member("change", ifPresent: change)
            try w.member("changeTone", ifPresent: changeTone)
            try w.member("display", ifPresent: display)
            w.key("screen")
            try w.value(screen)
            w.key("title")
            try w.value(title)
            try w.member("value", ifPresent: value)
        }
    }
}

extension SummaryJSON.CalculatedRow {
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("display")
            try w.value(display)
            try w.member("empty", ifPresent: empty)
            w.key("id")
            try w.value(id)
            if let needs {
                try w.object(key: "needs") { w in
                    try w.member("dataValue", ifPresent: needs.dataValue)
                    try w.member("screen", ifPresent: needs.screen)
                }
            }
            w.key("title")
            try w.value(title)
        }
    }
}

/// An answer's value as stored, in the JSON type that fits it, so a script needs no parsing:
/// numbers and durations (minutes) as numbers, yes/no as a boolean, several choices as an
/// array, several photos as an object; dates, times, colours and the rest as text.
enum StoredValueJSON: JSONElement {
    case number(Double)
    case minutes(Int)
    case boolean(Bool)
    case text(String)
    case list([String])
    case named([String: String])

    init(_ value: AnswerValue) {
        switch value {
        case .number(let n): self = .number(n)
        case .duration(let m): self = .minutes(m)
        case .yesNo(let b): self = .boolean(b)
        case .choices(let values): self = .list(values)
        case .photos(let map): self = .named(map)
        default: self = .text(AnswerDisplay.storedText(value))
        }
    }

    func write(_ w: inout JSONText) throws {
        switch self {
        case .number(let n): try w.value(n)
        case .minutes(let m): w.value(m)
        case .boolean(let b): w.value(b)
        case .text(let t): try w.value(t)
        case .list(let values): try w.array { w in for value in values { try w.value(value) } }
        case .named(let map): try w.object(map)
        }
    }
}

/// One entry of `formanza forms --json`.
struct FormListJSON: JSONElement {
    struct Reminder {
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
    /// How many goals the form has, and the one nearest to its end with its status.
    let goals: Int
    let nearestGoal: NearestGoal?

    struct NearestGoal {
        let id: String
        let title: String
        let status: String
        let display: String
    }

    /// Every key always there, in sorted order: `nearestGoal` is `null` for a form without goals.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("active")
            w.value(active)
            try evening.write(&w, key: "evening")
            w.key("goals")
            w.value(goals)
            w.key("id")
            try w.value(id)
            w.key("missing")
            w.value(missing)
            try morning.write(&w, key: "morning")
            w.key("nearestGoal")
            if let nearestGoal {
                try w.object { w in
                    w.key("display")
                    try w.value(nearestGoal.display)
                    w.key("id")
                    try w.value(nearestGoal.id)
                    w.key("status")
                    try w.value(nearestGoal.status)
                    w.key("title")
                    try w.value(nearestGoal.title)
                }
            } else {
                w.null()
            }
            w.key("reminds")
            w.value(reminds)
            w.key("screens")
            w.value(screens)
            w.key("state")
            try w.value(state)
            w.key("title")
            try w.value(title)
        }
    }
}

extension FormListJSON.Reminder {
    func write(_ w: inout JSONText, key: String) throws {
        try w.object(key: key) { w in
            w.key("enabled")
            w.value(enabled)
            w.key("time")
            try w.value(time)
        }
    }
}
