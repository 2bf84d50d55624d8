import FormanzaBase
import FormanzaModel
import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaState

/// The ownership rules on the real file system: links, FIFOs, devices, sizes, other users'
/// and open directories. Each is refused at once, naming the path, and nothing outside is
/// touched.
@Suite struct OwnedFilesTests {
    let base: TemporaryStore

    init() throws {
        TestCatalogs.install()
        base = try TemporaryStore(create: false)
    }

    var dir: String { base.base }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let fifo = dir + "/fifo.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileRefusal(path: fifo, problem: .notRegular)) { try OwnedFiles.readRegular(fifo) }
        #expect(throws: FileRefusal(path: fifo, problem: .notRegular)) {
            try OwnedFiles.readRegular(fifo, followLinks: true)
        }
    }

    @Test func aFolderHandedAsAFileIsRefusedAndCalledAFolder() throws {
        let folder = dir + "/form.json"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: FileRefusal(path: folder, problem: .notRegular)) { try OwnedFiles.readRegular(folder) }
        let refusal = FileRefusal(path: folder, problem: .notRegular)
        #expect(refusal.message(in: .en).contains("(a folder, a pipe"))
        #expect(refusal.message(in: .es).contains("(una carpeta, una tubería"))
    }

    @Test func aSymlinkIsRefusedUnlessLinksAreExpected() throws {
        let target = dir + "/target"
        let link = dir + "/link"
        try base.write("hello", to: target)
        #expect(symlink(target, link) == 0)
        #expect(throws: FileRefusal(path: link, problem: .symlink)) { try OwnedFiles.readRegular(link) }
        #expect(try OwnedFiles.readRegular(link, followLinks: true) == Array("hello".utf8))
        let zero = dir + "/zero"
        #expect(symlink("/dev/zero", zero) == 0)
        #expect(throws: FileRefusal(path: zero, problem: .notRegular)) {
            try OwnedFiles.readRegular(zero, followLinks: true)
        }
    }

    @Test func readsStopAtTheLimit() throws {
        let big = dir + "/big"
        try base.write(String(repeating: "x", count: 5000), to: big)
        #expect(throws: FileRefusal(path: big, problem: .tooLarge(limit: 4096))) {
            try OwnedFiles.readRegular(big, limit: 4096)
        }
        #expect(try OwnedFiles.readRegular(big, limit: 5000)?.count == 5000)
        #expect(try OwnedFiles.readRegular(dir + "/missing") == nil)
    }

    @Test func aPrivateDirectoryIsCheckedLikeSshChecksItsOwn() throws {
        let open = dir + "/open"
        #expect(mkdir(open, 0o700) == 0 && chmod(open, 0o777) == 0)
        #expect(throws: FileRefusal(path: open, problem: .openToOthers(mode: 0o777))) {
            try OwnedFiles.makePrivateDirectory(open)
        }
        #expect(throws: FileRefusal(path: open, problem: .openToOthers(mode: 0o777))) {
            try OwnedFiles.checkPrivateDirectory(open)
        }
        let readable = dir + "/readable"
        #expect(mkdir(readable, 0o755) == 0 && chmod(readable, 0o755) == 0)
        try OwnedFiles.makePrivateDirectory(readable)
        var info = stat()
        #expect(stat(readable, &info) == 0 && info.st_mode & 0o777 == 0o700)
        let message = FileRefusal(path: open, problem: .openToOthers(mode: 0o777))
        #expect(message.message(in: .en).contains("chmod go-w \(open)"))
        #expect(message.message(in: .es).contains("chmod go-w \(open)"))
    }

    @Test func chmodNeverReachesASymlinksTarget() throws {
        let outside = dir + "/outside"
        let link = dir + "/days"
        #expect(mkdir(outside, 0o755) == 0 && chmod(outside, 0o755) == 0)
        #expect(symlink(outside, link) == 0)
        #expect(throws: FileRefusal(path: link, problem: .symlink)) { try OwnedFiles.makePrivateDirectory(link) }
        #expect(throws: FileRefusal(path: link, problem: .symlink)) { try OwnedFiles.checkPrivateDirectory(link) }
        var info = stat()
        #expect(stat(outside, &info) == 0 && info.st_mode & 0o777 == 0o755)
    }

    @Test func anotherUsersDirectoryIsRefused() throws {
        // The tests run as root in CI, so a directory can be given to another user.
        guard getuid() == 0 else { return }
        let foreign = dir + "/foreign"
        #expect(mkdir(foreign, 0o700) == 0 && chown(foreign, 65534, 65534) == 0)
        #expect(throws: FileRefusal(path: foreign, problem: .notOwned(owner: 65534))) {
            try OwnedFiles.makePrivateDirectory(foreign)
        }
        #expect(throws: FileRefusal(path: foreign, problem: .notOwned(owner: 65534))) {
            try OwnedFiles.checkPrivateDirectory(foreign)
        }
    }

    @Test func theStoreRefusesAnOpenRoot() throws {
        let store = try TemporaryStore()
        #expect(chmod(store.paths.root, 0o777) == 0)
        #expect(throws: StoreError.refused(FileRefusal(path: store.paths.root, problem: .openToOthers(mode: 0o777)))) {
            try Store.open(paths: store.paths, language: .en, now: 1_790_000_000)
        }
        #expect(chmod(store.paths.root, 0o700) == 0)
        #expect(throws: Never.self) { try Store.open(paths: store.paths, language: .en, now: 1_790_000_000) }
    }

    @Test func withoutARuntimeDirectoryTheLockLivesInTheUsersCache() {
        let paths = StorePaths.from(environment: ["HOME": "/home/ana"])
        #expect(paths.runtime == "/home/ana/.cache/formanza/runtime")
        #expect(
            StorePaths.from(environment: ["HOME": "/home/ana", "XDG_CACHE_HOME": "/c"]).runtime == "/c/formanza/runtime"
        )
        #expect(
            StorePaths.from(environment: ["HOME": "/home/ana", "XDG_RUNTIME_DIR": "/run/user/1000"]).runtime
                == "/run/user/1000/formanza")
    }
}
