import CSystemd
import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSystem
import Glibc

/// syslog priorities, as journald's `PRIORITY=` field takes them.
public enum LogPriority: Int32, Sendable, Comparable {
    case emergency = 0
    case alert, critical, error, warning, notice, info, debug

    public static func < (lhs: LogPriority, rhs: LogPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    var label: String {
        switch self {
        case .emergency: "emergency"
        case .alert: "alert"
        case .critical: "critical"
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        case .info: "info"
        case .debug: "debug"
        }
    }
}

/// The daemon's log: structured journal entries when journald is there, stderr lines otherwise.
///
/// Where entries go (decided once, at start):
/// - journald's socket exists → `sd_journal_sendv` with `PRIORITY`, `MESSAGE`,
///   `SYSLOG_IDENTIFIER` and the caller's fields (`FORMANZA_FORM`, `FORMANZA_KIND`,
///   `FORMANZA_INSTANT`…), so `journalctl --user -u formanza-remind FORMANZA_FORM=…` finds them.
/// - and *also* stderr when stderr is a terminal: someone running `formanza-remind run` by hand
///   wants to see what it does without opening the journal. Under systemd stderr is a journal
///   stream, not a tty, so nothing is written twice.
/// - no journald (containers, other inits) → one stderr line per entry:
///   `formanza-remind[warning]: message (FORMANZA_FORM=…, …)`.
public struct Journal: Sendable {
    enum Destination: Equatable, Sendable {
        case journal
        case journalAndStderr
        case stderr
    }

    public static let socketPath = "/run/systemd/journal/socket"

    let identifier: String
    let destination: Destination
    /// Where stderr lines go (2 normally; tests pass a pipe).
    let stderrDescriptor: Int32

    public init(
        identifier: String = "formanza-remind", journalSocket: String = Journal.socketPath, stderrDescriptor: Int32 = 2
    ) {
        self.identifier = identifier
        self.stderrDescriptor = stderrDescriptor
        let hasJournal = PathOperations.isWritable(journalSocket)
        let interactive = Console.isTerminal(stderrDescriptor)
        destination = hasJournal ? (interactive ? .journalAndStderr : .journal) : .stderr
    }

    /// Logs `message` with extra fields. Field names are journal field names: upper-case letters,
    /// digits and underscores, not starting with an underscore (a precondition: they are ours).
    public func log(_ priority: LogPriority, _ message: String, fields: [String: String] = [:]) {
        for name in fields.keys { precondition(Self.isValidFieldName(name), "bad journal field name \(name)") }
        if destination != .stderr {
            send(Self.journalFields(identifier: identifier, priority: priority, message: message, fields: fields))
        }
        if destination != .journal {
            let line =
                Self.stderrLine(identifier: identifier, priority: priority, message: message, fields: fields) + "\n"
            Console.write(line, to: stderrDescriptor)
        }
    }

    /// The `FIELD=value` entries sent to journald, in a stable order.
    static func journalFields(identifier: String, priority: LogPriority, message: String, fields: [String: String])
        -> [String]
    {
        // Form titles and file names reach the log: `journalctl` prints what it stores.
        [
            "PRIORITY=\(priority.rawValue)", "SYSLOG_IDENTIFIER=\(identifier)",
            "MESSAGE=\(VisibleText.escape(message, keepingLineBreaks: true))",
        ]
            + fields.keys.sorted().map { "\($0)=\(VisibleText.escape(fields[$0]!))" }
    }

    /// One stderr line; newlines and every other control character are shown as escapes
    /// (`VisibleText`), so one entry stays one line and never acts on a terminal.
    static func stderrLine(identifier: String, priority: LogPriority, message: String, fields: [String: String])
        -> String
    {
        var line = "\(identifier)[\(priority.label)]: " + message.replacingNewlines()
        if !fields.isEmpty {
            line +=
                " (" + fields.keys.sorted().map { "\($0)=\(fields[$0]!.replacingNewlines())" }.joined(separator: ", ")
                + ")"
        }
        return line
    }

    static func isValidFieldName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "_"), name.utf8.count <= 64 else { return false }
        return name.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
    }

    /// `sd_journal_sendv`: one iovec per field; values may hold newlines (sd-journal then uses the
    /// binary field format). A failure is not logged anywhere else (there is nowhere to).
    private func send(_ entries: [String]) {
        let vectors = entries.map { entry -> iovec in
            let bytes = Array(entry.utf8)
            let base = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 1)
            bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
            return iovec(iov_base: base, iov_len: bytes.count)
        }
        defer { for vector in vectors { vector.iov_base.deallocate() } }
        _ = sd_journal_sendv(vectors, Int32(vectors.count))
    }
}

extension String {
    fileprivate func replacingNewlines() -> String { VisibleText.escape(self) }
}
