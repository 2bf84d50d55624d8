/// Whether a change of a screen moves toward its value goal's target: the summary and the
/// check-in show such a change in green, one moving away in orange, and every other change
/// (no value goal, or no change) in grey.
public enum ChangeTone: Hashable, Sendable {
    case toward, away, neutral
}

/// The value goal a screen's changes are judged by.
public struct ChangeGuide: Hashable, Sendable {
    public let target: Double
    /// The goal's direction; nil while it has none (no start value yet, or the target is the
    /// start value), in which case a change counts toward the target when it moves the value
    /// nearer to it.
    public let direction: GoalDirection?

    public init(target: Double, direction: GoalDirection?) {
        self.target = target
        self.direction = direction
    }

    /// The guide of each screen that a value goal follows: its goal in progress, else the
    /// first one that has not started, else its first value goal.
    public static func byScreen(_ reports: [GoalReport]) -> [String: ChangeGuide] {
        var guides: [String: (rank: Int, guide: ChangeGuide)] = [:]
        for report in reports {
            guard case .screen(let id) = report.goal.source, case .value(let state) = report.detail else { continue }
            let rank = report.status == .inProgress ? 0 : report.status == .upcoming ? 1 : 2
            if let known = guides[id], known.rank <= rank { continue }
            guides[id] = (rank, ChangeGuide(target: state.target, direction: state.direction))
        }
        return guides.mapValues(\.guide)
    }

    public func tone(from old: Double, to new: Double) -> ChangeTone {
        guard new != old else { return .neutral }
        let wanted = direction ?? (target < old ? .down : target > old ? .up : nil)
        guard let wanted else { return .away }
        let moved: GoalDirection = new < old ? .down : .up
        return moved == wanted ? .toward : .away
    }
}
