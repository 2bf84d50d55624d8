/// Fills the `{0}`, `{1}`… of a message with its arguments, the placeholders translators see
/// (marked `python-brace-format` in the catalog, so `msgfmt --check` catches a lost one). A
/// translation may reorder them. Any other brace is kept as written; a placeholder with no
/// argument is kept too, so a mistake shows instead of vanishing.
///
/// Every message of every command passes through here, so it reads UTF-8 bytes rather than
/// characters: listing 100 forms fills some thousands of messages.
enum BraceFormat {
    static func fill(_ text: String, _ arguments: [String]) -> String {
        let open = UInt8(ascii: "{")
        // Most messages have no placeholder: they are returned without copying their bytes.
        guard !arguments.isEmpty, text.utf8.contains(open) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16 * arguments.count)
        var at = 0
        while at < bytes.count {
            if bytes[at] == open, let (index, end) = placeholder(in: bytes, after: at), index < arguments.count {
                result.append(contentsOf: arguments[index].utf8)
                at = end + 1
                continue
            }
            result.append(bytes[at])
            at += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The number of the placeholder whose `{` is at `open` and the place of its `}`: nil unless
    /// one to four digits sit between the braces (more could not be an argument's number).
    private static func placeholder(in bytes: [UInt8], after open: Int) -> (index: Int, close: Int)? {
        var at = open + 1
        var index = 0
        while at < bytes.count, at - open <= 4, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
            index = index * 10 + Int(bytes[at] - UInt8(ascii: "0"))
            at += 1
        }
        guard at > open + 1, at < bytes.count, bytes[at] == UInt8(ascii: "}") else { return nil }
        return (index, at)
    }

    /// An argument as string interpolation writes it, without the general conversion's protocol
    /// searches for the two kinds nearly every message passes (a string, a whole number).
    static func text(of value: Any) -> String {
        if type(of: value) == String.self, let text = value as? String { return text }
        if type(of: value) == Int.self, let number = value as? Int { return String(number) }
        return String(describing: value)
    }
}
