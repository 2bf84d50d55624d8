import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// The door's file operations on the real file system: what `stat` reports, durable replace,
/// exclusive create, remove and rename, and directory listings. Each failure is typed and names
/// the step and path, and no operation reaches through a symbolic link planted in its way.
@Suite struct DurableFilesTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "door-files")
    }

    var dir: String { directory.path }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func permissions(_ path: String) -> UInt32? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode & 0o7777)
    }

    @Test func statusTellsKindsAndDoesNotFollowLinksUnlessAsked() throws {
        try directory.write(Array("hello".utf8), to: "file")
        #expect(chmod(dir + "/file", 0o640) == 0)
        #expect(symlink(dir + "/file", dir + "/link") == 0)
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        let file = try FileStatus.of(dir + "/file", followLinks: false)
        #expect(file.kind == .regular && file.size == 5 && file.permissions == 0o640 && file.owner == getuid())
        #expect(try FileStatus.of(dir + "/link", followLinks: false).kind == .symbolicLink)
        let followed = try FileStatus.of(dir + "/link", followLinks: true)
        #expect(followed.kind == .regular && followed.inode == file.inode && followed.device == file.device)
        #expect(try FileStatus.of(dir + "/fifo", followLinks: false).kind == .fifo)
        #expect(try FileStatus.of(dir, followLinks: false).kind == .directory)
        #expect(throws: Errno.noEntry) { try FileStatus.of(dir + "/missing", followLinks: false) }
    }

    @Test func pathOperationsTouchTheLinkNeverItsTarget() throws {
        try directory.write(Array("kept".utf8), to: "target")
        #expect(symlink(dir + "/target", dir + "/link") == 0)
        #expect(symlink(dir + "/nowhere", dir + "/dangling") == 0)
        #expect(PathOperations.symbolicLinkTarget(dir + "/link") == dir + "/target")
        #expect(PathOperations.symbolicLinkTarget(dir + "/target") == nil)
        #expect(PathOperations.exists(dir + "/link"))
        #expect(!PathOperations.exists(dir + "/dangling"))
        try PathOperations.removeFile(dir + "/link")
        #expect(permissions(dir + "/link") == nil)
        #expect(contents(dir + "/target") == "kept")
        #expect(throws: Errno.noEntry) { try PathOperations.removeFile(dir + "/link") }
    }

    @Test func replaceWritesAllBytesPrivatelyAndLeavesNoTemporaryFile() throws {
        let path = dir + "/state.json"
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
        try DurableFiles.replace(path, with: big)
        #expect(FileManager.default.contents(atPath: path)?.count == big.count)
        #expect(permissions(path) == 0o600)
        try DurableFiles.replace(path, with: Array("new".utf8), mode: 0o644)
        #expect(contents(path) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["state.json"])
    }

    @Test func replacingALinkReplacesTheLinkNotItsTarget() throws {
        try directory.write(Array("outside".utf8), to: "outside")
        #expect(symlink(dir + "/outside", dir + "/planted") == 0)
        try DurableFiles.replace(dir + "/planted", with: Array("ours".utf8))
        #expect(contents(dir + "/outside") == "outside")
        #expect(try FileStatus.of(dir + "/planted", followLinks: false).kind == .regular)
        #expect(contents(dir + "/planted") == "ours")
    }

    @Test func aFailedReplaceNamesTheTemporaryFileAndItsStep() {
        let missing = dir + "/missing/state.json"
        do {
            try DurableFiles.replace(missing, with: [1, 2, 3])
            Issue.record("a write into a missing directory succeeded")
        } catch {
            #expect(error.operation == "open" && error.errno == .noEntry)
            #expect(error.path.hasPrefix(dir + "/missing/.state.json.tmp-\(getpid())-"))
        }
        #expect(throws: FileOperationFailure(path: dir, operation: "rename", errno: Errno(EISDIR))) {
            try DurableFiles.replace(dir, with: [1])
        }
    }

    @Test func createExclusiveMakesAPrivateFileOnceAndNeverThroughALink() throws {
        let path = dir + "/store.db"
        #expect(try DurableFiles.createExclusive(path))
        #expect(permissions(path) == 0o600)
        #expect(try FileStatus.of(path, followLinks: false).size == 0)
        try directory.write(Array("data".utf8), to: "store.db")
        #expect(try !DurableFiles.createExclusive(path))
        #expect(contents(path) == "data")
        #expect(symlink(dir + "/elsewhere", dir + "/backup.db") == 0)
        #expect(try !DurableFiles.createExclusive(dir + "/backup.db"))
        #expect(!PathOperations.exists(dir + "/elsewhere"))
        #expect(throws: FileOperationFailure(path: dir + "/no/x", operation: "create", errno: .noEntry)) {
            try DurableFiles.createExclusive(dir + "/no/x")
        }
    }

    @Test func removeAndMoveAreTypedAndToleratePathsAlreadyGone() throws {
        try directory.write(Array("a".utf8), to: "a")
        try DurableFiles.move(dir + "/a", to: dir + "/b")
        #expect(contents(dir + "/b") == "a" && contents(dir + "/a") == nil)
        #expect(throws: FileOperationFailure(path: dir + "/a", operation: "rename", errno: .noEntry)) {
            try DurableFiles.move(dir + "/a", to: dir + "/c")
        }
        try DurableFiles.remove(dir + "/b")
        #expect(contents(dir + "/b") == nil)
        try DurableFiles.remove(dir + "/b")
        #expect(mkdir(dir + "/sub", 0o700) == 0)
        #expect(throws: FileOperationFailure(path: dir + "/sub", operation: "unlink", errno: Errno(EISDIR))) {
            try DurableFiles.remove(dir + "/sub")
        }
        #expect(throws: FileOperationFailure(path: dir + "/none", operation: "open", errno: .noEntry)) {
            try DurableFiles.syncDirectory(dir + "/none")
        }
    }

    @Test func listingsNameEveryEntryAndRefuseALinkedDirectory() throws {
        #expect(try DirectoryListing.names(in: dir) == [])
        for name in ["b.json", ".tmp", "a.json"] { try directory.write([], to: name) }
        #expect(mkdir(dir + "/sub", 0o700) == 0)
        #expect(try DirectoryListing.names(in: dir)?.sorted() == [".tmp", "a.json", "b.json", "sub"])
        #expect(try DirectoryListing.names(in: dir + "/missing") == nil)
        #expect(symlink(dir + "/sub", dir + "/linked") == 0)
        #expect(throws: Errno.tooManyLinks) { try DirectoryListing.names(in: dir + "/linked") }
        #expect(throws: Errno.notDirectory) { try DirectoryListing.names(in: dir + "/a.json") }
        let many = dir + "/sub"
        for index in 0..<600 { try directory.write([], to: "sub/\(index)") }
        #expect(try DirectoryListing.names(in: many)?.count == 600)
    }
}
