import Foundation
import Testing

/// `formanza screen list FORM --json` byte for byte: the golden store's form (every kind of
/// screen) and the hostile form, whose titles hold text to escape.
@Suite struct ScreenListJSONGoldenTests {
    @Test func outputEqualsTheGoldenFiles() throws {
        let sandbox = try ProgressGoldenStore.sandbox()
        try HostileGoldenForm.plant(in: sandbox)
        for form in ["golden", "hostile"] {
            let result = try sandbox.run(["screen", "list", form, "--json"])
            try #require(result.status == 0 && result.stderr.isEmpty, "\(form): \(result)")
            try GoldenFile.expect(result.stdout, equals: "lists/screen-list-\(form).json")
        }
    }
}
