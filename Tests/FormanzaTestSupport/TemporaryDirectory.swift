import Foundation
import Glibc

/// A fresh private directory under /tmp (mode 0700, made by `mkdtemp`, so no other user can
/// have created it first), removed with everything inside when the value goes away.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    /// `prefix` names the suite in the directory's name (`/tmp/formanza-PREFIX-XXXXXX`), so a
    /// directory left by a crashed run says where it came from.
    public init(prefix: String) throws {
        path = try Self.make(prefix: prefix)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Makes a directory the caller removes itself (a fixture that owns several).
    public static func make(prefix: String) throws -> String {
        var template = Array("/tmp/formanza-\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw TestSupportError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// Writes `bytes` to `name` inside the directory.
    public func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    }
}
