import FormanzaBase

@testable import FormanzaModel

/// A number card's figures as the rules say them, day by day and list by list, with none of
/// the one walk `NumberFigures` makes: what tests check that walk against.
enum PlainFigures {
    /// The longest run of consecutive days of `days` inside `range`.
    static func bestStreak(_ days: Set<CivilDate>, in range: DayRange) -> Int {
        var best = 0
        var run = 0
        for day in range.days {
            run = days.contains(day) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// Minimum (the first of equal ones, as `Swift.min` keeps), maximum (the last, as
    /// `Swift.max` keeps) and mean of `values`; nil when empty.
    static func summary(_ values: [Double]) -> (min: Double, max: Double, mean: Double)? {
        guard let first = values.first else { return nil }
        var low = first
        var high = first
        for value in values {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        return (low, high, mean(values))
    }

    /// The mean, added oldest first; when the sum leaves Double, each value divided first.
    static func mean(_ values: [Double]) -> Double {
        var sum = 0.0
        for value in values { sum += value }
        let plain = sum / Double(values.count)
        if plain.isFinite { return plain }
        var scaled = 0.0
        for value in values { scaled += value / Double(values.count) }
        return scaled
    }

    /// For each day of `range`, the mean of the values of the seven days ending on it (the
    /// first days' windows reach before the range); a day whose window has none gets none.
    static func sevenDayMeans(_ points: [DayValue], over range: DayRange) -> [DayValue] {
        var values: [CivilDate: Double] = [:]
        for point in points { values[point.day] = point.value }
        return range.days.compactMap { date in
            let window = (-6...0).compactMap { values[date.adding(days: $0)] }
            return window.isEmpty ? nil : DayValue(day: date, value: mean(window))
        }
    }
}
