import FormanzaCommandLine
import FormanzaState

/// The one line `forms` and `reminders` add when no reminder daemon runs for this store: the
/// times they show would otherwise look like promises. On stderr, so scripts reading the
/// listing see it unchanged.
///
/// Whether a daemon runs is read from the runtime folder, which is checked like every other
/// use of it (`RuntimeFolder`); so it is asked before the command prints or changes anything,
/// and a folder others can write stops the command with the same refusal as `checkin`.
enum ReminderHint {
    /// Whether a daemon runs for this store; a refusal when the runtime folder is unsafe.
    static func daemonIsRunning(_ context: CLIContext) throws -> Bool {
        try DaemonPresence(paths: context.paths).isRunning()
    }

    static func warn(unless daemonIsRunning: Bool, _ context: CLIContext) {
        guard !daemonIsRunning else { return }
        Console.warn(
            context.language.pick(
                "reminders are not running: formanza-remind doctor",
                "los recordatorios no están en marcha: formanza-remind doctor"), language: context.language)
    }
}
