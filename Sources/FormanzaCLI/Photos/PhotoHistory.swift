import FormanzaBase
import FormanzaModel
import FormanzaState

/// Every day a photo screen has a photo, oldest first, through a day: what `photo compare` and
/// Progress's comparison step through. Read with one query on the (form, screen, day) index,
/// so a long history costs one pass over that screen's answers only.
struct PhotoHistory: Sendable {
    typealias Photo = (name: String?, photo: String)
    struct Day: Sendable {
        let day: CivilDate
        /// The day's photos; named on a multi-photo screen, in the screen's order of names.
        let photos: [Photo]
    }

    let days: [Day]

    init(days: [Day]) { self.days = days }

    init(store: Store, form: Form, screen: Screen, through today: CivilDate) throws {
        let found = try store.answers(form: form.id, screens: [screen.id], from: nil, through: today)
        days = found.compactMap { entry in
            guard let answer = entry.answers[screen.id], let photos = PhotoLookup.photos(of: screen, answer: answer)
            else { return nil }
            return Day(day: entry.day, photos: photos)
        }
    }

    /// The names the days' photos carry, in the order they first appear (nil for a photo screen).
    var names: [String?] {
        var names: [String?] = []
        for day in days {
            for photo in day.photos where !names.contains(photo.name) { names.append(photo.name) }
        }
        return names
    }
}
