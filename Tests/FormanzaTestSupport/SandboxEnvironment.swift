/// The environment of a program run against a private store under `base`: its own HOME and XDG
/// directories, a plain PATH, `TZ=UTC0` (a POSIX rule, read without zone files) and a fixed
/// clock (`FORMANZA_NOW`), so a run never touches the person's files or depends on the day.
public enum SandboxEnvironment {
    /// The tests' fixed "now": Wednesday 2 December 2026, 10:00 UTC.
    public static let now = "2026-12-02T10:00:00Z"

    public static func make(base: String, language: String = "C.UTF-8", now: String = SandboxEnvironment.now)
        -> [String: String]
    {
        // A sandbox may run the programs' code in this process: its language's catalog is ready.
        TestCatalogs.install()
        return [
            "HOME": base, "PATH": "/usr/bin:/bin", "LANG": language, "TZ": "UTC0",
            "XDG_DATA_HOME": base + "/data", "XDG_RUNTIME_DIR": base + "/run", "XDG_CONFIG_HOME": base + "/config",
            "FORMANZA_NOW": now,
        ]
    }
}
