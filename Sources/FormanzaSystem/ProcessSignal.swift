import Glibc

/// The signal numbers the programs name, so code outside this module can hand them to the
/// process functions here without importing the C library.
public enum ProcessSignal {
    public static let hangUp: Int32 = SIGHUP
    public static let interrupt: Int32 = SIGINT
    public static let quit: Int32 = SIGQUIT
    public static let terminate: Int32 = SIGTERM
    public static let kill: Int32 = SIGKILL
    public static let child: Int32 = SIGCHLD
    public static let brokenPipe: Int32 = SIGPIPE

    /// Ignores `signal` from now on. Both programs ignore SIGPIPE this way, so a write to a
    /// pipe whose reader is gone fails with EPIPE, which they report (a message and exit status
    /// 1), instead of ending them silently. Children get the default back (`ChildProcess`).
    public static func ignore(_ signal: Int32) {
        Glibc.signal(signal, SIG_IGN)
    }

    /// Runs `body` with `signals` ignored by this process and puts their previous actions back
    /// afterwards, as `system(3)` does while it waits: a Ctrl-C meant for a program in the
    /// foreground (an editor) then does not end this one as well.
    public static func ignoring<Result, Failure: Error>(
        _ signals: [Int32], during body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let previous = signals.map { (signal: $0, action: Glibc.signal($0, SIG_IGN)) }
        defer {
            for (signal, action) in previous.reversed() { Glibc.signal(signal, action) }
        }
        return try body()
    }
}
