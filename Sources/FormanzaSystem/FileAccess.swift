import Glibc

/// What this user may do with a path, asked with `access(2)`: the kernel's own answer (modes,
/// owner, ACLs, a read-only mount), rather than a guess from `stat` bits.
///
/// Only for deciding what to try or report (which terminal a click can start, whether the
/// journal's socket takes entries); whoever then opens or runs the path still handles failure,
/// since the answer may change in between.
public enum FileAccess {
    /// Whether `path` is something this user may execute (a program on `PATH`, a sibling binary).
    public static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Whether this user may write to `path` (a socket to send entries to).
    public static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }
}
