import Foundation
import Testing

/// The application icon: drawn as SVG, installed where icon themes look, and named by the
/// desktop files and the notifications.
extension PackageTests {
    @Test func thePackageInstallsTheIconTheDesktopFilesName() throws {
        let package = try Installed()
        let icon = try package.text("/usr/share/icons/hicolor/scalable/apps/formanza.svg")
        #expect(icon.contains("<svg") && icon.contains("viewBox=\"0 0 128 128\""))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: package.root + "/usr/share/icons/hicolor/scalable/apps/formanza.svg")
        #expect((attributes[.posixPermissions] as? Int) == 0o644)
        #expect(try package.text("/usr/share/applications/formanza.desktop").contains("Icon=formanza\n"))
        #expect(try package.text("/etc/xdg/autostart/formanza-remind.desktop").contains("Icon=formanza\n"))
    }

}
