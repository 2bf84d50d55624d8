import FormanzaBase
import FormanzaCommandLine

/// formanza-remind's commands, in the order completions offer them: what the dispatch runs,
/// what `--help` and the completions read, from the commands' own declarations.
enum RemindCommandTable {
    /// The context every formanza-remind command runs with: the environment it was started in.
    typealias Entry = CommandEntry<[String: String]>

    static let entries: [Entry] = [
        Entry(RunCommand.self), Entry(PlanCommand.self), Entry(StatusCommand.self), Entry(DoctorCommand.self),
    ]

    static func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }
}
