import FormanzaBase
import FormanzaTerminal

/// A line the check-in shows above the key hints: a refusal, a warning, a confirmation or a
/// question. Each tone also reads as text (the words say it), so `NO_COLOR` loses nothing.
struct Notice: Hashable, Sendable {
    enum Tone: Hashable, Sendable { case error, warning, done, question }

    let text: String
    let tone: Tone

    static func error(_ text: String) -> Notice { Notice(text: text, tone: .error) }
    static func done(_ text: String) -> Notice { Notice(text: text, tone: .done) }
    static func question(_ text: String) -> Notice { Notice(text: text, tone: .question) }

    var line: StyledLine {
        let style: TextStyle
        switch tone {
        case .error: style = .red
        case .warning: style = .yellow
        case .done: style = .green
        case .question: style = TextStyle.bold.adding(.yellow)
        }
        return StyledLine(text, style, overflow: .wrap)
    }
}

/// What every full screen of the interactive check-in shares: the terminal, the painter that
/// remembers what is on it (so moving between screens repaints only what changed), the
/// language and the clock.
final class CheckinTerminal {
    let device: any TerminalDevice
    var painter: ScreenPainter
    let language: Language
    let clock: CheckinClock
    /// The short beat before an auto-advance.
    let beatMilliseconds: Int
    /// Whether the visit ended with Ctrl-C, so the program exits 130 as an interrupted
    /// program does, and a calling script can tell.
    var interrupted = false

    init(device: any TerminalDevice, language: Language, clock: CheckinClock, beatMilliseconds: Int = 350) {
        self.device = device
        self.painter = ScreenPainter(colors: device.colorsEnabled)
        painter.smallTerminalLanguage = language
        self.language = language
        self.clock = clock
        self.beatMilliseconds = beatMilliseconds
    }

    var size: TerminalSize { device.size }

    /// Whether frames are painted in colour. Read from the device, not the painter: the
    /// question loop holds the painter `inout` while it composes a frame.
    var colors: Bool { device.colorsEnabled }

    func paint(_ frame: Frame) {
        device.write(painter.paint(frame, size: device.size))
    }

    /// What a screen waited for: a key, the local day changing under it, or the terminal
    /// going away.
    enum ScreenEvent: Hashable {
        case key(Key)
        /// Midnight passed (or the clock was set across it): the new local day.
        case dayChanged(CivilDate)
        case endOfInput
    }

    /// Shows `frame` and waits for a key, repainting after a resize and at midnight (a frame
    /// that reads the clock shows the new day), suspending on Ctrl-Z; nil when the terminal
    /// went away.
    func readKey(_ frame: (TerminalSize) -> Frame) -> Key? {
        while true {
            switch readEvent(frame) {
            case .key(let key): return key
            case .dayChanged: continue
            case .endOfInput: return nil
            }
        }
    }

    /// Shows `frame` and waits for a key or for the local day to change, so a view of today
    /// can become a view of the new day when midnight passes.
    func readEvent(_ frame: (TerminalSize) -> Frame) -> ScreenEvent {
        paint(frame(size))
        let shownDay = clock.today()
        while true {
            switch device.nextEvent(timeoutMilliseconds: clock.millisecondsUntilDayEnds()) {
            case .key(.control("z")):
                suspend()
                paint(frame(size))
            case .key(.control("d")):
                // Ctrl-D is end of input on a terminal (and what script(1) sends when its
                // input ends): treated as the terminal going away, so nothing waits for good.
                return .endOfInput
            case .key(let key):
                return .key(key)
            case .resize:
                painter.invalidate()
                paint(frame(size))
            case .timeout:
                let today = clock.today()
                if today != shownDay { return .dayChanged(today) }
            case .endOfInput:
                return .endOfInput
            }
        }
    }

    /// Ctrl-Z: with ISIG off the key reaches us, so we stop the way a shell job would.
    func suspend() {
        (device as? RawTerminal)?.suspend()
        painter.invalidate()
    }

    /// Asks a y/N question in the notice line of `frame`: true for `y` or `s` («sí»), and for a
    /// second Ctrl-C, which people press to mean "really quit"; anything else is no.
    func confirm(_ question: String, over frame: (TerminalSize, Notice?) -> Frame) -> Bool {
        let key = readKey { frame($0, .question(question)) }
        switch key {
        case .character(let c) where ["y", "s"].contains(c.lowercased()): return true
        case .control("c"): return true
        case nil: return true
        default: return false
        }
    }
}

extension Error {
    /// The error as the person should read it: its own words when it has them.
    func checkinMessage(_ l: Language) -> String {
        (self as? any UserFacingError)?.message(in: l) ?? "\(self)"
    }
}
