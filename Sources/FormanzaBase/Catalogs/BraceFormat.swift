/// Fills the `{0}`, `{1}`… of a message with its arguments, the placeholders translators see
/// (marked `python-brace-format` in the catalog, so `msgfmt --check` catches a lost one). A
/// translation may reorder them. Any other brace is kept as written; a placeholder with no
/// argument is kept too, so a mistake shows instead of vanishing.
enum BraceFormat {
    static func fill(_ text: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                rest[afterOpen..<close].allSatisfy({ ("0"..."9").contains($0) }),
                let index = Int(rest[afterOpen..<close]), index < arguments.count
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
