import FormanzaBase
import FormanzaModel
import FormanzaTerminal
import Synchronization

/// The full-screen Progress view: the form's cards one under the other, scrolled with the
/// arrows, PgUp/PgDn, Home/End or `j`/`k`; `p`/`P` change the period and `f` the form (both
/// remembered); Enter opens the focused card's detail (`ProgressDetail`, with its own keys),
/// Esc goes back, `q` quits.
///
/// Figures are computed on another thread: the view stays responsive (scrolling, quitting)
/// while a long period is computed, and shows the last figures, marked as being computed,
/// until the new ones arrive.
struct ProgressScreen {
    let device: any TerminalDevice
    let progress: ProgressForms
    let forms: [Form]
    let language: Language
    let day: CivilDate
    let style: ChartStyle
    /// Opens a form's history (another part of the program); nil hides the `h` key.
    var historyLink: ((Form) -> Void)?
    var painter: ScreenPainter
    var formIndex: Int
    var period: ProgressPeriod
    var report: ProgressReport?
    var pending: PendingReport?
    var focus = 0
    var scroll = 0
    var detail: ProgressDetail?

    /// `history` opens a form's history on the same terminal (the `h` key); nil hides the key.
    static func run(
        progress: ProgressForms, forms: [Form], form: Form, period: ProgressPeriod, day: CivilDate,
        history: ((Form, any TerminalDevice) throws -> Void)? = nil
    ) throws {
        try RawTerminal.withRawMode { terminal in
            var screen = ProgressScreen(
                device: terminal, progress: progress, forms: forms, form: form, period: period,
                day: day, language: progress.language)
            if let history { screen.historyLink = { form in try? history(form, terminal) } }
            screen.loop()
        }
    }

    init(
        device: any TerminalDevice, progress: ProgressForms, forms: [Form], form: Form, period: ProgressPeriod,
        day: CivilDate, language: Language
    ) {
        self.device = device
        self.progress = progress
        self.forms = forms
        self.language = language
        self.day = day
        self.period = period
        formIndex = forms.firstIndex(of: form) ?? 0
        style = ChartStyle.from(environment: progress.environment, colors: device.colorsEnabled)
        painter = ScreenPainter(colors: device.colorsEnabled)
    }

    var form: Form { forms[formIndex] }
    var l: Language { language }

    mutating func loop() {
        compute()
        while true {
            paint()
            let event = device.nextEvent(timeoutMilliseconds: pending == nil ? nil : 40)
            if let finished = pending?.take() {
                pending = nil
                if case .success(let fresh) = finished { report = fresh }
                detail = nil
            }
            switch event {
            case .resize: painter.invalidate()
            case .timeout: continue
            case .endOfInput: return
            case .key(let key):
                if !handle(key) { return }
            }
        }
    }

    /// Starts computing the figures of the current form and period on another thread.
    mutating func compute() {
        let progress = self.progress
        let form = self.form
        let period = self.period
        let day = self.day
        let slot = PendingReport()
        pending = slot
        Task.detached { slot.finish(Result { try progress.report(form, period, day) }) }
    }

    /// False when the view should close.
    mutating func handle(_ key: Key) -> Bool {
        let size = device.size
        if var open = detail {
            switch key {
            case .escape, .backspace: if !open.back() { detail = nil }
            case .character("q"), .control("c"): return false
            case .character("h") where historyLink != nil:
                historyLink?(form)
                painter.invalidate()
            default: open.handle(key, rows: bodyRows(size), lineCount: open.lines(width: size.columns).count)
            }
            if detail != nil { detail = open }
            return true
        }
        let blocks = self.blocks(width: size.columns)
        switch key {
        case .character("q"), .escape, .control("c"): return false
        case .up, .character("k"): move(to: focus - 1, blocks)
        case .down, .character("j"): move(to: focus + 1, blocks)
        case .home: move(to: 0, blocks)
        case .end: move(to: blocks.count - 1, blocks)
        case .pageDown: page(+1, blocks, size)
        case .pageUp: page(-1, blocks, size)
        case .character("p"), .character("P"):
            period = key == .character("p") ? period.next : period.previous
            progress.remember(period: period, form: form)
            compute()
        case .character("f") where forms.count > 1:
            formIndex = (formIndex + 1) % forms.count
            progress.remember(period: period, form: form)
            focus = 0
            scroll = 0
            report = nil
            compute()
        case .enter:
            guard let report, blocks.indices.contains(focus) else { break }
            detail = ProgressDetail(
                report: report, subject: blocks[focus].subject, progress: progress, style: style,
                language: l)
        case .control("z"):
            (device as? RawTerminal)?.suspend()
            painter.invalidate()
        default: break
        }
        return true
    }

