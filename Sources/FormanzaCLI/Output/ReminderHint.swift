import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// The one line `forms`, `reminders` and a check-in add when no reminder daemon runs for this
/// store: the times they show would otherwise look like promises. On stderr, so scripts
/// reading the listing see it unchanged; other commands never say it.
///
/// Whether a daemon runs is read from the runtime folder, which is checked like every other
/// use of it (`RuntimeFolder`); so it is asked before the command prints or changes anything,
/// and a folder others can write stops the command with the same refusal as `checkin`.
enum ReminderHint {
    /// Whether a daemon runs for this store; a refusal when the runtime folder is unsafe.
    static func daemonIsRunning(_ context: CLIContext) throws -> Bool {
        try DaemonPresence(paths: context.paths).isRunning()
    }

    /// Says it at most once a day (`ReminderHintMemory`): a person who has chosen not to run
    /// reminders is told, not told again with every command.
    static func warn(unless daemonIsRunning: Bool, _ context: CLIContext) {
        let memory = ReminderHintMemory(environment: context.environment)
        guard !daemonIsRunning else { return memory.forget() }
        guard !memory.wasSaid(on: context.today) else { return }
        memory.remember(context.today)
        Console.warn(
            context.language.tr(
                "reminders are not running: formanza-remind doctor"), language: context.language)
    }
}
