import FormanzaBase

/// What the planner needs to know about one form, gathered by the caller from the store.
///
/// The planner never reads the store itself: the daemon and `formanza-remind plan` pass the
/// facts in, so the same pure function serves the daemon, the dry run and the tests.
public struct PlanForm: Hashable, Sendable {
    public var id: String
    public var title: String
    /// Whether the form may remind, as the caller decided it: active and at least one screen. The
    /// planner adds the third condition (a reminder switched on) itself, so a form with both
    /// reminders off never counts towards the horizon.
    public var reminds: Bool
    public var reminders: Reminders
    /// The form's state on the days of the window (`PlanWindow.days`); a day not listed has no
    /// check-in.
    public var dayStates: [CivilDate: FormDayState]

    public init(
        id: String, title: String, reminds: Bool, reminders: Reminders,
        dayStates: [CivilDate: FormDayState] = [:]
    ) {
        self.id = id
        self.title = title
        self.reminds = reminds
        self.reminders = reminders
        self.dayStates = dayStates
    }

    /// Reminding forms (active, with a screen and a reminder switched on) get entries and count for
    /// the horizon.
    public var isReminding: Bool { reminds && reminders.anyEnabled }

    public func state(on day: CivilDate) -> FormDayState {
        dayStates[day] ?? .noCheckIn
    }
}

/// Everything one planning run depends on. No field is read from the system: `now` and the zone
/// come from the caller, which is what makes dry runs (`--now`, `--tz`) and DST tests exact.
public struct PlanRequest: Hashable, Sendable {
    public var forms: [PlanForm]
    /// The last opening of Formanza, epoch seconds.
    public var lastOpened: Int64
    /// The instant the plan is made for, epoch seconds.
    public var now: Int64
    public var zone: ZoneRules
    /// `--days N`: replaces the computed horizon when set (at least 1).
    public var horizonDays: Int?

    public init(forms: [PlanForm], lastOpened: Int64, now: Int64, zone: ZoneRules, horizonDays: Int? = nil) {
        self.forms = forms
        self.lastOpened = lastOpened
        self.now = now
        self.zone = zone
        self.horizonDays = horizonDays
    }

    /// How many forms remind: the `k` of the horizon formula (docs/reminders.md, «Horizon»).
    public var remindingForms: Int { forms.filter(\.isReminding).count }

    /// The horizon in days: `horizonDays` when given, else computed from how many
    /// forms remind (docs/reminders.md, «Horizon»).
    public var effectiveHorizonDays: Int {
        if let horizonDays {
            precondition(horizonDays >= 1, "a horizon has at least one day")
            return horizonDays
        }
        return Horizon.days(remindingForms: remindingForms)
    }

    /// The days to plan; callers use `window.days` to know which day states to load, so a
    /// plan costs the same whatever the length of the history.
    ///
    /// A dry run whose `now` lies before `lastOpened` takes `lastOpened` as `now`.
    public var window: PlanWindow {
        let opened = min(lastOpened, now)
        return Horizon.window(
            today: zone.localDate(atEpochSecond: now),
            openedDay: zone.localDate(atEpochSecond: opened), days: effectiveHorizonDays)
    }
}
