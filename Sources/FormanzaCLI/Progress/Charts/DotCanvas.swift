import FormanzaTerminal

/// A grid of cells, each 2 dots wide and 4 high in Unicode (a braille character) or a single
/// dot in plain characters, with up to three layers: the thin daily line, the thick mean and
/// the dashed target. A cell shows the strongest layer it holds.
struct DotCanvas {
    enum Layer: Int, Comparable {
        case target = 0
        case daily, mean
        static func < (a: Layer, b: Layer) -> Bool { a.rawValue < b.rawValue }
    }

    let columns: Int
    let rows: Int
    let style: ChartStyle
    private var bits: [[UInt8]]
    private var layers: [[Layer?]]

    init(columns: Int, rows: Int, style: ChartStyle) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.style = style
        bits = Array(repeating: Array(repeating: 0, count: self.columns), count: self.rows)
        layers = Array(repeating: Array(repeating: nil, count: self.columns), count: self.rows)
    }

    var dotsWide: Int { columns * (style.unicode ? 2 : 1) }
    var dotsHigh: Int { rows * (style.unicode ? 4 : 1) }

    /// Sets the dot at `x` (from the left) and `y` (from the bottom).
    mutating func set(x: Int, y: Int, _ layer: Layer) {
        guard x >= 0, y >= 0, x < dotsWide, y < dotsHigh else { return }
        let fromTop = dotsHigh - 1 - y
        let (column, row) = style.unicode ? (x / 2, fromTop / 4) : (x, fromTop)
        if style.unicode {
            let dx = x % 2
            let dy = fromTop % 4
            let bit: UInt8 = dy == 3 ? (dx == 0 ? 0x40 : 0x80) : UInt8(1 << (dy + dx * 3))
            bits[row][column] |= bit
        } else {
            bits[row][column] = 1
        }
        if layers[row][column].map({ $0 < layer }) ?? true { layers[row][column] = layer }
    }

    /// A line from one dot to the next, every column between them filled.
    mutating func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int), _ layer: Layer, thick: Bool = false) {
        let steps = max(abs(b.x - a.x), abs(b.y - a.y), 1)
        for step in 0...steps {
            let x = a.x + (b.x - a.x) * step / steps
            let y = a.y + (b.y - a.y) * step / steps
            set(x: x, y: y, layer)
            if thick { set(x: x, y: y + 1, layer) }
        }
    }

    /// The rows, top first.
    func render() -> [StyledLine] {
        (0..<rows).map { row in
            var line = StyledLine([])
            for column in 0..<columns {
                let (text, textStyle) = cell(row, column)
                if let last = line.spans.last, last.style == textStyle {
                    line.spans[line.spans.count - 1].text += text
                } else {
                    line.spans.append(StyledSpan(text, textStyle))
                }
            }
            return line
        }
    }

    private func cell(_ row: Int, _ column: Int) -> (String, TextStyle) {
        guard let layer = layers[row][column] else { return (" ", .plain) }
        let colored = style.colors
        switch layer {
        case .target:
            return (style.unicode ? "╌" : (column % 2 == 0 ? "-" : " "), colored ? .yellow : .plain)
        case .daily:
            let glyph = style.unicode ? String(Character(Unicode.Scalar(0x2800 + UInt32(bits[row][column]))!)) : "."
            return (glyph, colored ? .gray : .plain)
        case .mean:
            let glyph = style.unicode ? String(Character(Unicode.Scalar(0x2800 + UInt32(bits[row][column]))!)) : "*"
            return (glyph, colored ? TextStyle(bold: true, foreground: .green) : .plain)
        }
    }
}
