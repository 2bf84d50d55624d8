import FormanzaBase

/// The twelve colours offered by a colour screen (our choice
/// of twelve), each with an English and a Spanish name that can be typed instead of the code.

public enum ColorPalette {
    public struct Entry: Sendable, Hashable {
        public let hex: String
        public let english: String
        public let spanish: String

        /// The name shown in `language`, from its catalog; the Spanish one here is what a person
        /// may type in either language.
        public func name(_ language: Language) -> String { language.tr(english) }
    }

    public static let entries: [Entry] = [
        Entry(hex: "#E53935", english: Language.noop("red"), spanish: "rojo"),
        Entry(hex: "#FB8C00", english: Language.noop("orange"), spanish: "naranja"),
        Entry(hex: "#F1BA3E", english: Language.noop("amber"), spanish: "ámbar"),
        Entry(hex: "#FDD835", english: Language.noop("yellow"), spanish: "amarillo"),
        Entry(hex: "#7CB342", english: Language.noop("lime"), spanish: "lima"),
        Entry(hex: "#43A047", english: Language.noop("green"), spanish: "verde"),
        Entry(hex: "#00897B", english: Language.noop("teal"), spanish: "verde azulado"),
        Entry(hex: "#1E88E5", english: Language.noop("blue"), spanish: "azul"),
        Entry(hex: "#3949AB", english: Language.noop("indigo"), spanish: "índigo"),
        Entry(hex: "#8E24AA", english: Language.noop("purple"), spanish: "morado"),
        Entry(hex: "#D81B60", english: Language.noop("pink"), spanish: "rosa"),
        Entry(hex: "#6D4C41", english: Language.noop("brown"), spanish: "marrón"),
    ]

    /// Normalizes `#rrggbb` / `rrggbb` to `#RRGGBB`; nil when not six hex digits.
    public static func normalize(_ text: String) -> String? {
        var body = text.trimmingWhitespace
        if body.hasPrefix("#") { body.removeFirst() }
        guard body.count == 6, body.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + body.uppercased()
    }

    /// The palette entry with this code or name (either language, any case).
    public static func entry(matching text: String) -> Entry? {
        let lowered = text.trimmingWhitespace.lowercased()
        if let hex = normalize(text) { return entries.first { $0.hex == hex } }
        return entries.first { $0.english == lowered || $0.spanish == lowered }
    }
}
