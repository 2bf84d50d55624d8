/// The language messages are shown in: English, the language of the message ids, or one with a
/// gettext catalog (`po/LANG.po`, compiled to `LANG/LC_MESSAGES/formanza.mo`). Adding a
/// language is adding its catalog; no code names it.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The catalog's language code, as its directory is named: `en`, `es`, `pt_BR`.
    public let code: String
    /// The translations; nil for English, whose words are the message ids themselves.
    public let catalog: MessageCatalog?

    public init(code: String, catalog: MessageCatalog?) {
        self.code = code
        self.catalog = catalog
    }

    /// English: every message as written in the sources.
    public static var en: Language { Language(code: "en", catalog: nil) }
    /// Spanish, with the catalog this process loaded for it (English words until one is loaded).
    public static var es: Language { Language(code: "es", catalog: CatalogShelf.catalog(for: "es")) }

    public var description: String { code }

    /// The catalog lookups read: the one this value carries, else the one loaded for its code
    /// since it was made (a `Language.es` written before the program or a test loaded Spanish).
    var translations: MessageCatalog? {
        if let catalog { return catalog }
        return code == "en" ? nil : CatalogShelf.catalog(for: code)
    }

    /// Two languages are the same when their codes are: the catalog is what the code found.
    public static func == (a: Language, b: Language) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Chooses the first of `candidates(environment:)` that has a loaded catalog, or English.
    public static func current(environment: [String: String]) -> Language {
        for code in candidates(environment: environment) {
            if code == "en" || code.hasPrefix("en_") { return .en }
            if let catalog = CatalogShelf.catalog(for: code) { return Language(code: code, catalog: catalog) }
        }
        return .en
    }

    /// The catalogs to try, best first, as gettext tries them: the locale is the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and non-empty; when it is not `C` or `POSIX`,
    /// the colon-separated `LANGUAGE` list comes before it. Each name `xx_YY.codeset@modifier`
    /// tries `xx_YY`, then `xx`. A name with anything but letters, digits and `_` before its
    /// codeset is skipped: it becomes a directory name.
    public static func candidates(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
        let names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [locale]
        var codes: [String] = []
        for name in names {
            let bare = name.prefix { $0 != "." && $0 != "@" }
            guard !bare.isEmpty, bare.count <= 32,
                bare.unicodeScalars.allSatisfy({
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                })
            else { continue }
            for code in [String(bare), String(bare.prefix { $0 != "_" })] where !codes.contains(code) {
                codes.append(code)
            }
        }
        return codes
    }

    /// The message `id` in this language, its `{0}`, `{1}`… filled with `arguments` (written as
    /// string interpolation writes them). The id is English and is the text when the catalog has
    /// no translation.
    public func tr(_ id: String, _ arguments: Any...) -> String {
        BraceFormat.fill(translations?.translation(id) ?? id, arguments.map(BraceFormat.text(of:)))
    }

    /// `tr` for an id that reads differently in another place of the program: `context` tells
    /// the two apart (gettext's `msgctxt`).
    public func trc(_ context: String, _ id: String, _ arguments: Any...) -> String {
        BraceFormat.fill(
            translations?.translation(id, context: context) ?? id, arguments.map(BraceFormat.text(of:)))
    }

    /// A message that names a count: the form `count` takes in this language (English: `one`
    /// for 1, else `other`), filled with `arguments`, or with the count alone when none are
    /// given: `l.trn("{0} answer", "{0} answers", n)`.
    public func trn(_ one: String, _ other: String, _ count: Int, _ arguments: Any...) -> String {
        let text = translations?.translation(one, count: count) ?? (count == 1 ? one : other)
        return BraceFormat.fill(text, arguments.isEmpty ? [String(count)] : arguments.map(BraceFormat.text(of:)))
    }

    /// `trn` for ids that read differently in another place of the program (see `trc`).
    public func trnc(_ context: String, _ one: String, _ other: String, _ count: Int, _ arguments: Any...) -> String {
        let text = translations?.translation(one, count: count, context: context) ?? (count == 1 ? one : other)
        return BraceFormat.fill(text, arguments.isEmpty ? [String(count)] : arguments.map(BraceFormat.text(of:)))
    }

    /// The translation of `id` in `context`, nil when this language has none: for words a
    /// language may add where English has nothing (a shorter title for a narrow tile).
    public func trcIfTranslated(_ context: String, _ id: String) -> String? {
        translations?.translation(id, context: context)
    }

    /// Marks a literal as a message for the catalog's template without translating it (gettext's
    /// `N_`): for ids kept in tables and translated where they are shown, with `tr`.
    public static func noop(_ id: String) -> String { id }

    /// Text the program keeps in both languages because it was written before the reader's
    /// language was known (a sync note stored in the database, a goal's title in a refusal):
    /// Spanish for Spanish, English for any other language.
    public func storedText(english: String, spanish: String) -> String {
        code == "es" || code.hasPrefix("es_") ? spanish : english
    }

    /// A name in this language's quotation marks, one style per language in every message:
    /// "Weight" in English, «Peso» in Spanish.
    public func quote(_ name: String) -> String {
        self.trc("quotation marks around a name", "\"{0}\"", name)
    }
}

/// An error a person can act on: a message in their language naming what was wrong.
public protocol UserFacingError: Error {
    func message(in language: Language) -> String
}
