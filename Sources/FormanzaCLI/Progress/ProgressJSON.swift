import FormanzaBase
import FormanzaModel
import FormanzaState

/// `formanza progress --json` (public interface): `form`, `formId`, `period`, `from`, `to`,
/// `today`, `goals` (as `formanza goals --json`), `cards` and `insight`. Values are in the
/// source's units (durations in minutes); shares run from 0 to 1; absent values are `null`.
///
/// Written with `JSONText` in the indented layout of the other `--json` commands, keys in sorted
/// order; a long period has thousands of points, so each is written as bytes, not boxed as a
/// general encoder would (that was a fifth of the command's time). The golden files of the CLI
/// tests hold its bytes.
struct ProgressJSON {
    let report: ProgressReport
    let language: Language
    /// Where the photos card's files are.
    let paths: StorePaths

    func text() throws -> [UInt8] {
        var w = JSONText()
        try w.object { w in
            try w.array(key: "cards") { w in
                for card in report.cards { try CardJSON(card: card, language: language, paths: paths).write(&w) }
            }
            w.key("form")
            try w.value(report.form.title)
            w.key("formId")
            try w.value(report.form.id)
            w.key("from")
            w.value(day: report.range.from)
            try w.array(key: "goals") { w in
                for goal in report.goals {
                    try GoalJSON(goal, form: report.form, asOf: report.today, language).write(&w)
                }
            }
            w.key("insight")
            if let usual = report.usualTime {
                try w.object { w in
                    w.key("usualTime")
                    try w.value(usual.description)
                }
            } else {
                w.null()
            }
            w.key("period")
            try w.value(report.period.rawValue)
            w.key("to")
            w.value(day: report.range.through)
            try w.object(key: "today") { w in try TodayJSON(card: report.todayCard, language: language).write(&w) }
        }
        return w.bytes
    }

    /// Figures rounded to 6 decimals, so a mean reads 80.333333 and not 80.33333333333333.
    /// To six decimals; a value too large to scale (near 1e308, only from a hand-edited
    /// store) has no decimals to round and stays as it is instead of becoming infinite.
    static func rounded(_ value: Double) -> Double {
        let scaled = value * 1_000_000
        return scaled.isFinite ? scaled.rounded() / 1_000_000 : value
    }
}

/// `today`: the highlighted value, today's habits, the streak and the complete days.
struct TodayJSON {
    let card: TodayCard
    let language: Language

    func write(_ w: inout JSONText) throws {
        w.object(key: "complete") { w in
            w.key("days")
            w.value(card.completeDays)
            w.key("of")
            w.value(card.completeOf)
        }
        w.object(key: "habitsToday") { w in
            w.key("done")
            w.value(card.habitsDone)
            w.key("of")
            w.value(card.habits)
        }
        if let h = card.highlighted {
            try w.object(key: "highlighted") { w in
                w.key("change")
                try w.value(h.change.map(ProgressJSON.rounded))
                w.key("day")
                w.value(day: h.day)
                w.key("display")
                try w.value(h.format.text(h.value, language))
                w.key("screen")
                try w.value(h.screen.id)
                w.key("value")
                try w.value(h.value)
            }
        } else {
            w.key("highlighted")
            w.null()
        }
        w.key("streak")
        w.value(card.streak)
    }
}
