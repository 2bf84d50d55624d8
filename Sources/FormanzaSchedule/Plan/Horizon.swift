import FormanzaBase

/// How far ahead reminders are planned and which days that covers.
///
/// The budget of 64 notifications mirrors the limit the original app lives under: with `k`
/// reminding forms and two reminders each a day, `64 / (2k)` days fit, capped at four weeks.
/// After the window the reminders stop until the person opens Formanza again, so a forgotten
/// install does not nag forever.
public enum Horizon {
    /// The longest horizon, with zero or one reminding form.
    public static let maximumDays = 28
    /// Notifications the horizon may hold in total.
    public static let notificationBudget = 64

    /// With k reminding forms, `min(28, floor(64 / (2k)))`, at least 1; 28 when no form reminds
    /// (the horizon is then only reported, nothing is planned).
    public static func days(remindingForms k: Int) -> Int {
        precondition(k >= 0, "a count of forms cannot be negative")
        guard k > 0 else { return maximumDays }
        return max(1, min(maximumDays, notificationBudget / (2 * k)))
    }

    /// The days `today … min(today, openedDay) + days − 1`.
    public static func window(today: CivilDate, openedDay: CivilDate, days: Int) -> PlanWindow {
        precondition(days >= 1, "a horizon has at least one day")
        return PlanWindow(today: today, stopsAfter: min(today, openedDay).adding(days: days - 1))
    }
}

/// The local days reminders are planned for: `today` through `stopsAfter`, empty when the last
/// opening is so old that `stopsAfter` is already behind us.
public struct PlanWindow: Hashable, Sendable {
    public let today: CivilDate
    /// The last day of the horizon counted from the last opening; reminders stop after it
    /// unless Formanza is opened again.
    public let stopsAfter: CivilDate

    public init(today: CivilDate, stopsAfter: CivilDate) {
        self.today = today
        self.stopsAfter = stopsAfter
    }

    /// Every day of the window in order; empty when `stopsAfter` is before `today`.
    public var days: [CivilDate] {
        let count = today.days(until: stopsAfter) + 1
        return count > 0 ? (0..<count).map { today.adding(days: $0) } : []
    }

    /// The last day planned, nil when the window is empty.
    public var lastDay: CivilDate? { stopsAfter >= today ? stopsAfter : nil }
}
