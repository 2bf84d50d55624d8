/// Which notification server gave the ids the daemon keeps across its restarts.
///
/// An id only means something to the server that handed it out: a server that restarted (or a
/// new session's) numbers its notifications afresh, and sending it an old id could withdraw or
/// replace someone else's notification. The identity combines what `GetServerInformation` says
/// (name, vendor, version) with the server's connection: its unique bus name, which a server
/// keeps for as long as it runs and which the bus never hands out twice, and the process behind
/// it. A daemon restart leaves all of these equal; a server restart changes the unique name and
/// the process.
public enum NotificationServerIdentity {
    /// The identity as stored in the record of posts, nil when no server runs.
    /// `information`: what `GetServerInformation` answered, nil when it did not.
    public static func read(_ client: NotificationsClient, information: NotificationServerInformation?) -> String? {
        guard let owner = client.serverOwner else { return nil }
        let pid = try? client.connection.call(
            destination: NameOwnerTracker.busDriver, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "GetConnectionUnixProcessID", arguments: [.string(owner)], autoStart: false,
            timeout: client.timeout
        ).readUInt32()
        return text(information: information, owner: owner, pid: pid)
    }

    static func text(information: NotificationServerInformation?, owner: String, pid: UInt32?) -> String {
        let what = information.map { "\($0.name)/\($0.vendor)/\($0.version)" } ?? "?"
        return "\(what) \(owner) pid \(pid.map(String.init) ?? "?")"
    }
}
