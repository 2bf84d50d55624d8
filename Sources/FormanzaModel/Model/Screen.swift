/// One question of a form: a stable id, titles, flags and a field kind.
///
/// The id never changes, so day records keyed by it find their answers again after a rename,
/// a reorder or an export/import round trip (a "matching" screen is one with the same id).
public struct Screen: Hashable, Sendable, Identifiable {
    public var id: String
    /// 1 to 60 characters.
    public var title: String
    /// Up to 24 characters; empty means "derived from the title" (see `displayShortTitle`).
    public var shortTitle: String
    public var required: Bool
    /// The per-screen "reuse the last answer" switch; Yes/No also obeys the
    /// check-in setting.
    public var prefill: Bool
    /// Numbers only: the value shown large in the summary.
    public var highlight: Bool
    public var showInProgress: Bool
    public var kind: FieldKind

    public init(
        id: String = Identifier.make(prefix: "s"), title: String, shortTitle: String = "",
        required: Bool = false, prefill: Bool = true, highlight: Bool = false,
        showInProgress: Bool = true, kind: FieldKind
    ) {
        self.id = id
        self.title = title
        self.shortTitle = shortTitle
        self.required = required
        self.prefill = prefill
        self.highlight = highlight
        self.showInProgress = showInProgress
        self.kind = kind
    }

    public static let titleLimit = 60
    public static let shortTitleLimit = 24

    /// The short title, or one derived from the title when empty: the title itself when it
    /// fits, else its leading words that fit in 24 characters, else its first 23 characters
    /// and "…" (our rule).
    public var displayShortTitle: String {
        let own = shortTitle.trimmingWhitespace
        if !own.isEmpty { return own }
        let title = self.title.trimmingWhitespace
        if title.count <= Screen.shortTitleLimit { return title }
        var words: [Substring] = []
        for word in title.split(separator: " ") {
            let candidate = (words + [word]).joined(separator: " ")
            if candidate.count > Screen.shortTitleLimit { break }
            words.append(word)
        }
        if !words.isEmpty { return words.joined(separator: " ") }
        return String(title.prefix(Screen.shortTitleLimit - 1)) + "…"
    }
}

extension Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, shortTitle, required, prefill, highlight, showInProgress, kind
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id),
            title: try c.decode(String.self, forKey: .title),
            shortTitle: try c.decodeIfPresent(String.self, forKey: .shortTitle) ?? "",
            required: try c.decodeIfPresent(Bool.self, forKey: .required) ?? false,
            prefill: try c.decodeIfPresent(Bool.self, forKey: .prefill) ?? true,
            highlight: try c.decodeIfPresent(Bool.self, forKey: .highlight) ?? false,
            showInProgress: try c.decodeIfPresent(Bool.self, forKey: .showInProgress) ?? true,
            kind: try c.decode(FieldKind.self, forKey: .kind))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(shortTitle, forKey: .shortTitle)
        try c.encode(required, forKey: .required)
        try c.encode(prefill, forKey: .prefill)
        try c.encode(highlight, forKey: .highlight)
        try c.encode(showInProgress, forKey: .showInProgress)
        try c.encode(kind, forKey: .kind)
    }
}
