import FormanzaBase
import FormanzaModel
import FormanzaTerminal

/// Two photos of one photo screen side by side, in the photos card's detail: at first the
/// screen's first photo ever on the left and its latest on the right (the change a photo
/// screen is kept for). ←/→ step the side with the focus through the days that have a photo on
/// that screen, Tab (or Shift-Tab) moves the focus to the other side, `s` swaps the sides. The
/// footer names the side the arrows move; the side's day is marked `›`, so the focus shows
/// without colours too. A multi-photo screen shows each name's pair under the name.
struct PhotoCompare {
    let history: PhotoHistory
    /// Indexes into `history.days`.
    var left: Int
    var right: Int
    var focusRight = false

    init(history: PhotoHistory) {
        self.history = history
        left = 0
        right = max(0, history.days.count - 1)
    }

    /// Whether there are two days to compare; with one photo only, the view says so instead.
    var canCompare: Bool { history.days.count > 1 }

    /// The comparison's keys; false for any other key (and for every key with nothing to compare).
    mutating func handle(_ key: Key) -> Bool {
        guard canCompare else { return false }
        switch key {
        case .left: step(-1)
        case .right: step(+1)
        case .tab, .backTab: focusRight.toggle()
        case .character("s"): swap(&left, &right)
        default: return false
        }
        return true
    }

    /// Moves the focused side one day with a photo earlier or later, stopping at either end.
    mutating func step(_ direction: Int) {
        let last = history.days.count - 1
        if focusRight {
            right = min(max(0, right + direction), last)
        } else {
            left = min(max(0, left + direction), last)
        }
    }

    func hints(_ l: Language) -> [(String, String)] {
        guard canCompare else { return [] }
        return [
            ("←→", PhotoCompareStrings.dayOf(right: focusRight, l)), ("Tab", PhotoCompareStrings.otherSide(l)),
            ("s", PhotoCompareStrings.swap(l)),
        ]
    }

    /// The two days' photos in two columns under their days; the plain `[photo W×H]` lines
    /// when pictures are off (`NO_COLOR`, no UTF-8, a file that cannot be drawn).
    func lines(width: Int, style: ChartStyle, pictures: PhotoPictures?, _ l: Language) -> [StyledLine] {
        guard let only = history.days.first else { return [StyledLine("  " + PhotoCompareStrings.noPhotosYet(l))] }
        guard canCompare else {
            var lines = [StyledLine("  " + PhotoCompareStrings.onlyOneLine(only.day, l), overflow: .wrap)]
            for photo in only.photos {
                if let name = photo.name { lines.append(StyledLine("  " + TerminalText.safe(name), .bold)) }
                lines += picture(photo.photo, columns: width - 2, rows: 10, style, pictures, l).map {
                    StyledLine("  ") + $0
                }
            }
            return lines
        }
        let column = max(8, (width - 2 - PhotoCompare.gap) / 2)
        let names = history.names
        let rows = names.count > 1 ? 6 : 10
        var lines = [row(dayLabel(left, focused: !focusRight, l), dayLabel(right, focused: focusRight, l), column)]
        for name in names {
            if let name { lines.append(StyledLine("  " + TerminalText.safe(name), .bold)) }
            let sides = [left, right].map { index -> [StyledLine] in
                guard let photo = history.days[index].photos.first(where: { $0.name == name }) else {
                    return [StyledLine("—", .gray)]
                }
                return picture(photo.photo, columns: column, rows: rows, style, pictures, l)
            }
            for index in 0..<max(sides[0].count, sides[1].count) {
                lines.append(
                    row(
                        index < sides[0].count ? sides[0][index] : .blank,
                        index < sides[1].count ? sides[1][index] : .blank, column))
            }
        }
        return lines
    }

    static let gap = 3

    /// "› Fri 20 Nov 2026 (first)": the day of one side, marked when it has the focus.
    func dayLabel(_ index: Int, focused: Bool, _ l: Language) -> StyledLine {
        var text = (focused ? "› " : "  ") + DateText.dayWithWeekday(history.days[index].day, l)
        if index == 0 { text += " (" + PhotoCompareStrings.first(l) + ")" }
        if index == history.days.count - 1 { text += " (" + PhotoCompareStrings.latest(l) + ")" }
        return StyledLine(text, focused ? TextStyle.bold.adding(.reverse) : .bold)
    }

    /// The left cell cut or padded to `column` cells, the gap, then the right cell.
    func row(_ left: StyledLine, _ right: StyledLine, _ column: Int) -> StyledLine {
        let fitted = FrameLayout.truncate(left, width: column)
        return StyledLine("  ") + fitted
            + StyledLine(String(repeating: " ", count: max(0, column - fitted.width) + PhotoCompare.gap))
            + FrameLayout.truncate(right, width: column)
    }

    func picture(
        _ file: String, columns: Int, rows: Int, _ style: ChartStyle, _ pictures: PhotoPictures?, _ l: Language
    ) -> [StyledLine] {
        if style.colors, style.unicode, let pictures, let lines = pictures.symbols(file, columns: columns, rows: rows) {
            return lines
        }
        return [StyledLine(PhotoView.label(file, l))]
    }
}

extension ProgressDetail {
    /// The photos card's detail: the comparison, the period's photos newest first, and the
    /// command that shows the compared days (or the latest photo) large.
    func photoLines(_ card: PhotosCard, width: Int) -> [StyledLine] {
        var lines = compare?.lines(width: width, style: style, pictures: pictures, l) ?? []
        lines.append(.blank)
        lines += entries().map { StyledLine("  " + $0) }
        let command = "    formanza photo "
        if let compare, compare.canCompare {
            let days = compare.history.days
            lines += [
                .blank, StyledLine("  " + PhotoCompareStrings.larger(l), .gray, overflow: .wrap),
                StyledLine(
                    command + "compare \(report.form.id) \(card.screen.id) --from \(days[compare.left].day.iso) "
                        + "--to \(days[compare.right].day.iso)", .bold),
            ]
        } else if let last = compare?.history.days.last {
            lines += [
                .blank, StyledLine("  " + ProgressStrings.photoShow(l), .gray, overflow: .wrap),
                StyledLine(command + "show \(report.form.id) \(card.screen.id) --date \(last.day.iso)", .bold),
            ]
        }
        return lines
    }
}
