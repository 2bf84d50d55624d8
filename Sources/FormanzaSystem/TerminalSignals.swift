import Glibc

/// Puts a raw terminal back however the process leaves it: from signal handlers and at
/// `exit()`.
///
/// Once armed, SIGTERM, SIGINT, SIGHUP and SIGQUIT restore the terminal and then kill the
/// process as they would have; SIGTSTP restores it while stopped and SIGCONT makes it raw again;
/// SIGWINCH and SIGCONT poke the wake pipe so the reader repaints; faults (a crash, an abort)
/// restore it before going on to the previous handler; `exit()` restores it through `atexit`.
/// One terminal at a time.
public enum TerminalSignals {
    /// What the handlers need, in memory of its own: handlers may only make async-signal-safe
    /// calls (write, tcsetattr, sigaction), and reading a plain pointer cannot collide with
    /// Swift's exclusivity checks the way a global variable could.
    private struct EmergencyState {
        var armed = false
        /// SIGHUP, SIGTERM and SIGINT are noted (in `pending`) rather than fatal at once, so the
        /// check-in can keep its confirmed answers as a draft before it dies of them.
        var deferred = false
        var pending: Int32 = 0
        var input: Int32 = -1
        var output: Int32 = -1
        var wake: Int32 = -1
        var original = termios()
        var raw = termios()
        var enter = (bytes: UnsafeMutablePointer<UInt8>.allocate(capacity: 64), count: 0)
        var leave = (bytes: UnsafeMutablePointer<UInt8>.allocate(capacity: 64), count: 0)
        /// The actions that were there before the fault handlers, by signal number, so a
        /// fault handler can hand the fault on (to the Swift runtime's backtracer).
        var faultActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    }

    nonisolated(unsafe) private static let emergency: UnsafeMutablePointer<EmergencyState> = {
        let state = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
        state.initialize(to: EmergencyState())
        return state
    }()

    nonisolated(unsafe) private static var previousActions: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var exitHandlerRegistered = false

    /// Signals whose default action ends the process: restore the terminal, then die of them.
    static let terminatingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// Faults (a trap, a crash, an abort): the terminal is restored, then the fault goes on to
    /// whoever handled it before, so the process still dies of it with its backtrace, but never
    /// leaves the terminal in the alternate screen and raw mode.
    static let faultSignals: [Int32] = [SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGTRAP, SIGABRT]

    /// The signals a check-in outlives for a moment: the terminal closed (SIGHUP), the session
    /// ending (SIGTERM), an interrupt sent by another process (SIGINT; Ctrl-C on the raw terminal
    /// is a key, which the check-in answers itself).
    static let deferrableSignals: [Int32] = [SIGHUP, SIGTERM, SIGINT]

    /// Remembers how to put the terminal back and installs the handlers that do it. The
    /// sequences are cut at 64 bytes (the handlers write them from fixed memory).
    public static func arm(
        input: Int32, output: Int32, original: TerminalSettings, raw: TerminalSettings,
        enterSequence: String, leaveSequence: String, wake: WakePipe
    ) {
        let state = emergency
        state.pointee.armed = false
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.wake = wake.writeEnd
        state.pointee.original = original.storage
        state.pointee.raw = raw.storage
        state.pointee.enter.count = copy(enterSequence, into: state.pointee.enter.bytes)
        state.pointee.leave.count = copy(leaveSequence, into: state.pointee.leave.bytes)
        state.pointee.armed = true
        if !exitHandlerRegistered {
            exitHandlerRegistered = true
            atexit(restoreAtExit)
        }
        for signal in terminatingSignals {
            let deferred = state.pointee.deferred && deferrableSignals.contains(signal)
            install(signal, handler: deferred ? deferringSignalHandler : terminatingSignalHandler, flags: SA_RESETHAND)
        }
        installFaultHandlers()
        install(SIGTSTP, handler: stopSignalHandler, flags: SA_RESETHAND)
        install(SIGCONT, handler: continueSignalHandler, flags: UInt32(SA_RESTART))
        install(SIGWINCH, handler: wakeSignalHandler, flags: UInt32(SA_RESTART))
    }

    /// From the next `arm` on, SIGHUP, SIGTERM and SIGINT restore the terminal and are noted, and the
    /// reader reports the end of input; the program then finishes what it must and calls
    /// `dieOfPendingSignal`. A second one, or five seconds without that, ends it as before.
    public static func deferTermination() {
        emergency.pointee.deferred = true
    }

    /// The SIGHUP or SIGTERM received while deferred, if any.
    public static var pendingTermination: Int32? {
        let signal = emergency.pointee.pending
        return signal == 0 ? nil : signal
    }

    /// Ends the process by the deferred signal (its default action is back), so whoever
    /// started it sees how it ended.
    public static func dieOfPendingSignal() {
        guard let signal = pendingTermination else { return }
        disarm()
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }

