import FormanzaCommandLine
import FormanzaState

/// The one line `forms` and `reminders` add when no reminder daemon runs for this store: the
/// times they show would otherwise look like promises. On stderr, so scripts reading the
/// listing see it unchanged.
enum ReminderHint {
    static func warnIfNotRunning(_ context: CLIContext) {
        guard !DaemonPresence(paths: context.paths).isRunning() else { return }
        Console.warn(
            context.language.pick(
                "reminders are not running: formanza-remind doctor",
                "los recordatorios no están en marcha: formanza-remind doctor"), language: context.language)
    }
}
