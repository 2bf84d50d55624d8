import FormanzaSystem

/// Splits a byte stream into lines: `\n` ends a line, a `\r` before it is dropped (files written
/// on Windows), and the last line counts even without a final newline.
///
/// Invalid UTF-8 is repaired with U+FFFD rather than rejected, so one bad byte in a script does
/// not end the check-in.
///
/// A line longer than `maxLineBytes` keeps only its first `maxLineBytes` bytes and is
/// reported as cut (`cutLines`), so a 200 MB line costs 64 KiB, not gigabytes, and its reader
/// can refuse it instead of taking its beginning for an answer.
public struct LineSplitter: Sendable {
    /// Longer than any answer a screen accepts (a text holds at most 2,000 characters).
    public static let defaultMaxLineBytes = 64 * 1024

    let maxLineBytes: Int
    private var pending: [UInt8] = []
    private var overflowing = false
    /// For each line returned so far by `feed` and `finish`, in order: whether it was cut.
    private(set) var cutLines: [Bool] = []

    public init(maxLineBytes: Int = LineSplitter.defaultMaxLineBytes) {
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// The lines completed by `bytes`.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        let bytes = Array(bytes)
        var lines: [String] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let room = maxLineBytes - pending.count
            if end - start > room { overflowing = true }
            pending.append(contentsOf: bytes[start..<min(end, start + room)])
            guard end < bytes.count else { break }
            lines.append(Self.text(pending))
            cutLines.append(overflowing)
            pending.removeAll(keepingCapacity: pending.count <= 4096)
            overflowing = false
            start = end + 1
        }
        return lines
    }

    /// The last line when the input ended without a newline, nil when nothing was left over.
    mutating func finish() -> String? {
        defer {
            pending.removeAll()
            overflowing = false
        }
        guard !pending.isEmpty else { return nil }
        cutLines.append(overflowing)
        return Self.text(pending)
    }

    /// Forgets the cut flags of lines already handed on.
    mutating func dropCutFlags(_ count: Int) {
        cutLines.removeFirst(min(count, cutLines.count))
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
public final class LineReader {
    let descriptor: Int32
    /// Readable once the process was told to end (`LineModeSignals`): waited on beside the
    /// input, so a signal never leaves the reader blocked.
    let wake: Int32?
    /// Whether the process was told to end: no line is handed on after that, not even one
    /// already read, since the person did not see it taken.
    public let isStopped: () -> Bool
    private var splitter = LineSplitter()
    private var ready: [(line: String, cut: Bool)] = []
    private var ended = false
    /// Whether the line `readLine` returned last was longer than the limit and was cut.
    public private(set) var lastLineWasCut = false

    public init(
        descriptor: Int32 = StandardStreams.input, wake: Int32? = nil, isStopped: @escaping () -> Bool = { false }
    ) {
        self.descriptor = descriptor
        self.wake = wake
        self.isStopped = isStopped
    }

    /// The next line without its line break; nil at end of input and once stopped.
    public func readLine() -> String? {
        while true {
            if isStopped() { return nil }
            if !ready.isEmpty { break }
            if ended { return nil }
            if let wake, !DescriptorIO.waitForInput([descriptor, wake], timeoutMilliseconds: nil).contains(descriptor) {
                continue
            }
            switch DescriptorIO.read(descriptor, maximum: 4096) {
            case .bytes(let bytes): take(splitter.feed(bytes))
            case .endOfFile:
                ended = true
                if let last = splitter.finish() { take([last]) }
            case .nothing:
                // Interrupted, or a non-blocking descriptor with nothing yet: wait for input.
                _ = DescriptorIO.waitForInput([descriptor, wake ?? -1], timeoutMilliseconds: nil)
            }
        }
        let next = ready.removeFirst()
        lastLineWasCut = next.cut
        return next.line
    }

    private func take(_ lines: [String]) {
        for (line, cut) in zip(lines, splitter.cutLines) { ready.append((line, cut)) }
        splitter.dropCutFlags(lines.count)
    }

    /// Every remaining line.
    func readAll() -> [String] {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
    }
}
