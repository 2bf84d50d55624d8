/// A day or a time in a JSON document that is not written as the store writes them, as data:
/// the text found. The store's reader words it (`DecodeProblem`).
public enum CalendarTextError: Error, Sendable, Equatable {
    /// Not `YYYY-MM-DD`.
    case notADate(String)
    /// Not `HH:MM`.
    case notATime(String)
}
