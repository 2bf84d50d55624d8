import CSystemd

/// Talks to systemd about the service's state (`sd_notify`) for a `Type=notify` unit.
///
/// Every call is a no-op returning false when `NOTIFY_SOCKET` is unset (run from a terminal, or
/// under another init), so the daemon calls them unconditionally.
public enum ServiceManager {
    /// Sends one or more `KEY=value` assignments, newline-separated; true when systemd got them.
    @discardableResult
    static func notify(_ state: String) throws(SystemdError) -> Bool {
        try checkSystemd("sd_notify(\(state.prefix(40)))", formanza_notify(state)) > 0
    }

    /// Startup is complete: the first plan is armed. `status` is shown by `systemctl status`.
    @discardableResult
    public static func ready(status: String? = nil) throws(SystemdError) -> Bool {
        try notify(status.map { "READY=1\nSTATUS=\(singleLine($0))" } ?? "READY=1")
    }

    /// Updates the free-form status line (e.g. "Next: Daily check-in, evening, Tue 21:00").
    @discardableResult
    public static func status(_ text: String) throws(SystemdError) -> Bool {
        try notify("STATUS=\(singleLine(text))")
    }

    /// Shutdown has begun.
    @discardableResult
    public static func stopping() throws(SystemdError) -> Bool {
        try notify("STOPPING=1")
    }

    /// Re-reading configuration (SIGHUP); follow with `ready()` when done.
    @discardableResult
    static func reloading() throws(SystemdError) -> Bool {
        try notify("RELOADING=1")
    }

    /// A status must be one line: a newline would start another (unparsed) assignment.
    private static func singleLine(_ text: String) -> String {
        String(text.map { $0 == "\n" ? " " : $0 })
    }
}
