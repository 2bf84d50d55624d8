import FormanzaBase

/// A goal written with `JSONText`, the one writer of a goal in `goals --json`, `summary --json`
/// and `progress --json`, at the depth it is nested there (golden files hold its bytes).
extension GoalJSON {
    /// One goal, keys in sorted order.
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
