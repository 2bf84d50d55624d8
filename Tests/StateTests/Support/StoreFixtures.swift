import FormanzaBase
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// A store in a fresh temporary directory, removed when the test is done with it.
final class TemporaryStore {
    let base: String
    let paths: StorePaths
    let store: Store

    init(language: Language = .en, now: Int64 = 1_790_000_000, create: Bool = true) throws {
        base = try TemporaryDirectory.make(prefix: "state")
        paths = StorePaths(
            root: base + "/data/formanza", runtime: base + "/run/formanza", config: base + "/config/formanza")
        store = create ? try Store.open(paths: paths, language: language, now: now) : Store(paths: paths)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }

    var starter: Form { get throws { try #require(try store.loadForm(id: StarterForm.id)) } }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func contents(of path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

/// A minimal form with the given screens, for rule tests.
func makeForm(_ screens: [Screen], calculated: [CalculatedValue] = [], id: String = "f-test") -> Form {
    Form(id: id, title: "Test form", screens: screens, calculated: calculated)
}

func numberScreen(
    id: String = "n", unit: String = "kg", min: Double = 0, max: Double = 500,
    decimals: Int = 1, step: Double = 0.1, unusual: Double? = nil, required: Bool = false
) -> Screen {
    Screen(
        id: id, title: "Number \(id)", required: required,
        kind: .number(
            NumberSettings(unit: unit, min: min, max: max, decimals: decimals, step: step, unusualChange: unusual)))
}

func yesNoScreen(id: String, required: Bool = false) -> Screen {
    Screen(id: id, title: "Habit \(id)", required: required, kind: .yesNo)
}

/// Writes `values` as answers of `form` on `date`, each saved as its screen takes it now (a
/// value for a screen the form does not have is left out).
func writeAnswers(
    _ store: Store, _ form: Form, _ date: CivilDate, _ values: [String: AnswerValue], savedAt: Int64 = 0
) throws {
    try store.updateDay(date) { record in
        for (id, value) in values {
            guard let screen = form.screen(id: id) else { continue }
            record.set(Answer(value: value, for: screen, savedAt: savedAt), form: form.id, screen: id)
        }
    }
}
