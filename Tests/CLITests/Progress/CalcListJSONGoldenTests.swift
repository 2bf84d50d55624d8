import Foundation
import Testing

/// `formanza calc list FORM --json` byte for byte: the golden store's calculated values
/// (formulas, ranges, one reading a data value that is gone) in English and Spanish, and the
/// hostile form's, whose title and unit hold text to escape.
@Suite struct CalcListJSONGoldenTests {
    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        try HostileGoldenForm.plant(in: sandbox)
        let cases: [(file: String, language: String, form: String)] = [
            ("calc-list-en", "C.UTF-8", "golden"), ("calc-list-es", "es_ES.UTF-8", "golden"),
            ("calc-list-hostile", "C.UTF-8", "hostile"),
        ]
        for golden in cases {
            let result = try sandbox.run(["calc", "list", golden.form, "--json"], env: ["LANG": golden.language])
            try #require(result.status == 0 && result.stderr.isEmpty, "\(golden.file): \(result)")
            try GoldenFile.expect(result.stdout, equals: "lists/\(golden.file).json")
        }
    }
}
