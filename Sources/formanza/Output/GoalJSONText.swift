import FormanzaState

/// A goal written with `JSONText` inside `progress --json`: the bytes `JSONEncoder` gives this
/// `GoalJSON` in `formanza goals --json`, at the depth it is nested (a test holds the two equal).
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
                try w.value(state.progress.map { ($0 * 10_000).rounded() / 10_000 })
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

/// A form's goals written with `JSONText` for `formanza goals --json`: the bytes `JSONEncoder`
/// gives `FormGoalsJSON` (a test holds the two equal). With every form listed, the encoder's
/// boxing of each goal cost as much as computing the goals.
extension FormGoalsJSON {
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("date")
            try w.value(date)
            w.key("form")
            try w.value(form)
            w.key("formId")
            try w.value(formId)
            try w.array(key: "goals") { w in
                for goal in goals { try goal.write(&w) }
            }
        }
    }

    /// Every form's goals as one JSON array, as `formanza goals --json` prints it.
    static func text(_ forms: [FormGoalsJSON]) throws -> [UInt8] {
        var w = JSONText()
        try w.array { w in
            for form in forms { try form.write(&w) }
        }
        return w.bytes
    }
}
