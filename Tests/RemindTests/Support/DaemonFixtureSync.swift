import Testing

extension DaemonFixture {
    /// Joins this machine ("here") and another machine ("there": its own store and settings
    /// under the session's directory) to one sync folder; returns the other machine's
    /// environment, for running `formanza` as that machine.
    func joinAnotherMachine() throws -> [String: String] {
        let shared = session.directory + "/shared"
        let joined = try formanza(["sync", "setup", shared, "--name", "here"])
        #expect(joined.succeeded, "\(joined)")
        let other = extra.merging([
            "XDG_DATA_HOME": session.directory + "/other-data",
            "XDG_CONFIG_HOME": session.directory + "/other-config",
        ]) { $1 }
        let otherJoined = try session.runProduct(
            "formanza", ["sync", "setup", shared, "--name", "there"], extra: other)
        #expect(otherJoined.succeeded, "\(otherJoined)")
        return other
    }
}
