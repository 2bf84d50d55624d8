import FormanzaBase

/// The reminder planner: `(forms, day states, lastOpened, now, zone) → Plan`.
///
/// Pure: it reads no clock, no file and no environment, so the daemon, `formanza-remind plan`
/// and the tests get identical answers for identical inputs, DST nights included.
public enum Planner {
    /// Plans every (form, day, kind) of the window for the reminding forms and
    /// their switched-on reminders, each at its fire instant (docs/reminders.md, «Fire time»),
    /// skipped when past, recorded or complete, or when its day does not exist locally.
    ///
    /// Skip reasons are checked in that order: a day that does not exist, then a time already
    /// past (nothing can be sent for it, whatever the store says), then the day's state. Two
    /// forms sharing an id (a caller bug) would share keys; the first one wins, so a key never
    /// appears twice.
    public static func plan(_ request: PlanRequest) -> Plan {
        let zone = request.zone
        let window = request.window
        let reminding = request.forms.filter(\.isReminding)
        var keys = Set<PlanKey>()
        var sortable: [(entry: PlanEntry, instant: Int64)] = []
        for form in reminding {
            for day in window.days {
                for kind in ReminderKind.allCases where form.reminders[kind].enabled {
                    let key = PlanKey(formId: form.id, day: day, kind: kind)
                    guard keys.insert(key).inserted else { continue }
                    let time = form.reminders[kind].time
                    let fireAt = zone.fireTime(on: day, at: time)
                    let entry = PlanEntry(
                        formId: form.id, formTitle: form.title, kind: kind, day: day, time: time,
                        fireAt: fireAt,
                        skipReason: skipReason(kind: kind, fireAt: fireAt, now: request.now, state: form.state(on: day))
                    )
                    let sortInstant = fireAt?.epochSecond ?? sortInstant(day: day, time: time, zone: zone)
                    sortable.append((entry, sortInstant))
                }
            }
        }
        sortable.sort { lhs, rhs in precedes(lhs, rhs) }
        return Plan(
            now: request.now, zone: zone, today: window.today, horizonDays: request.effectiveHorizonDays,
            remindingForms: reminding.count, stopsAfter: reminding.isEmpty ? nil : window.stopsAfter,
            entries: sortable.map(\.entry))
    }

    /// At planning time; the catch-up rule checks the day's state again when the instant has come.
    static func skipReason(kind: ReminderKind, fireAt: FireTime?, now: Int64, state: FormDayState) -> SkipReason? {
        guard let fireAt else { return .noSuchDay }
        if fireAt.epochSecond <= now { return .past }
        guard kind.isSatisfied(by: state) else { return nil }
        switch kind {
        case .morning: return .recorded
        case .evening: return .complete
        }
    }

    /// Where an entry of a day that never happened sorts: the instant the clock passed its
    /// wall time (for Pacific/Apia's lost 2011-12-30, the start of 2011-12-31).
    private static func sortInstant(day: CivilDate, time: TimeOfDay, zone: ZoneRules) -> Int64 {
        let local = Int64(day.daysSinceEpoch) * 86_400 + Int64(time.minutesOfDay) * 60
        return zone.firstInstant(reading: local)?.epochSecond ?? local
    }

    /// Instant, then form title, then morning before evening; day and form id only make the
    /// order total, so equal inputs always print the same plan.
    private static func precedes(
        _ lhs: (entry: PlanEntry, instant: Int64),
        _ rhs: (entry: PlanEntry, instant: Int64)
    ) -> Bool {
        if lhs.instant != rhs.instant { return lhs.instant < rhs.instant }
        let (left, right) = (lhs.entry, rhs.entry)
        if left.formTitle != right.formTitle { return left.formTitle < right.formTitle }
        if left.kind != right.kind { return left.kind < right.kind }
        if left.day != right.day { return left.day < right.day }
        return left.formId < right.formId
    }
}
