import Glibc

/// Facts about another process, known only by its id.
public enum OtherProcess {
    /// Whether a process with id `pid` exists now (`kill(pid, 0)`): one of another user's
    /// counts too, since only its existence matters. Marker files named by pid use it so a
    /// process that crashed leaves nothing that still counts.
    public static func exists(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
