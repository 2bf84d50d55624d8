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

    /// The path of this program's executable (`/proc/self/exe`), nil when it cannot be read:
    /// programs installed together find each other beside it.
    public static var executablePath: String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    /// Ends the process with `status` (after `atexit` handlers, so a raw terminal is restored).
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
