import Glibc

/// SIGHUP, SIGTERM and SIGINT noted instead of fatal while a check-in reads its answers line by
/// line, so the answers it confirmed can be kept as a draft before the process ends by the
/// signal, as the full-screen check-in does (`TerminalSignals.deferTermination`). There is no
/// raw terminal to restore here, only a reader to wake: the handler writes to a wake pipe that
/// the reader polls beside its input, so a signal that lands just before the reader waits is
/// never missed.
///
/// A second signal of the same kind, or five seconds without `dieOfPendingSignal`, ends the
/// process as the signal would have. A signal the parent set to be ignored (nohup, a
/// background job's SIGINT) stays ignored.
public enum LineModeSignals {
    /// What the handler touches, in memory of its own (see `TerminalSignals`).
    private struct HandlerState {
        var pending: Int32 = 0
        var wake: Int32 = -1
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<HandlerState> = {
        let state = UnsafeMutablePointer<HandlerState>.allocate(capacity: 1)
        state.initialize(to: HandlerState())
        return state
    }()

    /// Kept for the life of the process: a handler may write to it at any moment.
    nonisolated(unsafe) private static var wakePipe: WakePipe?

    static let deferredSignals: [Int32] = [SIGHUP, SIGTERM, SIGINT]

    /// Installs the noting handlers; returns the descriptor that becomes readable once a
    /// signal was noted (for the reader's `poll`), or nil when no pipe could be made (the
    /// signals then end the process at once, as before).
    public static func begin() -> Int32? {
        if wakePipe == nil { wakePipe = try? WakePipe() }
        guard let pipe = wakePipe else { return nil }
        state.pointee.wake = pipe.writeEnd
        for signal in deferredSignals {
            var old = sigaction()
            sigaction(signal, nil, &old)
            if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = noteLineModeSignal
            sigemptyset(&action.sa_mask)
            // No SA_RESTART: a read waiting for a line returns so the reader looks again.
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
        return pipe.readEnd
    }

    /// The signal noted, if any.
    public static var pending: Int32? {
        let signal = state.pointee.pending
        return signal == 0 ? nil : signal
    }

    /// Ends the process by the noted signal (its default action back), so whoever started it
    /// sees how it ended.
    public static func dieOfPendingSignal() {
        guard let signal = pending else { return }
        Glibc.signal(signal, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(signal)
    }

    /// Async-signal-safe: a store, a write and `alarm`.
    fileprivate static func note(_ signal: Int32) {
        state.pointee.pending = signal
        var byte: UInt8 = 1
        if state.pointee.wake >= 0 { _ = Glibc.write(state.pointee.wake, &byte, 1) }
        alarm(5)
    }
}

private func noteLineModeSignal(_ signal: Int32) {
    let saved = errno
    LineModeSignals.note(signal)
    errno = saved
}
