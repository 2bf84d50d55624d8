/// A device's id in a sync folder: 32 lowercase hex digits, random, made once per store. It
/// names the device's own folder, so it is checked before it is ever joined to a path.
public enum DeviceID {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    public static func isValid(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
