import FormanzaState

/// `formanza progress --json` (public interface): `form`, `formId`, `period`, `from`, `to`,
/// `today`, `goals` (as `formanza goals --json`), `cards` and `insight`. Values are in the
/// source's units (durations in minutes); shares run from 0 to 1; absent values are `null`.
struct ProgressJSON: Encodable {
    let report: ProgressReport
    let language: Language
    /// Where the photos card's files are.
    let paths: StorePaths

    private enum Key: String, CodingKey { case form, formId, period, from, to, today, goals, cards, insight }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(report.form.title, forKey: .form)
        try c.encode(report.form.id, forKey: .formId)
        try c.encode(report.period.rawValue, forKey: .period)
        try c.encode(report.range.from.iso, forKey: .from)
        try c.encode(report.range.through.iso, forKey: .to)
        try c.encode(TodayJSON(card: report.todayCard, language: language), forKey: .today)
        try c.encode(report.goals.map { GoalJSON($0, form: report.form, asOf: report.today, language) }, forKey: .goals)
        try c.encode(report.cards.map { CardJSON(card: $0, language: language, paths: paths) }, forKey: .cards)
        try c.encode(report.usualTime.map { ["usualTime": $0.description] }, forKey: .insight)
    }
}

struct TodayJSON: Encodable {
    let card: TodayCard
    let language: Language

    private enum Key: String, CodingKey { case highlighted, habitsToday, streak, complete }
    private enum HighlightKey: String, CodingKey { case screen, value, display, change, day }
    private enum CountKey: String, CodingKey { case done, of, days }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        if let h = card.highlighted {
            var inner = c.nestedContainer(keyedBy: HighlightKey.self, forKey: .highlighted)
            try inner.encode(h.screen.id, forKey: .screen)
            try inner.encode(h.value, forKey: .value)
            try inner.encode(h.format.text(h.value, language), forKey: .display)
            try inner.encode(h.change.map(ProgressJSON.rounded), forKey: .change)
            try inner.encode(h.day.iso, forKey: .day)
        } else {
            try c.encodeNil(forKey: .highlighted)
        }
        var habits = c.nestedContainer(keyedBy: CountKey.self, forKey: .habitsToday)
        try habits.encode(card.habitsDone, forKey: .done)
        try habits.encode(card.habits, forKey: .of)
        try c.encode(card.streak, forKey: .streak)
        var complete = c.nestedContainer(keyedBy: CountKey.self, forKey: .complete)
        try complete.encode(card.completeDays, forKey: .days)
        try complete.encode(card.completeOf, forKey: .of)
    }
}

extension ProgressJSON {
    /// Figures rounded to 6 decimals, so a mean reads 80.333333 and not 80.33333333333333.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}

/// One card: `type`, `screen` or `calculated`, `title` (the habits card's in the person's
/// language, as the screen shows it) and the figures of its kind.
struct CardJSON: Encodable {
    let card: ProgressCard
    let language: Language
    let paths: StorePaths

    private enum Key: String, CodingKey {
        case type, screen, calculated, title, points, mean7, min, max, mean, bestStreak, target, missingData
        case grid, completeDays, gridDays, habits, share, previousShare, steps, levels, counts, swatches, photos
    }

