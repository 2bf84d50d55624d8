import Glibc

/// Removes a staged file's temporary file when the process is told to stop while writing it
/// (Ctrl-C, SIGTERM, SIGHUP), then lets the signal end the process as it would have: an export
/// stopped by hand leaves nothing in the person's folder. A SIGKILL cannot be caught; what it
/// leaves, the next staged file in that folder removes (`StagedFile.removeLeftovers`).
enum StagedFileSignals {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The temporary file's path as a C string in memory of its own (a handler may only make
    /// async-signal-safe calls, so it reads a fixed buffer and calls `unlink`); empty when
    /// nothing is staged.
    nonisolated(unsafe) static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
        buffer[0] = 0
        return buffer
    }()

    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

    /// Installs the handlers for `temporary` (one staged file at a time). A signal this
    /// process was told to ignore (nohup) stays ignored.
    static func arm(_ temporary: String) {
        let bytes = Array(temporary.utf8)
        guard bytes.count <= Int(PATH_MAX) else { return }
        for (index, byte) in bytes.enumerated() { path[index] = CChar(bitPattern: byte) }
        path[bytes.count] = 0
        for signal in signals {
            var old = sigaction()
            sigaction(signal, nil, &old)
            if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            previous[signal] = old
            var action = sigaction()
            action.__sigaction_handler.sa_handler = stagedFileSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Puts the previous actions back once the file is committed or discarded.
    static func disarm() {
        path[0] = 0
        for (signal, action) in previous {
            var restored = action
            sigaction(signal, &restored, nil)
        }
        previous = [:]
    }
}

/// Unlinks the staged temporary file and raises the signal again; the handler was reset to
/// the default on entry (`SA_RESETHAND`), so the process then ends of it.
private func stagedFileSignalHandler(_ signal: Int32) {
    let path = StagedFileSignals.path
    if path[0] != 0 { unlink(path) }
    raise(signal)
}