    mutating func move(to index: Int, _ blocks: [ProgressText.Block]) {
        guard !blocks.isEmpty else { return }
        focus = min(max(0, index), blocks.count - 1)
        let starts = ProgressScreen.starts(blocks)
        let rows = bodyRows(device.size)
        let end = starts[focus] + blocks[focus].lines.count + 1
        if starts[focus] < scroll { scroll = starts[focus] }
        if end > scroll + rows { scroll = max(starts[focus], end - rows) }
    }

    mutating func page(_ direction: Int, _ blocks: [ProgressText.Block], _ size: TerminalSize) {
        let starts = ProgressScreen.starts(blocks)
        let total = (starts.last ?? 0) + (blocks.last?.lines.count ?? 0) + 1
        scroll = min(max(0, scroll + direction * bodyRows(size)), max(0, total - bodyRows(size)))
        focus = starts.lastIndex { $0 <= scroll } ?? 0
    }

    static func starts(_ blocks: [ProgressText.Block]) -> [Int] {
        var starts: [Int] = []
        var line = 0
        for block in blocks {
            starts.append(line)
            line += block.lines.count + 2
        }
        return starts
    }

    /// The rows between the header and the footer, whose key hints may take two lines.
    func bodyRows(_ size: TerminalSize) -> Int {
        max(1, size.rows - 3 - KeyHints.lines(hints(), width: size.columns).count)
    }

    /// The footer's keys: the open detail's, or the cards'. Enter is offered only once the
    /// figures are there: pressed while they are computed it would open nothing.
    func hints() -> [(String, String)] {
        if let detail {
            return [("↑↓", ProgressStrings.scroll(l))] + detail.extraHints
                + (historyLink != nil ? [("h", ProgressStrings.history(l))] : []) + [
                    ("Esc", ProgressStrings.back(l)), ("q", ProgressStrings.quit(l)),
                ]
        }
        return [("↑↓", ProgressStrings.scroll(l)), ("p/P", ProgressStrings.period(l))]
            + (forms.count > 1 ? [("f", ProgressStrings.form(l))] : [])
            + (report != nil ? [(CheckinText.enterKey(l), ProgressStrings.detail(l))] : [])
            + [("q", ProgressStrings.quit(l))]
    }

    func text(width: Int) -> ProgressText? {
        report.map {
            ProgressText(
                report: $0, width: width, style: style, language: l, chartHeight: 5,
                pictures: progress.pictures)
        }
    }

    func blocks(width: Int) -> [ProgressText.Block] {
        guard let text = text(width: width) else { return [] }
        return text.blocks().map { block in
            var fitted = block
            fitted.lines = block.lines.flatMap { FrameLayout.fit($0, width: width) }
            return fitted
        }
    }

    mutating func paint() {
        let size = device.size
        device.write(painter.paint(frame(size), size: size))
    }

    func frame(_ size: TerminalSize) -> Frame {
        var header: StyledLine
        if let text = text(width: size.columns) {
            header = text.header(severalForms: forms.count > 1 || !form.active)
        } else {
            header = StyledLine(
                forms.count > 1 || !form.active ? TerminalText.safe(form.title) : ProgressStrings.title(l), .bold)
        }
        if pending != nil { header = header.appending("  " + ProgressStrings.computing(l), .yellow) }
        var body: [StyledLine]
        if let detail {
            body = Array(detail.lines(width: size.columns).dropFirst(detail.scroll))
        } else {
            body = []
            for (index, block) in blocks(width: size.columns).enumerated() {
                let focused = index == focus
                body.append(
                    StyledLine(
                        (focused ? "› " : "  ") + block.heading, focused ? TextStyle.bold.adding(.reverse) : .bold))
                body += block.lines
                body.append(.blank)
            }
            body = Array(body.dropFirst(scroll))
        }
        return Frame(lines: [header, .blank] + body, footer: [.blank] + KeyHints.lines(hints(), width: size.columns))
    }
}

/// Figures being computed on another thread, handed over once.
final class PendingReport: Sendable {
    private let slot = Mutex<Result<ProgressReport, any Error>?>(nil)

    func finish(_ result: Result<ProgressReport, any Error>) { slot.withLock { $0 = result } }

    func take() -> Result<ProgressReport, any Error>? { slot.withLock { $0 } }
}
