/// The deliberately lenient shape checks of email, phone and web address fields: they
/// catch typing slips, not whether the address exists. One line, no spaces (but in phones).
public enum ContactShape {
    public static func matches(_ raw: String, _ format: ContactFormat) -> Bool {
        let text = raw.trimmingWhitespace
        guard !text.isEmpty, !text.contains("\n") else { return false }
        switch format {
        case .email: return email(text)
        case .phone: return phone(text)
        case .url: return url(text)
        }
    }

    /// Something `@` something-with-a-dot: `ana@example.org`.
    static func email(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        return hostLike(parts[1])
    }

    /// Digits with the usual separators, an optional leading `+`, at least 3 digits.
    static func phone(_ text: String) -> Bool {
        let allowed = Set(" -.()/")
        var digits = 0
        for (index, ch) in text.enumerated() {
            if ch.isASCIIDigit {
                digits += 1
            } else if ch == "+" {
                if index != 0 { return false }
            } else if !allowed.contains(ch) {
                return false
            }
        }
        return digits >= 3 && digits <= 20
    }

    /// `https://example.org/x`, `example.org`, `mailto:`-less hosts; no spaces.
    static func url(_ text: String) -> Bool {
        guard !text.contains(" ") else { return false }
        if let range = text.firstRange(of: "://") {
            let scheme = text[..<range.lowerBound]
            let schemeCharacters = Set("+-.")
            guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || schemeCharacters.contains($0) }) else {
                return false
            }
            let rest = text[range.upperBound...]
            let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return !host.isEmpty
        }
        let host = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return hostLike(host)
    }

    static func hostLike(_ host: Substring) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty } && !host.contains("@")
    }
}
