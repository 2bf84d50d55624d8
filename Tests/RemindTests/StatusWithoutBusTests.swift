import FormanzaTestSupport
import Foundation
import Testing

/// `formanza-remind status` where there is no session bus at all (a console login, ssh): one
/// plain sentence in the person's language, not the library's errno text.
@Suite struct StatusWithoutBusTests {
    @Test(arguments: [
        ("C.UTF-8", "no session bus: is this a desktop session?"),
        ("es_ES.UTF-8", "no hay bus de sesión: ¿es esta una sesión de escritorio?"),
    ])
    func saysThereIsNoSessionBus(language: String, sentence: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("formanza-nobus-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try BuiltProducts.run(
            "formanza-remind", ["status"],
            environment: [
                "PATH": ChildProcess.systemPath, "HOME": home, "XDG_RUNTIME_DIR": home, "LANG": language,
            ])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "formanza-remind: error: \(sentence)\n", "\(result)")
    }
}
