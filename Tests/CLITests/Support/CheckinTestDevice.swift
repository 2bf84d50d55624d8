import FormanzaBase
import FormanzaModel
import FormanzaState
import Foundation
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// A terminal for running the full-screen check-in inside the test process: it plays scripted
/// keys, keeps a screen of cells from what the painter writes (cursor moves, erase to end of
/// line, erase below, text), and notes what the screen showed each time a key was read, so a
/// test reads the screens a person would have seen.
///
/// A wait with a time limit (the auto-advance beat) always runs out: the person waits.
final class CheckinTestDevice: TerminalDevice {
    var size: TerminalSize
    let colorsEnabled = false
    private var keys: [Key]
    private var cells: [[String]]
    private var row = 0, column = 0
    /// The screen as it was each time the program waited for a key, in order.
    private(set) var seen: [String] = []
    /// The auto-advance beats waited out.
    private(set) var beats = 0
    /// Called with the number of keys played so far just before the next one is handed over,
    /// for tests that change something outside the check-in while it runs.
    var beforeKey: ((Int) -> Void)?
    private var played = 0

    init(keys: [Key], size: TerminalSize = .standard) {
        self.keys = keys
        self.size = size
        cells = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
    }

    func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent {
        if timeoutMilliseconds != nil {
            beats += 1
            return .timeout
        }
        seen.append(text)
        guard !keys.isEmpty else { return .endOfInput }
        beforeKey?(played)
        played += 1
        return .key(keys.removeFirst())
    }

    /// The screen now, trailing blanks removed.
    var text: String {
        var lines = cells.map { $0.joined().replacingOccurrences(of: "\u{0}", with: "") }
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Whether some screen shown while waiting for a key contained `text`.
    func showed(_ text: String) -> Bool { seen.contains { $0.contains(text) } }

    func write(_ text: String) {
        var characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\u{1B}", index + 1 < characters.count, characters[index + 1] == "[" {
                var end = index + 2
                while end < characters.count, !(characters[end].isLetter) { end += 1 }
                guard end < characters.count else { return }
                let parameters = String(characters[(index + 2)..<end])
                apply(command: characters[end], parameters)
                index = end + 1
                continue
            }
            put(character)
            index += 1
        }
        characters.removeAll()
    }

    private func apply(command: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch command {
        case "H":
            row = min(size.rows - 1, max(0, (numbers.first ?? 1) - 1))
            column = min(size.columns - 1, max(0, (numbers.count > 1 ? numbers[1] : 1) - 1))
        case "K":
            for c in column..<size.columns { cells[row][c] = " " }
        case "J":
            if parameters == "2" {
                cells = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
            } else {
                for c in column..<size.columns { cells[row][c] = " " }
                for r in (row + 1)..<max(row + 1, size.rows) { cells[r] = Array(repeating: " ", count: size.columns) }
            }
        default:
            break  // styles, cursor visibility, the alternate screen
        }
    }

    private func put(_ character: Character) {
        switch character {
        case "\r": column = 0
        case "\n": row = min(size.rows - 1, row + 1)
        case "\u{07}": break
        default:
            let width = max(1, DisplayWidth.of(String(character)))
            guard column + width <= size.columns else { return }
            cells[row][column] = String(character)
            if width == 2 { cells[row][column + 1] = "\u{0}" }
            column += width
        }
    }
}

/// A store in a temporary directory for the in-process check-in, with the clock frozen at
/// Wednesday 2 December 2026 10:00 UTC, and a way to run the check-in with scripted keys.
final class CheckinFixture: @unchecked Sendable {
    let sandbox: CheckinSandbox
    let context: CLIContext
    let store: Store

    init(language: String = "C.UTF-8", now: String = "2026-12-02T10:00:00Z", forms: [String: String] = [:]) throws {
        sandbox = try CheckinSandbox(language: language, now: now)
        try sandbox.createStore()
        for (id, json) in forms { try sandbox.writeForm(json, id: id) }
        context = try CLIContext.make(environment: sandbox.environment)
        store = try Store.open(paths: context.paths, language: context.language, now: context.now)
    }

    var today: CivilDate { context.today }

    func form(_ id: String) throws -> Form {
        try #require(try store.loadForms().forms.first { $0.id == id })
    }

    /// Runs the full-screen check-in of `forms` (the starter form when empty) with `keys`.
    @discardableResult
    func run(
        _ keys: [Key], forms ids: [String] = ["daily-check-in"], day: CivilDate? = nil,
        size: TerminalSize = .standard, beforeKey: ((Int) -> Void)? = nil
    )
        throws -> (device: CheckinTestDevice, saved: [InteractiveCheckin.Saved])
    {
        let device = CheckinTestDevice(keys: keys, size: size)
        device.beforeKey = beforeKey
        let ui = CheckinTerminal(device: device, language: context.language, clock: CheckinClock(context: context))
        let forms = try ids.map { try form($0) }
        let saved = try InteractiveCheckin.host(forms: forms, day: day ?? today, store: store, ui: ui)
        return (device, saved)
    }

    /// Saves answers directly, as an earlier check-in would have.
    func record(_ values: [String: AnswerValue], form formID: String = "daily-check-in", on day: CivilDate) throws {
        let form = try form(formID)
        var session = CheckinSession(form: form, day: day, record: try store.loadDay(day))
        for (id, value) in values { session.confirm(id, value) }
        try session.save(to: store, now: context.now)
    }

    /// The form's answers on `day`, as stored.
    func answers(_ formID: String = "daily-check-in", on day: CivilDate? = nil) throws -> [String: AnswerValue] {
        let record = try store.loadDay(day ?? today)
        return (record?.forms[formID] ?? [:]).mapValues(\.value)
    }
}

extension Key {
    /// The keys of typing `text`, for scripts.
    static func text(_ text: String) -> [Key] { Key.typing(text) }
}