    struct Point: Encodable {
        let day: String
        let value: Double
    }
    struct Minutes: Encodable {
        let day: String
        let minutes: Int
    }
    struct Step: Encodable {
        let day: String
        let value: String
        let level: Int
    }
    struct Count: Encodable {
        let value: String
        let label: String
        let count: Int
    }
    struct Swatch: Encodable {
        let day: String
        let hex: String
    }
    /// `name` only on a multi-photo screen.
    struct Photo: Encodable {
        let day: String
        let name: String?
        let path: String
        let thumbnail: String
    }
    struct GridDay: Encodable {
        let day: String
        let share: Double?
        let recorded: Bool
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(day, forKey: .day)
            try c.encode(share.map(ProgressJSON.rounded), forKey: .share)
            try c.encode(recorded, forKey: .recorded)
        }
        enum CodingKeys: String, CodingKey { case day, share, recorded }
    }
    struct Habit: Encodable {
        let screen: String
        let title: String
        let yes: Int
        let recorded: Int
        let share: Double?
        let previousShare: Double?
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(screen, forKey: .screen)
            try c.encode(title, forKey: .title)
            try c.encode(yes, forKey: .yes)
            try c.encode(recorded, forKey: .recorded)
            try c.encode(share.map(ProgressJSON.rounded), forKey: .share)
            try c.encode(previousShare.map(ProgressJSON.rounded), forKey: .previousShare)
        }
        enum CodingKeys: String, CodingKey { case screen, title, yes, recorded, share, previousShare }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func source(_ source: ValueSource) throws {
            switch source {
            case .screen(let id): try c.encode(id, forKey: .screen)
            case .calculated(let id): try c.encode(id, forKey: .calculated)
            }
        }
        func points(_ values: [DayValue]) -> [Point] {
            values.map { Point(day: $0.day.iso, value: ProgressJSON.rounded($0.value)) }
        }
        switch card {
        case .number(let n):
            try c.encode("number", forKey: .type)
            try source(n.source)
            try c.encode(n.title, forKey: .title)
            try c.encode(points(n.points), forKey: .points)
            try c.encode(points(n.mean7), forKey: .mean7)
            try c.encode(n.min, forKey: .min)
            try c.encode(n.max, forKey: .max)
            try c.encode(n.mean.map(ProgressJSON.rounded), forKey: .mean)
            try c.encode(n.bestStreak, forKey: .bestStreak)
            try c.encode(n.target, forKey: .target)
            try c.encode(n.missingData, forKey: .missingData)
        case .habits(let h):
            try c.encode("habits", forKey: .type)
            try c.encode(h.habits.first?.screen.id, forKey: .screen)
            try c.encode(ProgressStrings.habits(language), forKey: .title)
            try c.encode(h.grid.map { GridDay(day: $0.day.iso, share: $0.share, recorded: $0.recorded) }, forKey: .grid)
            try c.encode(h.completeDays, forKey: .completeDays)
            try c.encode(h.gridDays, forKey: .gridDays)
            try c.encode(h.share.map(ProgressJSON.rounded), forKey: .share)
            try c.encode(h.previousShare.map(ProgressJSON.rounded), forKey: .previousShare)
            try c.encode(
                h.habits.map {
                    Habit(
                        screen: $0.screen.id, title: $0.screen.title, yes: $0.yes, recorded: $0.recorded,
                        share: $0.share, previousShare: $0.previousShare)
                }, forKey: .habits)
        case .steps(let s):
            try c.encode("steps", forKey: .type)
            try source(s.source)
            try c.encode(s.title, forKey: .title)
            try c.encode(s.levels, forKey: .levels)
            try c.encode(s.steps.map { Step(day: $0.day.iso, value: $0.value, level: $0.level) }, forKey: .steps)
            try c.encode(s.missingData, forKey: .missingData)
        case .counts(let k):
            try c.encode("counts", forKey: .type)
            try c.encode(k.screen.id, forKey: .screen)
            try c.encode(k.screen.title, forKey: .title)
            try c.encode(
                k.counts.map { Count(value: $0.option.value, label: $0.option.label, count: $0.count) }, forKey: .counts
            )
        case .times(let t):
            try c.encode("time", forKey: .type)
            try c.encode(t.screen.id, forKey: .screen)
            try c.encode(t.screen.title, forKey: .title)
            try c.encode(t.points.map { Minutes(day: $0.day.iso, minutes: $0.minutes) }, forKey: .points)
        case .colors(let k):
            try c.encode("color", forKey: .type)
            try c.encode(k.screen.id, forKey: .screen)
            try c.encode(k.screen.title, forKey: .title)
            try c.encode(k.swatches.map { Swatch(day: $0.day.iso, hex: $0.hex) }, forKey: .swatches)
        case .photos(let p):
            try c.encode("photos", forKey: .type)
            try c.encode(p.screen.id, forKey: .screen)
            try c.encode(p.screen.title, forKey: .title)
            let view = PhotoView(paths: paths, pictures: false)
            try c.encode(
                p.photos.map {
                    Photo(
                        day: $0.day.iso, name: $0.name, path: view.file($0.file, thumbnail: false),
                        thumbnail: view.file($0.file, thumbnail: true))
                }, forKey: .photos)
        }
    }
}
