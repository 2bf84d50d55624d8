/// Questions about earlier days, answered from the store's day files: the answer to propose
/// (B8), the value to compare with (B14, B32), and text suggestions (C13).
///
/// Days are read newest first and reading stops as soon as every question is answered, so a
/// check-in after a normal day touches one or two files whatever the length of history.
public struct History: Sendable {
    public let store: Store

    public init(store: Store) {
        self.store = store
    }

    /// A proposed answer and the day it comes from.
    public struct Earlier: Hashable, Sendable {
        public let answer: Answer
        public let day: CivilDate
    }

    /// For each screen, the last answer before `day` that still fits the screen ("the last
    /// valid answer, looked up question by question", B8, X12). Unreadable day files are
    /// passed over; they are reported wherever they are opened directly.
    public func lastAnswers(form: Form, screens: [Screen], before day: CivilDate) throws -> [String: Earlier] {
        var wanted = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) })
        var found: [String: Earlier] = [:]
        func take(_ date: CivilDate) {
            guard let record = try? store.loadDay(date), let saved = record.forms[form.id] else { return }
            for (id, screen) in wanted {
                if let answer = saved[id], answer.fits(screen) {
                    found[id] = Earlier(answer: answer, day: date)
                    wanted[id] = nil
                }
            }
        }
        // The last two weeks by name first: most lookups end there, without listing a
        // directory that grows with history.
        for offset in 1...History.recentDays where !wanted.isEmpty {
            take(day.adding(days: -offset))
        }
        guard !wanted.isEmpty else { return found }
        let older = day.adding(days: -History.recentDays)
        for date in try store.recordedDays().reversed() where date < older {
            if wanted.isEmpty { break }
            take(date)
        }
        return found
    }

    /// How many days before the day being recorded are probed one by one.
    static let recentDays = 14

    /// The proposals a check-in of `day` starts with (B8, B9, X10): screens whose kind may
    /// prefill, whose own switch is on, and, for Yes/No, when the check-in setting allows.
    public func prefills(form: Form, day: CivilDate, settings: CheckinSettings) throws -> [String: Earlier] {
        let eligible = form.screens.filter { screen in
            guard screen.prefill, screen.kind.canPrefill else { return false }
            if case .yesNo = screen.kind { return settings.prefillYesNo }
            return true
        }
        return try lastAnswers(form: form, screens: eligible, before: day)
    }

    /// Up to 8 earlier distinct answers of a text screen, most frequent first, ties broken by
    /// the most recent; the answer of `excluding` (the day being edited) does not count (C13).
    public func suggestions(form: Form, screen: Screen, excluding day: CivilDate, limit: Int = 8) throws -> [String] {
        var counts: [String: (count: Int, last: CivilDate)] = [:]
        for date in try store.recordedDays() where date != day {
            guard let record = try? store.loadDay(date),
                  let answer = record.forms[form.id]?[screen.id], answer.fits(screen),
                  case .text(let text) = answer.value else { continue }
            let key = text.trimmingWhitespace
            guard !key.isEmpty else { continue }
            let entry = counts[key] ?? (0, date)
            counts[key] = (entry.count + 1, max(entry.last, date))
        }
        return counts.sorted { a, b in
            a.value.count != b.value.count ? a.value.count > b.value.count
                : a.value.last != b.value.last ? a.value.last > b.value.last : a.key < b.key
        }.prefix(limit).map(\.key)
    }
}

/// The unusual-change warning (B32): a number that moved by at least the screen's threshold
/// from the previous answer (before the day being recorded). Never blocks a save.
public enum UnusualChange {
    public static func isUnusual(_ value: Double, previous: Double?, screen: Screen) -> Bool {
        guard case .number(let settings) = screen.kind, let threshold = settings.unusualChange,
              let previous else { return false }
        return abs(value - previous) >= threshold - 1e-9
    }
}
