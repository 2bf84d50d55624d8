/// A gettext `.po` catalog read for the tests: its entries with their flags, so a test can say
/// which are untranslated, fuzzy or obsolete, and read the words a language uses.
public struct POFile {
    public struct Entry: CustomStringConvertible {
        public var line = 0
        public var context: String?
        public var id = ""
        public var plural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`… of a plural entry.
        public var translations: [String] = []
        public var flags: [String] = []
        public var obsolete = false

        public var isTranslated: Bool { !translations.isEmpty && translations.allSatisfy { !$0.isEmpty } }
        public var isFuzzy: Bool { flags.contains("fuzzy") }
        public var description: String {
            "line \(line): " + (context.map { "[\($0)] " } ?? "") + "\"\(id)\" → \(translations)"
        }
    }

    /// Every entry, the header (id "") included.
    public let entries: [Entry]

    /// Parses the text of a `.po` file: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and
    /// `msgstr[N]` with continued lines, `#,` flags, and `#~` obsolete entries.
    public init(text: String) {
        var entries: [Entry] = []
        var current: Entry?
        var field: (name: String, index: Int)?
        func finish() {
            if let entry = current { entries.append(entry) }
            current = nil
            field = nil
        }
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            let obsolete = line.hasPrefix("#~")
            if obsolete { line = line.dropFirst(2).drop { $0 == " " } }
            if line.allSatisfy(\.isWhitespace) {
                finish()
                continue
            }
            if current == nil { current = Entry(line: number + 1) }
            if obsolete { current?.obsolete = true }
            if line.hasPrefix("#,") {
                current?.flags += line.dropFirst(2).split(separator: ",").map { $0.trimmed(" ") }
            } else if line.hasPrefix("#") {
                continue
            } else if line.hasPrefix("\""), let field {
                POFile.append(POFile.unquote(line), to: field, of: &current)
            } else if let space = line.firstIndex(of: " ") {
                let keyword = String(line[..<space])
                let value = POFile.unquote(line[line.index(after: space)...])
                if keyword.hasPrefix("msgstr[") {
                    field = ("msgstr", Int(keyword.dropFirst(7).dropLast()) ?? 0)
                } else {
                    field = (keyword, 0)
                }
                if let field { POFile.append(value, to: field, of: &current, starting: true) }
            }
        }
        finish()
        self.entries = entries
    }

    private static func append(
        _ value: String, to field: (name: String, index: Int), of entry: inout Entry?, starting: Bool = false
    ) {
        guard var e = entry else { return }
        switch field.name {
        case "msgctxt": e.context = (starting ? "" : e.context ?? "") + value
        case "msgid": e.id = (starting ? "" : e.id) + value
        case "msgid_plural": e.plural = (starting ? "" : e.plural ?? "") + value
        default:
            while e.translations.count <= field.index { e.translations.append("") }
            e.translations[field.index] = (starting ? "" : e.translations[field.index]) + value
        }
        entry = e
    }

    /// The text of a quoted `.po` string, its C escapes decoded.
    static func unquote(_ quoted: Substring) -> String {
        var body = quoted.trimmed(" ")
        guard body.count >= 2, body.first == "\"", body.last == "\"" else { return "" }
        body = String(body.dropFirst().dropLast())
        var result = ""
        var escaped = false
        for c in body {
            if escaped {
                switch c {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                default: result.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                result.append(c)
            }
        }
        return result
    }
}

extension Substring {
    fileprivate func trimmed(_ set: Character) -> String {
        String(self.drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

extension String {
    fileprivate func trimmed(_ set: Character) -> String {
        Substring(self).trimmed(set)
    }
}
