import FormanzaBase
import FormanzaModel
import FormanzaState

/// One card of `progress --json`: `type`, `screen` or `calculated`, `title` (the habits card's in
/// the person's language, as the screen shows it) and the figures of its kind, keys in sorted
/// order.
struct CardJSON {
    let card: ProgressCard
    let language: Language
    let paths: StorePaths

    /// The keys of the members repeated for every day, made once.
    private enum Keys {
        static let day = JSONKey("day")
        static let value = JSONKey("value")
        static let recorded = JSONKey("recorded")
        static let share = JSONKey("share")
        static let level = JSONKey("level")
        static let minutes = JSONKey("minutes")
        static let hex = JSONKey("hex")
    }

    func write(_ w: inout JSONText) throws {
        try w.object { w in
            switch card {
            case .number(let n): try Self.number(n, &w)
            case .habits(let h): try habits(h, &w)
            case .steps(let s): try Self.steps(s, &w)
            case .counts(let k): try Self.counts(k, &w)
            case .times(let t): try Self.times(t, &w)
            case .colors(let k): try Self.colors(k, &w)
            case .photos(let p): try photos(p, &w)
            }
        }
    }

    private static func number(_ n: NumberCard, _ w: inout JSONText) throws {
        w.key("bestStreak")
        w.value(n.bestStreak)
        if case .calculated(let id) = n.source {
            w.key("calculated")
            try w.value(id)
        }
        w.key("max")
        try w.value(n.max)
        w.key("mean")
        try w.value(n.mean.map(ProgressJSON.rounded))
        try w.array(key: "mean7") { w in try points(n.mean7, &w) }
        w.key("min")
        try w.value(n.min)
        try w.array(key: "missingData") { w in for id in n.missingData { try w.value(id) } }
        try w.array(key: "points") { w in try points(n.points, &w) }
        if case .screen(let id) = n.source {
            w.key("screen")
            try w.value(id)
        }
        w.key("target")
        try w.value(n.target)
        try titleAndType(n.title, "number", &w)
    }

    /// `points` and `mean7`: most of the output of a long period.
    private static func points(_ values: [DayValue], _ w: inout JSONText) throws {
        for point in values {
            try w.object { w in
                w.key(Keys.day)
                w.value(day: point.day)
                w.key(Keys.value)
                try w.value(ProgressJSON.rounded(point.value))
            }
        }
    }

    private func habits(_ h: HabitsCard, _ w: inout JSONText) throws {
        w.key("completeDays")
        w.value(h.completeDays)
        try w.array(key: "grid") { w in
            for day in h.grid {
                try w.object { w in
                    w.key(Keys.day)
                    w.value(day: day.day)
                    w.key(Keys.recorded)
                    w.value(day.recorded)
                    w.key(Keys.share)
                    try w.value(day.share.map(ProgressJSON.rounded))
                }
            }
        }
        w.key("gridDays")
        w.value(h.gridDays)
        try w.array(key: "habits") { w in for habit in h.habits { try HabitJSON(habit: habit).write(&w) } }
        w.key("previousShare")
        try w.value(h.previousShare.map(ProgressJSON.rounded))
        w.key("screen")
        try w.value(h.habits.first?.screen.id)
        w.key("share")
        try w.value(h.share.map(ProgressJSON.rounded))
        try Self.titleAndType(ProgressStrings.habits(language), "habits", &w)
    }

    private static func steps(_ s: StepsCard, _ w: inout JSONText) throws {
        if case .calculated(let id) = s.source {
            w.key("calculated")
            try w.value(id)
        }
        try w.array(key: "levels") { w in for level in s.levels { try w.value(level) } }
        try w.array(key: "missingData") { w in for id in s.missingData { try w.value(id) } }
        if case .screen(let id) = s.source {
            w.key("screen")
            try w.value(id)
        }
        try w.array(key: "steps") { w in
            for step in s.steps {
                try w.object { w in
                    w.key(Keys.day)
                    w.value(day: step.day)
                    w.key(Keys.level)
                    w.value(step.level)
                    w.key(Keys.value)
                    try w.value(step.value)
                }
            }
        }
        try titleAndType(s.title, "steps", &w)
    }

    private static func counts(_ k: CountsCard, _ w: inout JSONText) throws {
        try w.array(key: "counts") { w in
            for count in k.counts {
                try w.object { w in
                    w.key("count")
                    w.value(count.count)
                    w.key("label")
                    try w.value(count.option.label)
                    w.key(Keys.value)
                    try w.value(count.option.value)
                }
            }
        }
        w.key("screen")
        try w.value(k.screen.id)
        try titleAndType(k.screen.title, "counts", &w)
    }

    private static func times(_ t: TimesCard, _ w: inout JSONText) throws {
        w.array(key: "points") { w in
            for point in t.points {
                w.object { w in
                    w.key(Keys.day)
                    w.value(day: point.day)
                    w.key(Keys.minutes)
                    w.value(point.minutes)
                }
            }
        }
        w.key("screen")
        try w.value(t.screen.id)
        try titleAndType(t.screen.title, "time", &w)
    }

    private static func colors(_ k: ColorsCard, _ w: inout JSONText) throws {
        w.key("screen")
        try w.value(k.screen.id)
        try w.array(key: "swatches") { w in
            for swatch in k.swatches {
                try w.object { w in
                    w.key(Keys.day)
                    w.value(day: swatch.day)
                    w.key(Keys.hex)
                    try w.value(swatch.hex)
                }
            }
        }
        try titleAndType(k.screen.title, "color", &w)
    }

    private func photos(_ p: PhotosCard, _ w: inout JSONText) throws {
        let view = PhotoView(paths: paths, pictures: false)
        try w.array(key: "photos") { w in
            for photo in p.photos {
                try w.object { w in
                    w.key(Keys.day)
                    w.value(day: photo.day)
                    // An unnamed photo has no `name` key (the layout the encoder gave a nil).
                    try w.member("name", ifPresent: photo.name)
                    w.key("path")
                    try w.value(view.file(photo.file, thumbnail: false))
                    w.key("thumbnail")
                    try w.value(view.file(photo.file, thumbnail: true))
                }
            }
        }
        w.key("screen")
        try w.value(p.screen.id)
        try Self.titleAndType(p.screen.title, "photos", &w)
    }

    private static func titleAndType(_ title: String, _ type: String, _ w: inout JSONText) throws {
        w.key("title")
        try w.value(title)
        w.key("type")
        try w.value(type)
    }
}
