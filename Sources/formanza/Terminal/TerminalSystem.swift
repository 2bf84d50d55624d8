import Glibc

/// A system call on the terminal failed: which call, and the errno it left.
struct TerminalError: Error, CustomStringConvertible, Equatable {
    let call: String
    let code: Int32

    var description: String { "\(call): \(String(cString: strerror(code)))" }
}

/// What one `read(2)` brought.
enum ReadOutcome: Equatable {
    case bytes([UInt8])
    /// The other end is gone: end of file on a pipe, or EIO on a terminal that was closed.
    case endOfFile
    /// Interrupted by a signal or nothing there yet; try again.
    case nothing
}

/// The only place where the terminal layer talks to the C library through pointers: termios,
/// the window-size ioctl, read/write/poll, and the signal handlers that put the terminal back.
///
/// Everything above it deals in Swift values, so the rest of the layer stays testable and free
/// of `Unsafe*`.
enum TerminalSystem {
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static func settings(of descriptor: Int32) throws(TerminalError) -> termios {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalError(call: "tcgetattr", code: errno)
        }
        return settings
    }

    /// Applies `settings`; `flushingInput` discards keys typed before raw mode began (they were
    /// meant for the shell).
    static func apply(_ settings: termios, to descriptor: Int32, flushingInput: Bool) throws(TerminalError) {
        var copy = settings
        while tcsetattr(descriptor, flushingInput ? TCSAFLUSH : TCSADRAIN, &copy) != 0 {
            guard errno == EINTR else { throw TerminalError(call: "tcsetattr", code: errno) }
        }
    }

    /// Raw mode as `cfmakeraw` sets it, written out so it is visible what is switched off: no
    /// echo, no line editing, no signals from keys (Ctrl-C, Ctrl-Z, Ctrl-\ arrive as keys), no
    /// flow control (Ctrl-S saves), no CR/NL translation either way (the painter writes CR LF).
    static func rawSettings(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Whether two settings are the same in every field a program can change.
    static func sameSettings(_ lhs: termios, _ rhs: termios) -> Bool {
        var left = lhs
        var right = rhs
        let sameCharacters = withUnsafeBytes(of: &left.c_cc) { a in
            withUnsafeBytes(of: &right.c_cc) { b in a.elementsEqual(b) }
        }
        return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_cflag == rhs.c_cflag
            && lhs.c_lflag == rhs.c_lflag && sameCharacters
            && cfgetispeed(&left) == cfgetispeed(&right) && cfgetospeed(&left) == cfgetospeed(&right)
    }

    /// The window size, or nil when the descriptor is not a terminal or reports 0×0.
    static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Sets the window size (tests use it on a pseudo-terminal to fake a resize).
    static func setWindowSize(_ newSize: TerminalSize, of descriptor: Int32) -> Bool {
        var size = winsize(
            ws_row: UInt16(newSize.rows), ws_col: UInt16(newSize.columns),
            ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0
    }

    static func read(_ descriptor: Int32, maximum: Int = 1024) -> ReadOutcome {
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, maximum) }
        if count > 0 { return .bytes(Array(buffer.prefix(count))) }
        if count == 0 { return .endOfFile }
        return errno == EINTR || errno == EAGAIN ? .nothing : .endOfFile
    }

    /// Writes all of `text`, retrying after signals; gives up quietly if the terminal is gone.
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }

    /// The descriptors among `descriptors` that have input (or hung up), waiting at most
    /// `timeoutMilliseconds` (nil: without limit). Empty on timeout and when a signal interrupts.
    static func waitForInput(_ descriptors: [Int32], timeoutMilliseconds: Int?) -> [Int32] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = Int32(clamping: timeoutMilliseconds.map { max(0, $0) } ?? -1)
        guard poll(&polled, nfds_t(polled.count), timeout) > 0 else { return [] }
        let ready = Int16(POLLIN | POLLHUP | POLLERR)
        return polled.filter { $0.fd >= 0 && $0.revents & ready != 0 }.map(\.fd)
    }

    /// A non-blocking pipe whose write end the signal handlers poke, so `poll` wakes up for a
    /// resize or a resume from Ctrl-Z.
    static func makeWakePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw TerminalError(call: "pipe", code: errno) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }

    static func close(_ descriptor: Int32) {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
    }

    // MARK: - Restoring the terminal from signal handlers

    /// What the handlers need, in memory of its own: handlers may only make async-signal-safe
    /// calls (write, tcsetattr, sigaction), and reading a plain pointer cannot collide with
    /// Swift's exclusivity checks the way a global variable could.
    private struct EmergencyState {
        var armed = false
        /// SIGHUP and SIGTERM are noted (in `pending`) rather than fatal at once, so the
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

    /// Remembers how to put the terminal back and installs the handlers that do it on SIGTERM,
    /// SIGINT, SIGHUP, SIGQUIT (then re-raise), SIGTSTP/SIGCONT (restore while stopped, raw
    /// again after), SIGWINCH (wake the reader) and at `exit()`. One terminal at a time.
    static func arm(
        input: Int32, output: Int32, original: termios, raw: termios,
        enterSequence: String, leaveSequence: String, wake: Int32
    ) {
        let state = emergency
        state.pointee.armed = false
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.wake = wake
        state.pointee.original = original
        state.pointee.raw = raw
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

    /// The signals a check-in outlives for a moment: the terminal closed (SIGHUP), the session
    /// ending (SIGTERM).
    static let deferrableSignals: [Int32] = [SIGHUP, SIGTERM]

    /// From the next `arm` on, SIGHUP and SIGTERM restore the terminal and are noted, and the
    /// reader reports the end of input; the program then finishes what it must and calls
    /// `dieOfPendingSignal`. A second one, or five seconds without that, ends it as before.
    static func deferTermination() {
        emergency.pointee.deferred = true
    }

    /// The SIGHUP or SIGTERM received while deferred, if any.
    static var pendingTermination: Int32? {
        let signal = emergency.pointee.pending
        return signal == 0 ? nil : signal
    }

    /// Ends the process by the deferred signal (its default action is back), so whoever
    /// started it sees how it ended.
    static func dieOfPendingSignal() {
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
    static var isArmed: Bool { emergency.pointee.armed }

    /// Stops the process as Ctrl-Z would in cooked mode: the SIGTSTP handler restores the
    /// terminal before the stop and makes it raw again on SIGCONT.
    static func suspend() {
        // To the process, not this thread: worker threads (Swift concurrency, Dispatch) block
        // signals, and a signal raised on such a thread would wait there forever.
        kill(getpid(), SIGTSTP)
    }

    /// Puts back the handlers that were there before `arm` and forgets the terminal.
    static func disarm() {
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
    TerminalSystem.restoreNow()
    errno = saved
    // SA_RESETHAND has put the default action back; the signal is blocked while this handler
    // runs, so the raised copy is delivered, fatally, as soon as it returns.
    raise(signal)
}

private func deferringSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSystem.restoreNow()
    TerminalSystem.noteTermination(signal)
    errno = saved
}

private func faultSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSystem.restoreNow()
    TerminalSystem.passOnFault(signal)
    errno = saved
    // A trap or a bad access happens again when the instruction is retried, now reaching the
    // previous handler; an abort is raised again.
    if signal == SIGABRT || signal == SIGTRAP { raise(signal) }
}

private func stopSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSystem.restoreNow()
    errno = saved
    raise(signal)
}

private func continueSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSystem.reenterNow()
    errno = saved
}

private func wakeSignalHandler(_ signal: Int32) {
    let saved = errno
    TerminalSystem.wakeNow()
    errno = saved
}

private func restoreAtExit() {
    TerminalSystem.restoreNow()
}
