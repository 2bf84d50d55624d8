/// Turns the bytes a terminal sends in raw mode into `Key`s.
///
/// Pure and incremental: bytes may arrive split anywhere (an arrow's `ESC [ A` over two reads, a
/// `ñ` over two), so the decoder keeps an incomplete tail and `isAwaitingMore` tells the reader to
/// wait a short while. If nothing follows, `flush()` settles the tail: a lone `ESC` is the Esc key.
/// Both arrow encodings are understood: CSI (`ESC [ A`, normal cursor mode) and SS3 (`ESC O A`,
/// application cursor mode, which some terminals keep after another program set it).
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []

    /// Longest CSI sequence accepted before the bytes are treated as garbage and dropped.
    private static let maximumSequenceLength = 32

    init() {}

    /// True while the bytes so far end in the middle of a sequence or character.
    var isAwaitingMore: Bool { !buffer.isEmpty }

    /// Decodes as many keys as the bytes complete; an incomplete tail is kept for the next call.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        buffer.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < buffer.count {
            switch step(at: index) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .skip(let length):
                index += length
            case .incomplete:
                buffer.removeFirst(index)
                return keys
            }
        }
        buffer.removeAll()
        return keys
    }

    /// Settles an incomplete tail after the escape timeout: `ESC` alone is Esc, `ESC [` and
    /// `ESC O` are Esc followed by that character (Alt-[ or Alt-O), and a cut UTF-8 character is
    /// dropped.
    mutating func flush() -> [Key] {
        defer { buffer.removeAll() }
        guard buffer.first == 0x1B else { return [] }
        var keys: [Key] = [.escape]
        if buffer.count >= 2, let scalar = Unicode.Scalar(UInt32(buffer[1])), buffer[1] >= 0x20 {
            keys.append(.character(Character(scalar)))
        }
        return keys
    }

    /// Decodes a whole byte string at once, flushing the tail: for tests and scripted input.
    static func keys(from bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    private enum Step {
        case key(Key, length: Int)
        case skip(length: Int)
        case incomplete
    }

    private func step(at index: Int) -> Step {
        let byte = buffer[index]
        switch byte {
        case 0x1B: return escape(at: index)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .key(.control(letter), length: 1)
        // A NUL (pasted, or Ctrl-Space) reaches the widget as a character: a text field shows
        // it escaped and the answer rules refuse it, where dropping it would save a text cut
        // short without a word. Other widgets reject it as any unknown character.
        case 0x00: return .key(.character("\u{0}"), length: 1)
        case 0x1C...0x1F: return .skip(length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default: return utf8(at: index)
        }
    }

    private func escape(at index: Int) -> Step {
        guard index + 1 < buffer.count else { return .incomplete }
        switch buffer[index + 1] {
        case UInt8(ascii: "["): return controlSequence(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < buffer.count else { return .incomplete }
            guard let key = Self.ss3Key(buffer[index + 2]) else { return .skip(length: 3) }
            return .key(key, length: 3)
        case UInt8(ascii: "b"): return .key(.wordLeft, length: 2)
        case UInt8(ascii: "f"): return .key(.wordRight, length: 2)
        default:
            // Esc followed by anything else (Alt-x, or Esc typed just before a key): report Esc
            // and let the next byte decode on its own.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
    private func controlSequence(at index: Int) -> Step {
        var end = index + 2
        var parameters: [UInt8] = []
        while end < buffer.count {
            let byte = buffer[end]
            if (0x40...0x7E).contains(byte) {
                let length = end - index + 1
                guard let key = Self.csiKey(final: byte, parameters: parameters) else {
                    return .skip(length: length)
                }
                return .key(key, length: length)
            }
            guard (0x20...0x3F).contains(byte) else { return .skip(length: end - index) }
            parameters.append(byte)
            end += 1
            if end - index > Self.maximumSequenceLength { return .skip(length: end - index) }
        }
        return .incomplete
    }

    private static func csiKey(final: UInt8, parameters: [UInt8]) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        // `ESC [ 1 ; 5 C` (Ctrl) and `ESC [ 1 ; 3 C` (Alt) move by words, as in readline.
        case UInt8(ascii: "C"): return Self.byWord(parameters) ? .wordRight : .right
        case UInt8(ascii: "D"): return Self.byWord(parameters) ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            // `ESC [ n ~`, possibly with a modifier (`ESC [ 3 ; 5 ~`): the first number names the key.
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            guard !first.isEmpty, first.allSatisfy({ (0x30...0x39).contains($0) }),
                let number = Int(String(decoding: first, as: UTF8.self))
            else { return nil }
            switch number {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// Whether a cursor key's modifier parameter (`1;5`, `1;3`) is Ctrl or Alt.
    private static func byWord(_ parameters: [UInt8]) -> Bool {
        let modifier = parameters.split(separator: UInt8(ascii: ";")).dropFirst().first
        return modifier.map { Array($0) == [UInt8(ascii: "5")] || Array($0) == [UInt8(ascii: "3")] } ?? false
    }

    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "M"): return .enter  // keypad Enter in application mode
        default: return nil
        }
    }

    /// One UTF-8 encoded scalar; invalid bytes are skipped one at a time.
    private func utf8(at index: Int) -> Step {
        let lead = buffer[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(length: 1)
        }
        let available = min(length, buffer.count - index)
        for offset in 1..<available where buffer[index + offset] & 0xC0 != 0x80 {
            return .skip(length: 1)
        }
        guard available == length else { return .incomplete }
        var iterator = buffer[index..<index + length].makeIterator()
        var codec = UTF8()
        guard case .scalarValue(let scalar) = codec.decode(&iterator) else { return .skip(length: 1) }
        return .key(.character(Character(scalar)), length: length)
    }
}
