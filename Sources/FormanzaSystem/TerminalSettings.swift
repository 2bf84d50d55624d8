import Glibc

/// A terminal's line discipline settings (`termios`), kept as an opaque value so the terminal
/// layer can save them, switch to raw mode and put them back without handling the C structure.
public struct TerminalSettings: Sendable, Equatable {
    var storage: termios

    init(_ storage: termios) {
        self.storage = storage
    }

    /// The settings of the terminal open on `descriptor` (`tcgetattr`); `ENOTTY` when it is
    /// not a terminal.
    public static func of(_ descriptor: Int32) throws(Errno) -> TerminalSettings {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { throw Errno.current }
        return TerminalSettings(settings)
    }

    /// Applies these settings to the terminal on `descriptor`, retrying after a signal;
    /// `flushingInput` discards keys typed before (they were meant for the shell).
    public func apply(to descriptor: Int32, flushingInput: Bool) throws(Errno) {
        var copy = storage
        while tcsetattr(descriptor, flushingInput ? TCSAFLUSH : TCSADRAIN, &copy) != 0 {
            guard errno == EINTR else { throw Errno.current }
        }
    }

    /// Raw mode as `cfmakeraw` sets it, written out so it is visible what is switched off: no
    /// echo, no line editing, no signals from keys (Ctrl-C, Ctrl-Z, Ctrl-\ arrive as keys), no
    /// flow control (Ctrl-S saves), no CR/NL translation either way (the painter writes CR LF).
    /// Reads return as soon as one byte is there.
    public var raw: TerminalSettings {
        var raw = storage
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return TerminalSettings(raw)
    }

    /// The same in every field a program can change: flags, control characters and speeds
    /// (the padding of the C structure is not compared).
    public static func == (lhs: TerminalSettings, rhs: TerminalSettings) -> Bool {
        var left = lhs.storage
        var right = rhs.storage
        let sameCharacters = withUnsafeBytes(of: &left.c_cc) { a in
            withUnsafeBytes(of: &right.c_cc) { b in a.elementsEqual(b) }
        }
        return left.c_iflag == right.c_iflag && left.c_oflag == right.c_oflag && left.c_cflag == right.c_cflag
            && left.c_lflag == right.c_lflag && sameCharacters
            && cfgetispeed(&left) == cfgetispeed(&right) && cfgetospeed(&left) == cfgetospeed(&right)
    }
}
