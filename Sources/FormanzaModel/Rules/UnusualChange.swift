import FormanzaBase

/// The unusual-change warning: a number that moved by at least the screen's threshold
/// from the previous answer (before the day being recorded). Never blocks a save.
public enum UnusualChange {
    public static func isUnusual(_ value: Double, previous: Double?, screen: Screen) -> Bool {
        guard case .number(let settings) = screen.kind, let threshold = settings.unusualChange,
            let previous
        else { return false }
        return abs(value - previous) >= threshold - 1e-9
    }
}
