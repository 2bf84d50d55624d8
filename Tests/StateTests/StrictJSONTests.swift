import FormanzaBase
import Foundation
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// The strict reader of stored definitions (the fast path in front of `JSONDecoder`) never
/// changes what a definition means: over randomised forms written by the store's own writers it
/// reads every one, equal to `JSONDecoder`'s; and over the fuzzing corpus and hostile texts it
/// either reads the same value `JSONDecoder` reads or gives up, so the decoder has the last word.
@Suite struct StrictJSONTests {
    /// A small seeded generator, so a failing form can be made again from its seed.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func flag() -> Bool { below(2) == 0 }
    }

    /// Texts a person may type, with what JSON escapes: quotes, backslashes, slashes, control
    /// bytes, other scripts and characters outside the Basic Multilingual Plane.
    static let pieces = [
        "Weight", "kg", "día", "\"quoted\"", "back\\slash", "a/b", "tab\there", "line\nbreak", "\u{7F}",
        "\u{85}", "\u{202E}", "体重", "😀", "e\u{301}", "", " ", "\u{1}", "mañana",
    ]

    func text(_ random: inout Seeded) -> String {
        (0..<random.below(4)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
    }

    func number(_ random: inout Seeded) -> Double {
        [0, 0.1, 1, 75.5, 1e-7, 123_456.789, 999_999, 0.30000000000000004, 2.5e10][random.below(9)]
    }

    func options(_ random: inout Seeded) -> [ChoiceOption] {
        (0..<random.below(5)).map { index in
            ChoiceOption(value: "o\(index)", label: text(&random), detail: random.flag() ? nil : text(&random))
        }
    }

    func kind(_ type: FieldType, _ random: inout Seeded) -> FieldKind {
        switch type {
        case .number, .slider:
            let settings = NumberSettings(
                unit: text(&random), min: number(&random), max: number(&random), decimals: random.below(4),
                step: number(&random), unusualChange: random.flag() ? nil : number(&random))
            return type == .number ? .number(settings) : .slider(settings)
        case .duration:
            return .duration(DurationSettings(minuteInterval: random.below(31), maxHours: random.below(100)))
        case .singleChoice:
            return .singleChoice(
                SingleChoiceSettings(
                    style: ChoiceStyle.allCases[random.below(ChoiceStyle.allCases.count)], columns: random.below(5),
                    options: options(&random)))
        case .multipleChoice:
            return .multipleChoice(MultipleChoiceSettings(options: options(&random)))
        case .text:
            return .text(
                TextSettings(
                    multiline: random.flag(), placeholder: text(&random), maxLength: random.below(3000),
                    suggestions: random.flag()))
        case .date:
            return .date(DateSettings(limit: DateLimit.allCases[random.below(DateLimit.allCases.count)]))
        case .time:
            return .time(TimeSettings(minuteInterval: random.below(31)))
        case .multiPhoto:
            return .multiPhoto(MultiPhotoSettings(names: (0..<random.below(4)).map { _ in text(&random) }))
        default:
            return type.defaultKind
        }
    }

    func form(_ random: inout Seeded) -> Form {
        let screens = (0..<random.below(12)).map { index in
            Screen(
                id: "s\(index)", title: text(&random), shortTitle: text(&random), required: random.flag(),
                prefill: random.flag(), highlight: random.flag(), showInProgress: random.flag(),
                kind: kind(FieldType.allCases[random.below(FieldType.allCases.count)], &random))
        }
        let goals = (0..<random.below(4)).map { index in
            Goal(
                id: "g\(index)", kind: random.flag() ? .value : .habit,
                source: random.flag() ? .screen("s0") : .calculated("c0"),
                target: random.flag() ? nil : number(&random), answer: random.flag() ? nil : text(&random),
                days: random.flag() ? nil : random.below(4000),
                startDay: random.flag() ? nil : CivilDate(iso: "2025-0\(1 + random.below(9))-1\(random.below(10))"),
                deadline: random.flag() ? nil : CivilDate(iso: "2027-12-31"))
        }
        let time = TimeOfDay(hour: random.below(24), minute: random.below(60))!
        return Form(
            id: "f-random", title: text(&random), active: random.flag(), screens: screens,
            reminders: Reminders(
                morning: ReminderSetting(enabled: random.flag(), time: time),
                evening: ReminderSetting(enabled: random.flag(), time: time)),
            goals: goals)
    }

    @Test func randomFormsAsWrittenReadTheSame() throws {
        var random = Seeded(state: 20_261_206)
        for seed in 0..<300 {
            let form = form(&random)
            // Both of the store's writers: the export format and the sorted stored text.
            for text in [try StoreCoding.text(form), try StoredDefinition.text(form)] {
                let strict = try StrictJSON.decode(Form.self, from: Array(text.utf8))
                let decoder = try JSONDecoder().decode(Form.self, from: Data(text.utf8))
                #expect(strict == decoder, "seed \(seed)")
                #expect(strict == form, "seed \(seed)")
            }
        }
    }

    /// The fuzzing corpus of form imports (hostile ones among them) and texts made hostile by
    /// hand: the strict reader gives up or agrees with `JSONDecoder`, and the store's decoding,
    /// which tries it first, ends as `JSONDecoder` alone would, with the same value or an error.
    @Test func hostileTextsGiveUpOrAgree() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fuzz/corpus/formimport").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        try #require(files.count >= 5)
        var texts = try files.map { try String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) }
        let plain = try StoreCoding.text(
            Form(id: "f-x", title: "T", screens: [Screen(id: "s", title: "S", kind: .yesNo)]))
        texts += [
            plain.replacingOccurrences(of: "\"title\" : \"T\"", with: "\"title\" : \"T\", \"title\" : \"U\""),
            plain.replacingOccurrences(of: "\"schema\" : 1", with: "\"schema\" : 1.0"),
            plain.replacingOccurrences(of: "\"schema\" : 1", with: "\"schema\" : 1e400"),
            plain.replacingOccurrences(of: "\"schema\" : 1", with: "\"schema\" : 99999999999999999999"),
            plain.replacingOccurrences(of: "\"schema\" : 1", with: "\"schema\" : -0"),
            plain.replacingOccurrences(of: "\"schema\" : 1", with: "\"schema\" : 01"),
            plain.replacingOccurrences(of: "\"title\" : \"T\"", with: "\"title\" : \"\\uD800\""),
            plain.replacingOccurrences(of: "\"title\" : \"T\"", with: "\"title\" : \"\\uD83D\\uDE00\\u00e9\""),
            plain.replacingOccurrences(of: "\"title\" : \"T\"", with: "\"title\" : \"a\u{1}b\""),
            plain.replacingOccurrences(of: "\"title\" : \"T\"", with: "\"title\" : \"\\x\""),
            plain.replacingOccurrences(of: "\"screens\" : [", with: "\"screens\" : null, \"x\" : ["),
            plain.replacingOccurrences(of: "\"active\" : true", with: "\"active\" : tru"),
            plain + "x", plain + "  \n", "", "{", "[]", "null", String(repeating: "[", count: 200),
            String(plain.dropLast(3)),
        ]
        for (index, text) in texts.enumerated() {
            let bytes = Array(text.utf8)
            let expected = Result { try JSONDecoder().decode(Form.self, from: Data(bytes)) }
            if let strict = try? StrictJSON.decode(Form.self, from: bytes) {
                #expect(try expected.get() == strict, "text \(index)")
            }
            let stored = Result { try StoreCoding.decode(Form.self, from: Data(bytes), path: "p") }
            switch (expected, stored) {
            case (.success(let a), .success(let b)): #expect(a == b, "text \(index)")
            case (.failure, .failure): break
            default: Issue.record("text \(index): the store read it differently from JSONDecoder")
            }
        }
    }
}
