import CLinux
import Glibc

/// Who and where this process is, and how it ends: the few process-wide facts the programs
/// read, so no other module needs libc for them.
public enum ThisProcess {
    /// `getpid()`: names temporary files and the daemon's status.
    public static var id: Int32 { getpid() }

    /// `getuid()`: the owner every store and runtime directory must have.
    public static var userID: UInt32 { getuid() }

    /// The home directory: `$HOME`, else the password database, else `/`.
    public static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return String(cString: directory) }
        return "/"
    }

    /// The variable `name` of this process's environment as it is now (`getenv`), nil when unset.
    public static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Gives memory the allocator holds but no longer uses back to the system (`malloc_trim`),
    /// after a resident process freed a large amount at once (the daemon after a backup).
    public static func returnFreedMemory() {
        _ = malloc_trim(0)
    }

    /// Ends the process with `status` (after `atexit` handlers, so a raw terminal is restored).
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
