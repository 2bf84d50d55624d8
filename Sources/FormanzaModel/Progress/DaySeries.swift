import FormanzaBase

/// The values of consecutive days by place: entry 0 is day `from`, nil a day without one.
///
/// What a figure or a chart that walks every day of a long period reads: over ten years a
/// date per day, made and compared, cost more than the figure. Dates are made only when a
/// day's value is listed (`points`), each stepped from the day before.
public struct DaySeries: Hashable, Sendable {
    public let from: CivilDate
    public let values: [Double?]

    public init(from: CivilDate, values: [Double?]) {
        self.from = from
        self.values = values
    }

    /// `points` laid out over the days of `range` (a point outside it is left out; of two on
    /// one day, the later).
    public init(_ points: some Sequence<DayValue>, over range: DayRange) {
        let start = range.from.daysSinceEpoch
        var values = [Double?](repeating: nil, count: range.count)
        for point in points {
            let place = point.day.daysSinceEpoch - start
            if place >= 0, place < values.count { values[place] = point.value }
        }
        self.init(from: range.from, values: values)
    }

    /// The days with a value, oldest first, each with its date.
    public var points: [DayValue] {
        var points: [DayValue] = []
        points.reserveCapacity(values.count)
        var day = from
        for value in values {
            if let value { points.append(DayValue(day: day, value: value)) }
            day = day.nextDay
        }
        return points
    }

    /// The value on `day`; nil when it has none or lies outside the series.
    public func value(on day: CivilDate) -> Double? {
        let place = from.days(until: day)
        return place >= 0 && place < values.count ? values[place] : nil
    }
}
