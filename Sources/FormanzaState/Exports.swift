/// The model is written in the bottom module's values (days, times of day, reminder settings, a
/// form's day state, the two languages, the safe door to files), so whoever imports the model
/// gets them as well, as if they were its own: the programs and tests import `FormanzaState`
/// alone. The planner imports `FormanzaBase` directly and never sees the store.
@_exported import FormanzaBase
