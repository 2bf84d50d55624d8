import FormanzaBase
import FormanzaModel
import FormanzaSchedule
import FormanzaState

/// Reads from the store what planning and fire-time checks need, and nothing more: the forms,
/// the last opening, and the records of the days in the window (never all of history).
struct StoreFacts {
    let store: Store

    /// What one planning run needs, plus the problems met on the way (files that could not
    /// be read), which the daemon logs; planning goes on with what could be read.
    struct Snapshot {
        var request: PlanRequest
        var forms: [Form]
        var problems: [StoreError]
    }

    func snapshot(now: Int64, zone: ZoneRules, horizonDays: Int? = nil) throws -> Snapshot {
        let loaded = try store.loadForms()
        var problems = loaded.problems
        let lastOpened: Int64
        do {
            lastOpened = try store.lastOpened() ?? now
        } catch let error as StoreError {
            problems.append(error)
            lastOpened = now
        }
        var request = PlanRequest(
            forms: loaded.forms.map(StoreFacts.planForm), lastOpened: lastOpened, now: now,
            zone: zone, horizonDays: horizonDays)
        for day in request.window.days {
            let record: DayRecord?
            do {
                record = try store.loadDay(day)
            } catch let error as StoreError {
                problems.append(error)  // unknown state: remind rather than stay silent
                continue
            }
            guard let record else { continue }
            for (index, form) in loaded.forms.enumerated() {
                let state = DayStates.state(of: form, in: record)
                if state != .noCheckIn { request.forms[index].dayStates[day] = state }
            }
        }
        return Snapshot(request: request, forms: loaded.forms, problems: problems)
    }

    static func planForm(_ form: Form) -> PlanForm {
        PlanForm(
            id: form.id, title: form.title, reminds: form.active && !form.screens.isEmpty, reminders: form.reminders)
    }
}
