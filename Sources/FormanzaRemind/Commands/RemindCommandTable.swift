import FormanzaBase
import FormanzaCommandLine

/// formanza-remind's commands with their options and help: what the parser in main.swift accepts
/// and what its completions offer, from one table.
enum RemindCommandTable {
    struct Entry: Sendable {
        let name: String
        let options: @Sendable (Language) -> [OptionSpec]
        let help: @Sendable (Language) -> String
    }

    static let entries: [Entry] = [
        Entry(name: "run", options: { _ in [] }, help: { RunCommand.help($0) }),
        Entry(name: "plan", options: { PlanCommand.options($0) }, help: { PlanCommand.help($0) }),
        Entry(name: "status", options: { StatusCommand.options($0) }, help: { StatusCommand.help($0) }),
        Entry(name: "doctor", options: { DoctorCommand.options($0) }, help: { DoctorCommand.help($0) }),
    ]

    static func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }
}
