import CVips

/// The formats a photo may be in, as the documentation lists them, recognised from the file's
/// first bytes before libvips sees it: the content decides, never the name (a PNG called
/// `x.jpg` is a PNG; a TIFF called `x.jpg` is refused). Anything else never reaches a decoder.
enum PhotoFormat: Int32 {
    case jpeg = 1
    case png = 2
    case webp = 3
    case heic = 4

    /// How many bytes are looked at: enough for an `ftyp` box with a long list of brands.
    static let sniffLength = 256

    /// The HEIF brands whose pictures are HEVC-coded: images, sequences, and their 10-bit and
    /// multi-layer forms. The structural brands `mif1` and `msf1` say only "HEIF", which AVIF
    /// (AV1-coded, not listed) also uses, so they count only beside one of these.
    static let hevcBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis"]
    static let structuralBrands: Set<String> = ["mif1", "msf1"]

    /// The format of the open file `descriptor`, read from its start; nil when it is none of
    /// the four (or cannot be read).
    static func of(descriptor: Int32) -> PhotoFormat? {
        var bytes = [UInt8](repeating: 0, count: sniffLength)
        let count = bytes.withUnsafeMutableBufferPointer {
            formanza_read_start(descriptor, $0.baseAddress, sniffLength)
        }
        guard count > 0 else { return nil }
        return recognise(Array(bytes.prefix(Int(count))))
    }

    static func recognise(_ bytes: [UInt8]) -> PhotoFormat? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return isHEIC(bytes) ? .heic : nil
    }

    /// An ISO-BMFF file starting with its `ftyp` box, whose major brand is an HEVC one, or a
    /// structural one with an HEVC brand among the compatible ones.
    static func isHEIC(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 16, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return false }
        let size = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard size >= 16, size % 4 == 0 else { return false }
        let end = min(size, bytes.count)
        let brand = { (at: Int) in String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        let major = brand(8)
        if hevcBrands.contains(major) { return true }
        guard structuralBrands.contains(major) else { return false }
        return stride(from: 16, to: end - 3, by: 4).contains { hevcBrands.contains(brand($0)) }
    }
}
