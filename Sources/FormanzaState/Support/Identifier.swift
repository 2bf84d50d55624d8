/// Stable identifiers for forms, screens, calculated values and data values.
public enum Identifier {
    /// A new random id such as `s-3f9a0c1d`: short enough to type, random enough never to
    /// collide within one person's store.
    public static func make(prefix: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt32
        let hex = String(value, radix: 16)
        return prefix + "-" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Ids are written into file names and command lines: letters, digits, `-` and `_` only.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64
            && id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "-" || $0 == "_"
            }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    public var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
