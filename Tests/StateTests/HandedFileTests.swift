import FormanzaSystem
import FormanzaTestSupport
import Glibc
import Testing

/// A file the person names, opened on the real file system: only a regular file is kept, a
/// FIFO is refused at once instead of waited on, and a link the person gave is followed.
@Suite struct HandedFileTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "handed")
    }

    @Test func aRegularFileIsOpenedBlockingAndReadable() throws {
        try directory.write(Array("photo".utf8), to: "photo.jpg")
        #expect(symlink(directory.path + "/photo.jpg", directory.path + "/link.jpg") == 0)
        for name in ["photo.jpg", "link.jpg"] {
            let file = try HandedFile.openRegular(directory.path + "/" + name)
            #expect(fcntl(file.raw, F_GETFL) & O_NONBLOCK == 0)
            #expect(try file.read(upTo: 100) == Array("photo".utf8))
        }
    }

    @Test func everythingElseIsRefusedByKindWithoutWaiting() throws {
        let fifo = directory.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: HandedFile.Refusal.notRegular) { try HandedFile.openRegular(fifo) }
        #expect(throws: HandedFile.Refusal.notRegular) { try HandedFile.openRegular("/dev/null") }
        #expect(throws: HandedFile.Refusal.directory) { try HandedFile.openRegular(directory.path) }
        #expect(throws: HandedFile.Refusal.missing) { try HandedFile.openRegular(directory.path + "/none.jpg") }
        try directory.write([], to: "file")
        #expect(throws: HandedFile.Refusal.missing) { try HandedFile.openRegular(directory.path + "/file/inside") }
        let tooLong = directory.path + "/" + String(repeating: "x", count: 300)
        #expect(throws: HandedFile.Refusal.unreadable(Errno(ENAMETOOLONG))) { try HandedFile.openRegular(tooLong) }
    }

    @Test func anExecutableIsToldFromAPlainFile() throws {
        try directory.write([], to: "plain")
        #expect(!PathOperations.isExecutable(directory.path + "/plain"))
        #expect(chmod(directory.path + "/plain", 0o700) == 0)
        #expect(PathOperations.isExecutable(directory.path + "/plain"))
        #expect(!PathOperations.isExecutable(directory.path + "/missing"))
    }
}
