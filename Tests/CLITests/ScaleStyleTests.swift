import FormanzaBase
import FormanzaState
import Testing

@testable import FormanzaCLI
@testable import FormanzaTerminal

/// The scale style of a single choice: every point's label under its point when they all fit,
/// else the focused one's below; the first and last option's details as captions at the ends.
@Suite struct ScaleStyleTests {
    let feelings = [
        ChoiceItem(value: "1", label: "Awful", detail: "Very bad"), ChoiceItem(value: "2", label: "Meh"),
        ChoiceItem(value: "3", label: "Okay"), ChoiceItem(value: "4", label: "Good"),
        ChoiceItem(value: "5", label: "Great", detail: "Very good"),
    ]

    /// The cell column where `text` starts in `line`.
    func column(of text: String, in line: String) -> Int? {
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }

    @Test func everyLabelUnderItsPointWhenTheyFit() throws {
        var input = SingleChoiceInput(items: feelings, presentation: .scale)
        input.press(.home, .right)
        let lines = input.render(width: 40, height: 10).lines.map(\.plainText)
        try #require(lines.count == 4, "\(lines)")
        let points = lines[0]
        let labels = lines[2]
        for label in ["Awful", "Meh", "Okay", "Good", "Great"] { #expect(labels.contains(label), "\(lines)") }
        // Each label is centred under its point: the point's column lies inside the label.
        let symbols = points.enumerated().filter { $0.element == "○" }.map(\.offset)
        #expect(symbols.count == 5, "\(points)")
        for (index, label) in ["Awful", "Meh", "Okay", "Good", "Great"].enumerated() {
            let start = try #require(column(of: label, in: labels))
            #expect((start..<(start + label.count)).contains(symbols[index]), "\(label) under its point: \(lines)")
        }
        #expect(column(of: "[○]", in: points).map { $0 + 1 } == symbols[1], "the focused point in brackets")
        #expect(!lines.contains("Okay"), "no separate focused label when every label is shown")
    }

    @Test func onlyTheFocusedLabelWhenTheyDoNotFit() throws {
        var input = SingleChoiceInput(items: feelings, presentation: .scale)
        input.press(.home, .right)
        let lines = input.render(width: 30, height: 10).lines.map(\.plainText)
        #expect(lines[0] == " ○  [○]  ○   ○   ○  ", "\(lines)")
        #expect(lines.last == "Meh", "\(lines)")
        #expect(!lines.joined().contains("Awful") && !lines.joined().contains("Great"))
    }

    @Test func endCaptionsStartUnderTheFirstPointAndEndUnderTheLast() throws {
        for width in [40, 30] {
            let lines = SingleChoiceInput(items: feelings, presentation: .scale)
                .render(width: width, height: 10).lines.map(\.plainText)
            let points = lines[0]
            let captions = try #require(lines.first { $0.contains("Very bad") }, "\(lines)")
            let firstPoint = try #require(points.firstIndex(of: "○")).utf16Offset(in: points)
            let lastPoint = try #require(points.lastIndex(of: "○")).utf16Offset(in: points)
            #expect(column(of: "Very bad", in: captions) == firstPoint - 1, "at \(width): \(lines)")
            let end = try #require(column(of: "Very good", in: captions)) + "Very good".count
            #expect(end == lastPoint + 2, "the last caption ends under the last point at \(width): \(lines)")
        }
    }

    @Test func tenPointsCloseUpOnANarrowTerminal() {
        let ten = (1...10).map { ChoiceItem(value: "\($0)", label: "\($0)") }
        let lines = SingleChoiceInput(items: ten, presentation: .scale).render(width: 30, height: 10).lines
        #expect(lines[0].width <= 30 && lines[0].plainText.filter { $0 == "○" }.count == 10)
        #expect(lines[1].plainText.contains("0"), "the tenth point's key is shown")
    }

    @Test(arguments: [("C.UTF-8", "\"value:Label:detail\""), ("es_ES.UTF-8", "\"valor:Etiqueta:detalle\"")])
    func screenAddHelpDocumentsTheDetail(language: String, form: String) throws {
        let sandbox = try FormsSandbox(language: language)
        let help = try sandbox.run("screen", "add", "--help")
        #expect(help.status == 0, "\(help)")
        #expect(help.stdout.contains(form), "\(help.stdout)")
        let edit = try sandbox.run("screen", "edit", "--help")
        #expect(edit.stdout.contains(form), "\(edit.stdout)")
    }
}
