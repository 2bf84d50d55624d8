/// The daemon's side of the systemd user manager (`org.freedesktop.systemd1` on the user bus):
/// moving a launched program into a scope of its own, and reading the environment the manager
/// gives its services.
///
/// Calls never auto-start anything: where no user manager owns its name (a desktop without
/// systemd, a test bus), they fail at once with `ServiceUnknown` and the caller falls back.
public enum UserManager {
    static let busName = "org.freedesktop.systemd1"
    static let objectPath = "/org/freedesktop/systemd1"
    static let interface = "org.freedesktop.systemd1.Manager"

    /// How long a scope request may take before the launch counts as not moved (the manager
    /// answers in milliseconds; a hung one must not hold the click's terminal in limbo).
    static let scopeTimeout: Duration = .seconds(2)

    /// A scope name as desktop launchers give them: `app-formanza-checkin-<random>.scope`.
    static func scopeName() -> String {
        "app-formanza-checkin-" + String(UInt64.random(in: .min ... .max), radix: 16) + ".scope"
    }

    /// `StartTransientUnit`'s four arguments for a scope holding `pid`: mode `fail` (never replace
    /// a unit of that name), the `PIDs` to move, `CollectMode` inactive-or-failed so a terminal
    /// that ends with an error leaves no failed unit behind, and no auxiliary units.
    static func scopeArguments(name: String, pid: UInt32) -> [BusValue] {
        [
            .string(name), .string("fail"),
            .structArray(
                fields: "sv",
                [
                    [.string("Description"), .variant(.string("Formanza check-in"))],
                    [.string("PIDs"), .variant(.uint32Array([pid]))],
                    [.string("CollectMode"), .variant(.string("inactive-or-failed"))],
                ]),
            .structArray(fields: "sa(sv)", []),
        ]
    }

    /// Asks the manager, without waiting, to move the already started `pid` into a new scope, so
    /// that stopping or restarting the daemon's unit (which kills what is left in its cgroup)
    /// leaves it running. `completion` runs on the loop with the scope's name, or the error
    /// (no manager, the process already gone, a timeout).
    ///
    /// The child runs from the moment it is spawned, so what it forks before the move stays in
    /// the daemon's cgroup; desktop launchers that move a spawned child share that window, which
    /// the manager's answer (a few milliseconds) keeps short.
    public static func moveToScope(
        pid: Int32, bus: BusConnection, completion: @escaping (Result<String, SystemdError>) -> Void
    ) {
        let name = scopeName()
        do {
            try bus.callAsync(
                destination: busName, path: objectPath, interface: interface, member: "StartTransientUnit",
                arguments: scopeArguments(name: name, pid: UInt32(clamping: pid)), autoStart: false,
                timeout: scopeTimeout
            ) { result in
                completion(result.map { _ in name })
            }
        } catch {
            completion(.failure(error))
        }
    }

    /// The manager's `Environment` property: what its services start with (set by
    /// `systemctl --user import-environment` or `dbus-update-activation-environment`), as
    /// name → value. Nil when no manager answers.
    public static func environment(bus: BusConnection) -> [String: String]? {
        guard
            let reply = try? bus.call(
                destination: busName, path: objectPath, interface: "org.freedesktop.DBus.Properties", member: "Get",
                arguments: [.string(interface), .string("Environment")], autoStart: false,
                timeout: .milliseconds(500)),
            case .stringArray(let assignments)? = try? reply.readValue()
        else { return nil }
        return parseEnvironment(assignments)
    }

    /// `NAME=value` lines as a dictionary; a line without `=` is skipped, a later one wins.
    static func parseEnvironment(_ assignments: [String]) -> [String: String] {
        var environment: [String: String] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else { continue }
            environment[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        return environment
    }
}
