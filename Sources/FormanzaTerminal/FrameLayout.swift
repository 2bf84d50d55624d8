import FormanzaBase

/// Fits a `Frame` into a window: wraps or truncates each line to the width, pins the footer to
/// the bottom, cuts what does not fit, and moves the cursor to where its line ended up.
///
/// Pure, so a test can check what an 80×24 or a 40×10 terminal would show without a terminal.
public enum FrameLayout {
    static func layout(_ frame: Frame, in size: TerminalSize) -> LaidOutFrame {
        let width = max(1, size.columns)
        let height = max(1, size.rows)
        let footer = Array(frame.footer.flatMap { fit($0, width: width) }.suffix(height))
        let bodyRoom = height - footer.count
        var body: [StyledLine] = []
        var cursor: CursorPosition?
        for (index, line) in frame.lines.enumerated() {
            if let wanted = frame.cursor, wanted.row == index {
                let wrapped = line.overflow == .wrap
                let row = body.count + (wrapped ? wanted.column / width : 0)
                let column = wrapped ? wanted.column % width : min(wanted.column, width - 1)
                cursor = CursorPosition(row: row, column: column)
            }
            body += fit(line, width: width)
        }
        if let found = cursor, found.row >= bodyRoom { cursor = nil }
        body = Array(body.prefix(bodyRoom))
        let padding = Array(repeating: StyledLine.blank, count: bodyRoom - body.count)
        return LaidOutFrame(rows: body + padding + footer, cursor: cursor)
    }

    /// One logical line as rows no wider than `width`.
    public static func fit(_ line: StyledLine, width: Int) -> [StyledLine] {
        guard line.width > width else { return [StyledLine(line.spans)] }
        switch line.overflow {
        case .truncate: return [truncate(line, width: width)]
        case .wrap: return wrap(line, width: width)
        }
    }

    /// The line cut to `width` cells, its last cell an ellipsis in the style of the text it ends.
    public static func truncate(_ line: StyledLine, width: Int) -> StyledLine {
        var spans: [StyledSpan] = []
        var used = 0
        let room = width - 1
        for span in line.spans {
            let kept = DisplayWidth.prefix(span.text, cells: room - used)
            used += DisplayWidth.of(kept)
            if !kept.isEmpty { spans.append(StyledSpan(kept, span.style)) }
            if kept.count < span.text.count {
                spans.append(StyledSpan("…", span.style))
                break
            }
        }
        return StyledLine(spans)
    }

    /// The line broken at spaces into rows of at most `width` cells, keeping each span's style.
    static func wrap(_ line: StyledLine, width: Int) -> [StyledLine] {
        var characters: [Character] = []
        var styles: [TextStyle] = []
        for span in line.spans {
            for character in span.text {
                characters.append(character)
                styles.append(span.style)
            }
        }
        return DisplayWidth.rowRanges(characters, width: width).map { range in
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1] == " " || characters[end - 1] == "\n" {
                end -= 1
            }
            var spans: [StyledSpan] = []
            for index in range.lowerBound..<end {
                if let last = spans.last, last.style == styles[index] {
                    spans[spans.count - 1].text.append(characters[index])
                } else {
                    spans.append(StyledSpan(String(characters[index]), styles[index]))
                }
            }
            let row = StyledLine(spans)
            return row.width > width ? truncate(row, width: width) : row
        }
    }
}
