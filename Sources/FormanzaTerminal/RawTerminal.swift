import FormanzaSystem

/// The terminal in raw mode for the interactive check-in: keys one by one without echo, the
/// cursor hidden, optionally on the alternate screen, and always put back as it was.
///
/// Restoring is not left to the happy path. `withRawMode` restores on return and on a thrown
/// error; Ctrl-C arrives as a key (ISIG is off) so the host ends the check-in normally; signals
/// from outside (SIGTERM, SIGINT, SIGHUP, SIGQUIT) run a handler that restores and then lets the
/// signal kill the process as it would have; Ctrl-Z sent from outside (SIGTSTP) restores while
/// stopped and goes raw again on SIGCONT; `exit()` restores through `atexit`. SIGWINCH and
/// SIGCONT wake `nextEvent`, which reports `.resize` so the host repaints.
public final class RawTerminal: TerminalDevice {
    public struct Options: Sendable {
        /// Draw on the alternate screen, so the shell's scrollback reappears untouched afterwards.
        var alternateScreen = true
        /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
        var escapeTimeoutMilliseconds = 50

        public init(alternateScreen: Bool = true, escapeTimeoutMilliseconds: Int = 50) {
            self.alternateScreen = alternateScreen
            self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
        }
    }

    let input: Int32
    let output: Int32
    let options: Options
    public let colorsEnabled: Bool
    private(set) var isRaw = false
    private var original: TerminalSettings?
    private var wake: WakePipe?
    private var decoder = KeyDecoder()
    private var pendingKeys: [Key] = []
    private var reachedEnd = false

    init(input: Int32 = StandardStreams.input, output: Int32 = StandardStreams.output, options: Options = Options()) {
        self.input = input
        self.output = output
        self.options = options
        self.colorsEnabled = ColorPolicy.colorsEnabled(output: output)
    }

    deinit { restore() }

    /// Runs `body` with the terminal in raw mode and restores it however `body` ends.
    public static func withRawMode<Result>(
        input: Int32 = StandardStreams.input, output: Int32 = StandardStreams.output, options: Options = Options(),
        _ body: (RawTerminal) throws -> Result
    ) throws -> Result {
        let terminal = RawTerminal(input: input, output: output, options: options)
        try terminal.enter()
        defer { terminal.restore() }
        return try body(terminal)
    }

    /// The bytes written when raw mode starts (and again after a resume from Ctrl-Z).
    var enterSequence: String {
        (options.alternateScreen ? "\u{1B}[?1049h" : "") + ScreenPainter.hideCursor + "\u{1B}[H\u{1B}[2J"
    }

    /// The bytes written when the terminal is restored: styles off, cursor back, main screen.
    var leaveSequence: String {
        TextStyle.resetSequence + ScreenPainter.showCursor + (options.alternateScreen ? "\u{1B}[?1049l" : "\r\n")
    }

    func enter() throws(TerminalError) {
        guard !isRaw else { return }
        precondition(!TerminalSignals.isArmed, "one raw terminal at a time")
        let saved: TerminalSettings
        do { saved = try TerminalSettings.of(input) } catch { throw TerminalError(call: "tcgetattr", error: error) }
        let raw = saved.raw
        let pipe: WakePipe
        do { pipe = try WakePipe() } catch { throw TerminalError(call: "pipe", error: error) }
        // Armed before the settings change, so a signal in between still finds a way back.
        TerminalSignals.arm(
            input: input, output: output, original: saved, raw: raw,
            enterSequence: enterSequence, leaveSequence: leaveSequence, wake: pipe)
        do {
            try raw.apply(to: input, flushingInput: true)
        } catch {
            TerminalSignals.disarm()
            throw TerminalError(call: "tcsetattr", error: error)
        }
        original = saved
        wake = pipe
        isRaw = true
        reachedEnd = false
        write(enterSequence)
    }

    /// Puts the terminal back as `enter` found it. Safe to call more than once.
    func restore() {
        guard isRaw, let original else { return }
        isRaw = false
        write(leaveSequence)
        // Settings first, handlers after: a signal in between finds the handler still armed and
        // restoring twice is harmless, whereas the other order could die raw.
        try? original.apply(to: input, flushingInput: false)
        TerminalSignals.disarm()
        wake = nil
        self.original = nil
    }

    /// Suspends the program like Ctrl-Z in a shell (with ISIG off, Ctrl-Z reaches the host as
    /// `.control("z")`, and the host calls this): the terminal is restored while stopped, and
    /// after `fg` it is raw again and `nextEvent` reports `.resize` so the host repaints.
    public func suspend() {
        guard isRaw else { return }
        TerminalSignals.suspend()
    }

    /// The window size, 80×24 when the terminal cannot tell.
    public var size: TerminalSize {
        TerminalSize(of: output) ?? TerminalSize(of: input) ?? .standard
    }

    public func write(_ text: String) {
        DescriptorIO.write(Array(text.utf8), to: output)
    }

    public func nextEvent(timeoutMilliseconds: Int? = nil) -> TerminalEvent {
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds($0)) }
        var escapeDeadline: ContinuousClock.Instant?
        while true {
            // The terminal closed or the session ends (deferred SIGHUP/SIGTERM): no more keys.
            if TerminalSignals.pendingTermination != nil { return .endOfInput }
            if !pendingKeys.isEmpty { return .key(pendingKeys.removeFirst()) }
            if reachedEnd { return .endOfInput }
            let now = clock.now
            if decoder.isAwaitingMore {
                let limit = escapeDeadline ?? now.advanced(by: .milliseconds(options.escapeTimeoutMilliseconds))
                escapeDeadline = limit
                if now >= limit {
                    pendingKeys += decoder.flush()
                    escapeDeadline = nil
                    continue
                }
            } else {
                escapeDeadline = nil
            }
            if let deadline, now >= deadline { return .timeout }
            let wait = [deadline, escapeDeadline].compactMap { $0 }.min().map { milliseconds(from: now, to: $0) }
            let ready = DescriptorIO.waitForInput([input, wake?.readEnd ?? -1], timeoutMilliseconds: wait)
            if let wake, ready.contains(wake.readEnd) {
                wake.drain()
                if TerminalSignals.pendingTermination != nil { return .endOfInput }
                return .resize(size)
            }
            guard ready.contains(input) else { continue }
            switch DescriptorIO.read(input) {
            case .bytes(let bytes): pendingKeys += decoder.decode(bytes)
            case .endOfFile:
                pendingKeys += decoder.flush()
                reachedEnd = true
            case .nothing: break
            }
        }
    }

    private func milliseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Int {
        let (seconds, attoseconds) = start.duration(to: end).components
        return max(0, Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
    }
}

/// A system call on the terminal failed: which call, and the errno it left.
public struct TerminalError: Error, CustomStringConvertible, Equatable {
    let call: String
    let error: Errno

    public var description: String { "\(call): \(error.text)" }
}
