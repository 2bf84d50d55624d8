import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaSystem

/// The file `form edit` hands to an editor, on the real file system: private, always new, never
/// through a link, and in a directory nobody else can write to.
@Suite struct EditorTemporaryFileTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "editor")
    }

    @Test func theFileIsNewPrivateAndHoldsTheContents() throws {
        let umask = Glibc.umask(0)
        defer { Glibc.umask(umask) }
        let first = try EditorTemporaryFile.create(
            in: directory.path, prefix: "form-daily-", suffix: ".json", contents: Array("{}".utf8))
        let second = try EditorTemporaryFile.create(
            in: directory.path, prefix: "form-daily-", suffix: ".json", contents: [])
        #expect(first != second)
        #expect(first.hasPrefix(directory.path + "/form-daily-") && first.hasSuffix(".json"))
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "{}")
        var info = stat()
        #expect(stat(first, &info) == 0 && info.st_mode & 0o777 == 0o600, "0600 whatever the umask")
        EditorTemporaryFile.remove(first)
        #expect(access(first, F_OK) != 0)
    }

    @Test func aDirectoryThatIsASymlinkIsNotWrittenThrough() throws {
        let target = directory.path + "/target"
        let link = directory.path + "/link"
        #expect(mkdir(target, 0o700) == 0 && symlink(target, link) == 0)
        #expect {
            try EditorTemporaryFile.create(in: link, prefix: "form-", suffix: ".json", contents: [])
        } throws: { error in
            guard case .create(let named, _) = error as? EditorTemporaryFile.Failure else { return false }
            return named == link
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
    }

    @Test func thePrivateDirectoryIsMadeOrTakenOnlyWhenItIsTheUsersAlone() throws {
        let runtime = directory.path + "/run"
        #expect(mkdir(runtime, 0o700) == 0)
        #expect(EditorTemporaryFile.privateDirectory(in: runtime, fallback: "/tmp") == runtime + "/formanza")
        var info = stat()
        #expect(lstat(runtime + "/formanza", &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(EditorTemporaryFile.privateDirectory(in: runtime, fallback: "/tmp") == runtime + "/formanza")

        let open = directory.path + "/open"
        #expect(
            mkdir(open, 0o700) == 0 && mkdir(open + "/formanza", 0o700) == 0 && chmod(open + "/formanza", 0o777) == 0)
        #expect(EditorTemporaryFile.privateDirectory(in: open, fallback: "/tmp") == "/tmp")
        #expect(lstat(open + "/formanza", &info) == 0 && info.st_mode & 0o777 == 0o777, "left as it was")

        let linked = directory.path + "/linked"
        #expect(mkdir(linked, 0o700) == 0 && symlink(runtime, linked + "/formanza") == 0)
        #expect(EditorTemporaryFile.privateDirectory(in: linked, fallback: "/tmp") == "/tmp")

        #expect(EditorTemporaryFile.privateDirectory(in: directory.path + "/missing", fallback: "/tmp") == "/tmp")
    }
}
