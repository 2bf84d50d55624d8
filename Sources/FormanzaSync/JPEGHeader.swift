/// The little of a JPEG's structure a photo from another device is checked against before it
/// is stored: its start and end markers and the width and height its frame header gives, which
/// must be the ones in the photo's name.
enum JPEGHeader {
    /// Width and height from the first frame header, nil when the bytes are not a whole JPEG
    /// (no start-of-image marker, no end-of-image marker, or no frame header before the data).
    static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xff, bytes[1] == 0xd8, bytes[bytes.count - 2] == 0xff,
            bytes[bytes.count - 1] == 0xd9
        else { return nil }
        var at = 2
        // Each step moves past one marker segment (at least 2 bytes), so the walk ends.
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xff else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xff {
                at += 1
                continue
            }
            if marker == 0x01 || (0xd0...0xd7).contains(marker) {
                at += 2
                continue
            }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2 else { return nil }
            let isFrame = (0xc0...0xcf).contains(marker) && marker != 0xc4 && marker != 0xc8 && marker != 0xcc
            if isFrame {
                guard length >= 7, at + 9 <= bytes.count else { return nil }
                let height = Int(bytes[at + 5]) << 8 | Int(bytes[at + 6])
                let width = Int(bytes[at + 7]) << 8 | Int(bytes[at + 8])
                return (width, height)
            }
            // The scan data starts after a start-of-scan: no frame header came before it.
            if marker == 0xda { return nil }
            at += 2 + length
        }
        return nil
    }
}
