import FormanzaBase
import FormanzaModel

extension CheckinSession {
    /// Saves the confirmed answers into the day's record as it is on disk now (so another
    /// process's answers of the same day are kept). Returns the form's state afterwards.
    @discardableResult
    public mutating func save(to store: Store, now: Int64) throws -> FormDayState {
        if let refusal = saveRefusal { throw refusal }
        let toSave = confirmed
        let form = self.form
        let record = try store.updateDay(day, now: now) { record in
            for (id, value) in toSave {
                record.set(Answer(value: value, for: form.screen(id: id)!, savedAt: now), form: form.id, screen: id)
            }
        }
        saved = DayStates.visibleAnswers(of: form, in: record)
        confirmed = [:]
        return DayStates.state(of: form, in: record)
    }
}

/// Removing one saved answer.
public enum AnswerRemoval {
    /// Removes the answer of `screen` on `day`. Required answers stay; the form's part
    /// goes with its last answer and the day with its last part. Returns the form's
    /// state afterwards.
    @discardableResult
    public static func remove(
        screen: Screen, of form: Form, on day: CivilDate, store: Store,
        now: Int64? = nil
    ) throws -> FormDayState {
        guard !screen.required else { throw CheckinError.requiredCannotBeRemoved(screen.title) }
        var found = false
        let record = try store.updateDay(day, now: now) { record in
            if let answer = record.forms[form.id]?[screen.id], answer.fits(screen) {
                found = true
                record.remove(form: form.id, screen: screen.id)
            }
        }
        guard found else { throw CheckinError.notAnswered(screen.title) }
        return DayStates.state(of: form, in: record)
    }
}
