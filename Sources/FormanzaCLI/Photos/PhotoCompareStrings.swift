import FormanzaBase
import FormanzaModel

/// The words of the photo comparison, in `photo compare` and in Progress's photos card.
enum PhotoCompareStrings {
    /// `photo compare` without days on a screen with a single photo.
    static func onlyOne(_ screen: Screen, day: CivilDate, _ l: Language) -> String {
        let title = screen.displayShortTitle
        return l.pick(
            "\"\(title)\" has only one photo so far (\(DateText.day(day, l))): nothing to compare it with yet",
            "«\(title)» solo tiene una foto por ahora (\(DateText.day(day, l))): todavía no hay con qué compararla")
    }

    /// The same in Progress, where the photo is shown alone.
    static func onlyOneLine(_ day: CivilDate, _ l: Language) -> String {
        l.pick(
            "Only one photo so far (\(DateText.day(day, l))): nothing to compare it with yet.",
            "Solo hay una foto por ahora (\(DateText.day(day, l))): todavía no hay con qué compararla.")
    }

    static func noPhotosYet(_ l: Language) -> String { l.pick("No photos yet.", "Todavía no hay fotos.") }

    static func first(_ l: Language) -> String { l.pick("first", "primera") }
    static func latest(_ l: Language) -> String { l.pick("latest", "última") }

    /// The ←→ hint: it names the side the arrows move, so the footer shows where the focus is.
    static func dayOf(right: Bool, _ l: Language) -> String {
        right ? l.pick("day on the right", "día de la derecha") : l.pick("day on the left", "día de la izquierda")
    }

    static func otherSide(_ l: Language) -> String { l.pick("other side", "otro lado") }
    static func swap(_ l: Language) -> String { l.pick("swap", "intercambiar") }

    /// Above the command that shows the two days large.
    static func larger(_ l: Language) -> String {
        l.pick(
            "Both days larger, with sixel or kitty graphics where the terminal has them:",
            "Los dos días en grande, con gráficos sixel o kitty si la terminal los tiene:")
    }
}
