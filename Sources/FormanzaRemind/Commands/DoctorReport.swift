import FormanzaBase
import FoundationEssentials

/// One finding of `formanza-remind doctor`: what was checked, how it stands, and what to do.
struct DoctorCheck: Encodable, Equatable {
    enum Status: String, Encodable {
        /// Works.
        case ok
        /// Works, with a limit worth knowing (no buttons on notifications, no user manager).
        case warning
        /// Keeps reminders from arriving or from opening the check-in: doctor exits 1.
        case problem
    }

    let id: String
    let status: Status
    let message: String
    let fix: String?

    init(_ id: String, _ status: Status, _ message: String, fix: String? = nil) {
        self.id = id
        self.status = status
        self.message = message
        self.fix = fix
    }
}

/// Everything doctor found, printed as lines or as JSON.
struct DoctorReport: Encodable {
    var checks: [DoctorCheck] = []
    var notificationServer: ServerFacts?
    var terminal: [String]?
    var store: String = ""
    var timeZone: String?

    var ok: Bool { !checks.contains { $0.status == .problem } }

    mutating func add(_ check: DoctorCheck) { checks.append(check) }

    enum CodingKeys: String, CodingKey { case ok, checks, notificationServer, terminal, store, timeZone }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ok, forKey: .ok)
        try container.encode(checks, forKey: .checks)
        try container.encode(notificationServer, forKey: .notificationServer)
        try container.encode(terminal, forKey: .terminal)
        try container.encode(store, forKey: .store)
        try container.encode(timeZone, forKey: .timeZone)
    }

    /// `OK       session bus: …`, and under a problem or warning the way out, indented.
    func lines(_ l: Language) -> [String] {
        var lines: [String] = []
        for check in checks {
            let label: String
            switch check.status {
            case .ok: label = l.tr("OK")
            case .warning: label = l.tr("WARNING")
            case .problem: label = l.tr("PROBLEM")
            }
            lines.append(label.padding(to: 9) + Sanitized.line(check.message))
            if let fix = check.fix { lines.append(String(repeating: " ", count: 9) + "→ " + Sanitized.line(fix)) }
        }
        lines.append("")
        lines.append(
            ok
                ? l.tr("Nothing blocks reminders.")
                : l.tr(
                    "Reminders are blocked: see PROBLEM above."))
        return lines
    }
}

/// Text from outside (a server's name, a file's line, a path) as one printable line: control
/// characters become `?`, so nothing doctor prints can drive the terminal.
enum Sanitized {
    static func line(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : $0 }))
    }
}

/// The notification server as doctor reports it.
struct ServerFacts: Encodable, Equatable {
    let name: String
    let vendor: String
    let version: String
    let capabilities: [String]
}
