import FormanzaTestSupport
import Foundation
import Testing

/// The systemd user unit and the desktop file, as `make install` writes them.
@Suite struct UnitFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The unit with `@BINDIR@` replaced by the directory of the built binaries.
    func installedUnit() throws -> String {
        let template = try String(
            contentsOf: Self.root.appendingPathComponent("units/formanza-remind.service"), encoding: .utf8)
        return template.replacingOccurrences(of: "@BINDIR@", with: try BuiltProducts.directory())
    }

    @Test func theUnitIsATypeNotifyUserServiceTiedToTheGraphicalSession() throws {
        let unit = try installedUnit()
        for line in [
            "Type=notify", "Restart=on-failure", "PartOf=graphical-session.target", "After=graphical-session.target",
            "WantedBy=graphical-session.target",
        ] {
            #expect(unit.contains(line + "\n"), "\(line)")
        }
        #expect(unit.contains("WatchdogSec="))
        #expect(!unit.contains("@BINDIR@"))
    }

    @Test func systemdAnalyzeVerifiesTheUnit() throws {
        let directory = NSTemporaryDirectory() + "formanza-unit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/formanza-remind.service"
        try installedUnit().write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runProcess(
            "/usr/bin/systemd-analyze", ["--user", "verify", path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": directory, "XDG_RUNTIME_DIR": directory])
        #expect(result.succeeded, "\(result)")
        #expect(!result.stderr.contains("formanza-remind.service:"), "no warning about our unit: \(result.stderr)")
    }

    @Test func theDesktopFileNamedByTheHintOpensTheCheckinInATerminal() throws {
        let desktop = try String(
            contentsOf: Self.root.appendingPathComponent("units/formanza.desktop"), encoding: .utf8)
        #expect(desktop.hasPrefix("[Desktop Entry]\n"))
        #expect(desktop.contains("Exec=@BINDIR@/formanza checkin\n"))
        #expect(desktop.contains("Terminal=true\n"))
        #expect(desktop.contains("Type=Application\n"))
    }
}
