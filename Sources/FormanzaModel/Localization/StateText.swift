import FormanzaBase

/// Words for a form's day state that the check-in and the reminders both print, kept in one
/// place so a notification and `formanza forms` never word the same state differently.

public enum StateText {
    /// "1 answer missing" / "2 answers missing"; «Falta 1 respuesta» / «Faltan 2 respuestas».
    public static func answersMissing(_ n: Int, _ l: Language) -> String {
        n == 1
            ? l.tr("1 answer missing") : l.tr("{0} answers missing", n)
    }
}
