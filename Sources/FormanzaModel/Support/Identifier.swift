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

extension Identifier {
    /// Whether an id can be typed as a command's argument: it starts with a letter or a digit,
    /// so `-e` or `--help` is never taken for an option. Asked of the ids a file brings in;
    /// ids already in a store are left as they are.
    public static func startsTypeably(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first else { return false }
        return ("a"..."z").contains(first) || ("A"..."Z").contains(first) || ("0"..."9").contains(first)
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
