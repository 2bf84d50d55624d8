import FormanzaBase
import FormanzaModel

/// Questions about earlier days: the answer to propose, the value to compare with, and text
/// suggestions. Each is one indexed query per screen, reading only the form it is about.

public struct History: Sendable {
    public let store: Store

    public init(store: Store) {
        self.store = store
    }

    /// A proposed answer and the day it comes from.
    public typealias Earlier = EarlierAnswer

    /// For each screen, the last answer before `day` that still fits the screen (the last
    /// valid answer, looked up question by question).
    public func lastAnswers(form: Form, screens: [Screen], before day: CivilDate) throws -> [String: Earlier] {
        var found: [String: Earlier] = [:]
        for screen in screens {
            if let last = try store.lastAnswer(
                form: form.id, screen: screen.id, before: day, where: { $0.fits(screen) })
            {
                found[screen.id] = Earlier(answer: last.answer.shown(under: screen) ?? last.answer, day: last.day)
            }
        }
        return found
    }

    /// The proposals a check-in of `day` starts with: screens whose kind may prefill, whose
    /// own switch is on, and, for Yes/No, when the check-in setting allows.
    public func prefills(form: Form, day: CivilDate, settings: CheckinSettings) throws -> [String: Earlier] {
        let eligible = form.screens.filter { screen in
            guard screen.prefill, screen.kind.canPrefill else { return false }
            if case .yesNo = screen.kind { return settings.prefillYesNo }
            return true
        }
        return try lastAnswers(form: form, screens: eligible, before: day)
    }

    /// Up to 8 earlier distinct answers of a text screen, most frequent first, ties broken by
    /// the most recent; the answer of `excluding` (the day being edited) does not count.
    public func suggestions(form: Form, screen: Screen, excluding day: CivilDate, limit: Int = 8) throws -> [String] {
        var counts: [String: (count: Int, last: CivilDate)] = [:]
        for entry in try store.textCounts(form: form.id, screen: screen.id, type: screen.kind.typeName, excluding: day)
        {
            // Texts that differ only by surrounding spaces count as one.
            let key = entry.text.trimmingWhitespace
            guard !key.isEmpty else { continue }
            let known = counts[key] ?? (0, entry.last)
            counts[key] = (known.count + entry.count, max(known.last, entry.last))
        }
        return counts.sorted { a, b in
            a.value.count != b.value.count
                ? a.value.count > b.value.count
                : a.value.last != b.value.last ? a.value.last > b.value.last : a.key < b.key
        }.prefix(limit).map(\.key)
    }
}
