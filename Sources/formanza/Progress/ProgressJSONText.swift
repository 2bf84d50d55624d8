import FormanzaState

/// `formanza progress --json` written with `JSONText`: byte for byte what `ProgressJSON` gives
/// through `JSONEncoder` (a test holds the two equal), at a fraction of the cost for the
/// thousands of points of a long period. Keys are written in sorted order, as the encoder sorts
/// them.
extension ProgressJSON {
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
            try w.value(report.range.from.iso)
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
            try w.value(report.range.through.iso)
            try w.object(key: "today") { w in try TodayJSON(card: report.todayCard, language: language).write(&w) }
        }
        return w.bytes
    }
}

extension TodayJSON {
    /// The members of `today`.
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
                try w.value(h.day.iso)
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

extension CardJSON {
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            switch card {
            case .number(let n):
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
                try w.array(key: "mean7") { w in try Self.points(n.mean7, &w) }
                w.key("min")
                try w.value(n.min)
                try w.array(key: "missingData") { w in for id in n.missingData { try w.value(id) } }
                try w.array(key: "points") { w in try Self.points(n.points, &w) }
                if case .screen(let id) = n.source {
                    w.key("screen")
                    try w.value(id)
                }
                w.key("target")
                try w.value(n.target)
                try Self.titleAndType(n.title, "number", &w)
            case .habits(let h):
                w.key("completeDays")
                w.value(h.completeDays)
                try w.array(key: "grid") { w in
                    for day in h.grid {
                        try w.object { w in
                            w.key("day")
                            try w.value(day.day.iso)
                            w.key("recorded")
                            w.value(day.recorded)
                            w.key("share")
                            try w.value(day.share.map(ProgressJSON.rounded))
                        }
                    }
                }
                w.key("gridDays")
                w.value(h.gridDays)
                try w.array(key: "habits") { w in
                    for habit in h.habits {
                        try w.object { w in
                            w.key("previousShare")
                            try w.value(habit.previousShare.map(ProgressJSON.rounded))
                            w.key("recorded")
                            w.value(habit.recorded)
                            w.key("screen")
                            try w.value(habit.screen.id)
                            w.key("share")
                            try w.value(habit.share.map(ProgressJSON.rounded))
                            w.key("title")
                            try w.value(habit.screen.title)
                            w.key("yes")
                            w.value(habit.yes)
                        }
                    }
                }
                w.key("previousShare")
                try w.value(h.previousShare.map(ProgressJSON.rounded))
                w.key("screen")
                try w.value(h.habits.first?.screen.id)
                w.key("share")
                try w.value(h.share.map(ProgressJSON.rounded))
                try Self.titleAndType(ProgressStrings.habits(language), "habits", &w)
            case .steps(let s):
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
                            w.key("day")
                            try w.value(step.day.iso)
                            w.key("level")
                            w.value(step.level)
                            w.key("value")
                            try w.value(step.value)
                        }
                    }
                }
                try Self.titleAndType(s.title, "steps", &w)
            case .counts(let k):
                try w.array(key: "counts") { w in
                    for count in k.counts {
                        try w.object { w in
                            w.key("count")
                            w.value(count.count)
                            w.key("label")
                            try w.value(count.option.label)
                            w.key("value")
                            try w.value(count.option.value)
                        }
                    }
                }
                w.key("screen")
                try w.value(k.screen.id)
                try Self.titleAndType(k.screen.title, "counts", &w)
            case .times(let t):
                try w.array(key: "points") { w in
                    for point in t.points {
                        try w.object { w in
                            w.key("day")
                            try w.value(point.day.iso)
                            w.key("minutes")
                            w.value(point.minutes)
                        }
                    }
                }
                w.key("screen")
                try w.value(t.screen.id)
                try Self.titleAndType(t.screen.title, "time", &w)
            case .colors(let k):
                w.key("screen")
                try w.value(k.screen.id)
                try w.array(key: "swatches") { w in
                    for swatch in k.swatches {
                        try w.object { w in
                            w.key("day")
                            try w.value(swatch.day.iso)
                            w.key("hex")
                            try w.value(swatch.hex)
                        }
                    }
                }
                try Self.titleAndType(k.screen.title, "color", &w)
            case .photos(let p):
                let view = PhotoView(paths: paths, pictures: false)
                try w.array(key: "photos") { w in
                    for photo in p.photos {
                        try w.object { w in
                            w.key("day")
                            try w.value(photo.day.iso)
                            // An unnamed photo has no `name` key, as the encoder leaves out a nil.
                            if let name = photo.name {
                                w.key("name")
                                try w.value(name)
                            }
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
        }
    }

    private static func points(_ values: [DayValue], _ w: inout JSONText) throws {
        for point in values {
            try w.object { w in
                w.key("day")
                try w.value(point.day.iso)
                w.key("value")
                try w.value(ProgressJSON.rounded(point.value))
            }
        }
    }

    private static func titleAndType(_ title: String, _ type: String, _ w: inout JSONText) throws {
        w.key("title")
        try w.value(title)
        w.key("type")
        try w.value(type)
    }
}

extension GoalJSON {
    /// One goal, as the encoder writes it.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            switch report.detail {
            case .value(let state):
                w.key("deadline")
                try w.value(state.deadline?.iso)
                w.key("direction")
                try w.value(state.direction?.rawValue)
                try common(&w, upTo: "display")
                w.key("latest")
                try w.value(state.latest)
                w.key("metOn")
                try w.value(state.metOn?.iso)
                w.key("progress")
                try w.value((state.progress * 10_000).rounded() / 10_000)
                try common(&w, upTo: "start")
                w.key("startValue")
                try w.value(state.startValue)
                try common(&w, upTo: "status")
                w.key("target")
                try w.value(state.target)
                try common(&w, upTo: "type")
            case .habit(let state):
                w.key("answer")
                try w.value(state.answer)
                w.key("days")
                w.value(state.days)
                try common(&w, upTo: "display")
                w.key("met")
                w.value(state.met)
                w.key("notMet")
                w.value(state.notMet)
                try common(&w, upTo: "start")
                try common(&w, upTo: "status")
                try common(&w, upTo: "type")
                w.key("unrecorded")
                w.value(state.unrecorded)
                w.key("windowEnd")
                try w.value(state.windowEnd.iso)
            }
        }
    }

    /// The members every goal has, in their sorted places: `display`, `id` after it; `source`,
    /// `start`; `status`; `title`, `type`.
    private func common(_ w: inout JSONText, upTo mark: String) throws {
        switch mark {
        case "display":
            w.key("display")
            try w.value(display)
            w.key("id")
            try w.value(report.goal.id)
        case "start":
            try w.object(key: "source") { w in
                switch report.goal.source {
                case .screen(let id):
                    w.key("screen")
                    try w.value(id)
                case .calculated(let id):
                    w.key("calculated")
                    try w.value(id)
                }
            }
            w.key("start")
            try w.value(report.start.iso)
        case "status":
            w.key("status")
            try w.value(report.status.rawValue)
        default:
            w.key("title")
            try w.value(title)
            w.key("type")
            try w.value(report.goal.kind.rawValue)
        }
    }
}
