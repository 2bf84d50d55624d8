import Glibc

/// The size of a terminal window in character cells, as the kernel keeps it for the terminal
/// (the emulator sets it; SIGWINCH says it changed).
public enum TerminalWindow {
    /// The window size of the terminal on `descriptor`, or nil when it is not a terminal or
    /// reports 0×0 (a serial line that was never told).
    public static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Sets the window size, as a terminal emulator does on a resize (tests use it on a
    /// pseudo-terminal). False when the sizes do not fit the kernel's fields or the call fails.
    @discardableResult
    public static func setSize(columns: Int, rows: Int, of descriptor: Int32) -> Bool {
        guard let columns = UInt16(exactly: columns), let rows = UInt16(exactly: rows) else { return false }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0
    }
}