    /// Notes a deferred signal; async-signal-safe.
    fileprivate static func noteTermination(_ signal: Int32) {
        emergency.pointee.pending = signal
        wakeNow()
        alarm(5)
    }

    /// Whether a terminal is in raw mode and its restoring handlers are installed.
    public static var isArmed: Bool { emergency.pointee.armed }

    /// Stops the process as Ctrl-Z would in cooked mode: the SIGTSTP handler restores the
    /// terminal before the stop and makes it raw again on SIGCONT.
    public static func suspend() {
        // To the process, not this thread: worker threads (Swift concurrency, Dispatch) block
        // signals, and a signal raised on such a thread would wait there forever.
        kill(getpid(), SIGTSTP)
    }

    /// Puts back the handlers that were there before `arm` and forgets the terminal.
    public static func disarm() {
        emergency.pointee.armed = false
        for (signal, action) in previousActions {
            var previous = action
            sigaction(signal, &previous, nil)
        }
        previousActions.removeAll()
    }

    private static func copy(_ text: String, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let bytes = Array(text.utf8.prefix(64))
        buffer.update(from: bytes, count: bytes.count)
        return bytes.count
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: UInt32) {
        var old = sigaction()
        sigaction(signal, nil, &old)
        // A signal the parent told us to ignore (nohup, a job-control shell) stays ignored.
        if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == 1 { return }
        if previousActions[signal] == nil { previousActions[signal] = old }
        setHandler(signal, handler: handler, flags: flags)
    }

    /// A stack overflow leaves no stack for a handler: an alternate one is set up when there
    /// is none yet.
    private static func installFaultHandlers() {
        var current = stack_t()
        if sigaltstack(nil, &current) == 0 && current.ss_flags & Int32(SS_DISABLE) != 0 {
            let size = 64 * 1024
            var alternate = stack_t()
            alternate.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            alternate.ss_size = size
            alternate.ss_flags = 0
            sigaltstack(&alternate, nil)
        }
        for signal in faultSignals {
            var old = sigaction()
            sigaction(signal, nil, &old)
            if previousActions[signal] == nil { previousActions[signal] = old }
            emergency.pointee.faultActions[Int(signal)] = old
            setHandler(signal, handler: faultSignalHandler, flags: UInt32(SA_ONSTACK))
        }
    }

    /// Puts back the action a fault had before; async-signal-safe.
    fileprivate static func passOnFault(_ signal: Int32) {
        _ = sigaction(signal, emergency.pointee.faultActions + Int(signal), nil)
    }

    /// Only `sigaction` itself, so a signal handler may call it.
    fileprivate static func setHandler(
        _ signal: Int32, handler: @convention(c) (Int32) -> Void,
        flags: UInt32
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(bitPattern: flags)
        sigaction(signal, &action, nil)
    }

    /// Writes the leave sequence and the original settings; async-signal-safe.
    fileprivate static func restoreNow() {
        let state = emergency
        guard state.pointee.armed else { return }
        _ = Glibc.write(state.pointee.output, state.pointee.leave.bytes, state.pointee.leave.count)
        _ = tcsetattr(state.pointee.input, TCSADRAIN, &state.pointee.original)
    }

    /// Raw settings and the enter sequence again after a stop, then a wake-up so the screen
    /// is repainted; async-signal-safe.
    fileprivate static func reenterNow() {
        let state = emergency
        guard state.pointee.armed else { return }
        _ = tcsetattr(state.pointee.input, TCSADRAIN, &state.pointee.raw)
        _ = Glibc.write(state.pointee.output, state.pointee.enter.bytes, state.pointee.enter.count)
        setHandler(SIGTSTP, handler: stopSignalHandler, flags: SA_RESETHAND)
        wakeNow()
    }

    fileprivate static func wakeNow() {
        guard emergency.pointee.armed else { return }
        var byte: UInt8 = 1
        _ = Glibc.write(emergency.pointee.wake, &byte, 1)
    }
}

// The handlers are free functions so they convert to C function pointers. Each keeps errno as
// it found it, since the interrupted code may be about to read it.

private func terminatingSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSignals.restoreNow()
    errno = saved
    // SA_RESETHAND has put the default action back; the signal is blocked while this handler
    // runs, so the raised copy is delivered, fatally, as soon as it returns.
    raise(signal)
}

private func deferringSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSignals.restoreNow()
    TerminalSignals.noteTermination(signal)
    errno = saved
}

private func faultSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSignals.restoreNow()
    TerminalSignals.passOnFault(signal)
    errno = saved
    // A trap or a bad access happens again when the instruction is retried, now reaching the
    // previous handler; an abort is raised again.
    if signal == SIGABRT || signal == SIGTRAP { raise(signal) }
}

private func stopSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSignals.restoreNow()
    errno = saved
    raise(signal)
}

private func continueSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSignals.reenterNow()
    errno = saved
}

private func wakeSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSignals.wakeNow()
    errno = saved
}

private func restoreAtExit() {
    TerminalSignals.restoreNow()
}
