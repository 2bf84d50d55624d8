import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// A line chart of daily values against their thicker seven-day mean, with a value goal's
/// target as a dashed line across it (the value axis stretched to reach it, and the target
/// labelled on its row), a value axis on the left and the first and last day under it. A cursor
/// day is marked with a caret under its column, on a row of its own so no dot is hidden.
///
/// When the period has more days than the chart has dots across, neighbouring days share a dot
/// (their mean), so the whole period always fits the width.
struct LineChart {
    var days: DayRange
    /// The daily values and their seven-day means, by day (`DaySeries`): the chart buckets
    /// them by place, with no date per day.
    var points: DaySeries
    var mean: DaySeries? = nil
    var target: Double?
    /// Writes an axis value ("81.5", "7:30 h", "21:00").
    var label: (Double) -> String
    /// Fixed bounds (a time axis spans whole hours); nil: the values' own.
    var bounds: ClosedRange<Double>? = nil
    /// The day the detail's cursor is on, marked under the chart.
    var cursor: CivilDate? = nil

    func render(width: Int, height: Int, style: ChartStyle, language l: Language) -> [StyledLine] {
        guard let extremes = extremes(), days.count > 0 else { return [] }
        var low = bounds?.lowerBound ?? extremes.low
        var high = bounds?.upperBound ?? extremes.high
        let showTarget = target.map { $0.isFinite } ?? false
        if showTarget, let target {
            low = Swift.min(low, target)
            high = Swift.max(high, target)
        }
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        let axis = [label(high), label(low)] + (showTarget ? [label(target!)] : [])
        let axisWidth = axis.map { DisplayWidth.of($0) }.max()! + 1
        var canvas = DotCanvas(columns: Swift.max(4, width - axisWidth - 1), rows: Swift.max(2, height), style: style)
        func x(_ day: CivilDate) -> Int {
            let index = days.from.days(until: day)
            return days.count <= 1 ? 0 : index * (canvas.dotsWide - 1) / (days.count - 1)
        }
        // Values near the ends of Double (a hand-edited 1e308, a mean that overflowed to
        // infinity) are drawn at the edge they lie beyond, never converted to Int as they are.
        func y(_ value: Double) -> Int {
            let share = (value - low) / (high - low)
            guard share.isFinite else { return value > low ? canvas.dotsHigh - 1 : 0 }
            return Int((Swift.min(1, Swift.max(0, share)) * Double(canvas.dotsHigh - 1)).rounded())
        }
        if showTarget, let target {
            let row = y(target)
            for dot in stride(from: 0, to: canvas.dotsWide, by: 2) { canvas.set(x: dot, y: row, .target) }
        }
        for (series, layer) in [(points, DotCanvas.Layer.daily)] + (mean.map { [($0, .mean)] } ?? []) {
            let plotted = bucketed(series, dotsWide: canvas.dotsWide).map { ($0.key, y($0.value)) }
            for (index, dot) in plotted.enumerated() {
                let previous = index > 0 ? plotted[index - 1] : dot
                canvas.line(from: (previous.0, previous.1), to: (dot.0, dot.1), layer, thick: layer == .mean)
            }
        }
        let bar = style.unicode ? "┤" : "|"
        let side = style.unicode ? "│" : "|"
        let targetRow = showTarget ? canvas.rows - 1 - y(target!) / (style.unicode ? 4 : 1) : -1
        var lines: [StyledLine] = []
        for (row, plot) in canvas.render().enumerated() {
            let text = row == 0 ? axis[0] : row == canvas.rows - 1 ? axis[1] : row == targetRow ? axis[2] : ""
            let pad = String(repeating: " ", count: axisWidth - DisplayWidth.of(text))
            let labelStyle: TextStyle = row == targetRow && style.colors ? .yellow : .gray
            lines.append(
                StyledLine(pad + text, style.colors ? labelStyle : .plain)
                    + StyledLine(text.isEmpty ? side : bar, style.colors ? .gray : .plain) + plot)
        }
        if let cursor, days.contains(cursor) {
            let column = x(cursor) / (style.unicode ? 2 : 1)
            lines.append(
                StyledLine(String(repeating: " ", count: axisWidth + 1 + column))
                    + StyledLine(
                        style.unicode ? "▲" : "^", style.colors ? TextStyle(bold: true, foreground: .yellow) : .plain))
        }
        let first = DateText.shortDay(days.from, reference: days.through, l)
        let last = DateText.shortDay(days.through, reference: days.through, l)
        let gap = Swift.max(1, canvas.columns - DisplayWidth.of(first) - DisplayWidth.of(last))
        lines.append(
            StyledLine(
                String(repeating: " ", count: axisWidth + 1) + first + String(repeating: " ", count: gap) + last,
                style.colors ? .gray : .plain))
        return lines
    }

    /// The lowest and highest value of the points and then the means (as `min()` and `max()`
    /// of them in that order find them), in one pass with no list of them; nil when there is none.
    private func extremes() -> (low: Double, high: Double)? {
        let series = [points] + (mean.map { [$0] } ?? [])
        guard let first = series.lazy.compactMap({ $0.values.lazy.compactMap { $0 }.first }).first else { return nil }
        var low = first
        var high = first
        for values in series.map(\.values) {
            for value in values {
                guard let value else { continue }
                if value < low { low = value }
                if value > high { high = value }
            }
        }
        return (low, high)
    }

    /// The series as one value per dot column (the mean of the days that share it), in order.
    ///
    /// A value's column is `x` of its day, found from its place in the series with integers:
    /// over ten years a date per value was most of what drawing the chart cost. The sums are
    /// added in day order, as before.
    private func bucketed(_ series: DaySeries, dotsWide: Int) -> [(key: Int, value: Double)] {
        let count = days.count
        guard count > 0, dotsWide > 0 else { return [] }
        let shift = days.from.days(until: series.from)
        var sums = Array(repeating: 0.0, count: dotsWide)
        var counts = Array(repeating: 0, count: dotsWide)
        let values = series.values
        // The places of the series that fall on the chart's days.
        let lower = max(0, -shift)
        let upper = min(values.count, count - shift)
        for place in lower..<max(lower, upper) {
            guard let value = values[place] else { continue }
            let column = count <= 1 ? 0 : (shift + place) * (dotsWide - 1) / (count - 1)
            sums[column] += value
            counts[column] += 1
        }
        var plotted: [(key: Int, value: Double)] = []
        for column in 0..<dotsWide where counts[column] > 0 {
            plotted.append((column, sums[column] / Double(counts[column])))
        }
        return plotted
    }
}
