import Glibc

/// Splits a byte stream into lines: `\n` ends a line, a `\r` before it is dropped (files written
/// on Windows), and the last line counts even without a final newline.
///
/// Invalid UTF-8 is repaired with U+FFFD rather than rejected, so one bad byte in a script does
/// not end the check-in.
struct LineSplitter: Sendable {
    private var pending: [UInt8] = []

    init() {}

    /// The lines completed by `bytes`.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(Self.text(pending))
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(byte)
            }
        }
        return lines
    }

    /// The last line when the input ended without a newline, nil when nothing was left over.
    mutating func finish() -> String? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : Self.text(pending)
    }

    private static func text(_ bytes: [UInt8]) -> String {
        let content = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
        return String(decoding: content, as: UTF8.self)
    }
}

/// Reads lines from a descriptor for the plain line mode: when standard input is not a terminal
/// (a pipe, a file, a test), the check-in asks one question per line and reads one answer per
/// line, so scripts can drive it.
///
/// It reads with `read(2)` directly instead of buffered stdio, so nothing is held back in a
/// buffer the rest of the program cannot see.
final class LineReader {
    let descriptor: Int32
    private var splitter = LineSplitter()
    private var ready: [String] = []
    private var ended = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line without its line break; nil at end of input.
    func readLine() -> String? {
        while ready.isEmpty {
            if ended { return nil }
            switch TerminalSystem.read(descriptor, maximum: 4096) {
            case .bytes(let bytes): ready += splitter.feed(bytes)
            case .endOfFile:
                ended = true
                if let last = splitter.finish() { ready.append(last) }
            case .nothing:
                // Interrupted, or a non-blocking descriptor with nothing yet: wait for input.
                _ = TerminalSystem.waitForInput([descriptor], timeoutMilliseconds: nil)
            }
        }
        return ready.removeFirst()
    }

    /// Every remaining line.
    func readAll() -> [String] {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
    }
}
