import FormanzaBase
import FoundationEssentials

/// One finding of `formanza-remind doctor`: what was checked, how it stands, and what to do.
struct DoctorCheck: Equatable, JSONElement {
    enum Status: String {
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

    /// `fix` is left out when there is none; keys sorted.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            try w.member("fix", ifPresent: fix)
            w.key("id")
            try w.value(id)
            w.key("message")
            try w.value(message)
            w.key("status")
            try w.value(status.rawValue)
        }
    }
}

/// Everything doctor found, printed as lines or as JSON.
struct DoctorReport: JSONElement {
    var checks: [DoctorCheck] = []
    var notificationServer: ServerFacts?
    var terminal: [String]?
    var store: String = ""
    var timeZone: String?

    var ok: Bool { !checks.contains { $0.status == .problem } }

    mutating func add(_ check: DoctorCheck) { checks.append(check) }

    /// Every key is written, an absent value as `null`; keys sorted.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            try w.array(key: "checks") { w in for check in checks { try check.write(&w) } }
            w.key("notificationServer")
            try notificationServer.write(&w)
            w.key("ok")
            w.value(ok)
            w.key("store")
            try w.value(store)
            w.key("terminal")
            if let terminal { try w.array(terminal) } else { w.null() }
            w.key("timeZone")
            try w.value(timeZone)
        }
    }

    /// The `--json` text: one line, keys sorted, hidden characters escaped.
    func json() throws -> String {
        String(decoding: try JSONText.document(self, layout: .oneLine), as: UTF8.self)
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
struct ServerFacts: Equatable, JSONElement {
    let name: String
    let vendor: String
    let version: String
    let capabilities: [String]

    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("capabilities")
            try w.array(capabilities)
            w.key("name")
            try w.value(name)
            w.key("vendor")
            try w.value(vendor)
            w.key("version")
            try w.value(version)
        }
    }
}
