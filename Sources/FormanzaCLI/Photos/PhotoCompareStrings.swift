import FormanzaBase
import FormanzaModel

/// The words of the photo comparison, in `photo compare` and in Progress's photos card.
enum PhotoCompareStrings {
    /// `photo compare` without days on a screen with a single photo.
    static func onlyOne(_ screen: Screen, day: CivilDate, _ l: Language) -> String {
        let title = screen.displayShortTitle
        return l.tr(
            "\"{0}\" has only one photo so far ({1}): nothing to compare it with yet", title, DateText.day(day, l))
    }

    /// The same in Progress, where the photo is shown alone.
    static func onlyOneLine(_ day: CivilDate, _ l: Language) -> String {
        l.tr(
            "Only one photo so far ({0}): nothing to compare it with yet.", DateText.day(day, l))
    }

    static func noPhotosYet(_ l: Language) -> String { l.tr("No photos yet.") }

    static func first(_ l: Language) -> String { l.tr("first") }
    static func latest(_ l: Language) -> String { l.tr("latest") }

    /// The ←→ hint: it names the side the arrows move, so the footer shows where the focus is.
    static func dayOf(right: Bool, _ l: Language) -> String {
        right ? l.tr("day on the right") : l.tr("day on the left")
    }

    static func otherSide(_ l: Language) -> String { l.tr("other side") }
    static func swap(_ l: Language) -> String { l.tr("swap") }

    /// Above the command that shows the two days large.
    static func larger(_ l: Language) -> String {
        l.tr(
            "Both days larger, with sixel or kitty graphics where the terminal has them:")
    }
}
