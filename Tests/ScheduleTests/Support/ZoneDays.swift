import FormanzaBase

@testable import FormanzaSchedule

extension ZoneRules {
    /// Whether the wall clock of this zone reads `day` at some instant: a day a zone skipped
    /// whole (Pacific/Apia's 2011-12-30) has no midnight to fire at.
    func dayExists(_ day: CivilDate) -> Bool {
        fireTime(on: day, at: TimeOfDay(hour: 0, minute: 0)!) != nil
    }
}
