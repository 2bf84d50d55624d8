import Foundation
import Glibc
import Testing

/// Reading a store whose `store.db` is read-only (its folder writable) leaves nothing that keeps
/// it unwritable once `store.db` is writable again, and `-wal`/`-shm` files left unwritable by
/// an earlier version are given back their mode. As root the commands run as nobody.
@Suite struct ReadOnlyStoreRecoveryTests {
    let readOnly = ReadOnlyStoreTests()

    func sandbox() throws -> FormsSandbox {
        let sandbox = try FormsSandbox()
        #expect(try sandbox.run("answer", "--form", "daily-check-in", "weight=80.5").status == 0)
        if getuid() == 0 {
            #expect(chown(sandbox.base, 65534, 65534) == 0)
            try FileManager.default.subpathsOfDirectory(atPath: sandbox.base).forEach {
                chown(sandbox.base + "/" + $0, 65534, 65534)
            }
        }
        return sandbox
    }

    @Test func aStoreReadWhileReadOnlyIsWritableAgainOnceTheFileIs() throws {
        let sandbox = try sandbox()
        let database = sandbox.storeRoot + "/store.db"
        #expect(chmod(database, 0o400) == 0)
        let summary = try readOnly.run(sandbox, ["summary", "--form", "daily-check-in"])
        #expect(summary.status == 0 && summary.stdout.contains("80.5"), "\(summary)")
        #expect(!FileManager.default.fileExists(atPath: database + "-shm"), "reading made no -shm")
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"), "reading made no -wal")
        let check = try readOnly.run(sandbox, ["store", "check"])
        #expect(
            check.status == 1 && check.stderr.contains("read-only") && check.stderr.contains("chmod u+w"), "\(check)")
        #expect(chmod(database, 0o600) == 0)
        let saved = try readOnly.run(sandbox, ["answer", "--form", "daily-check-in", "weight=81"])
        #expect(saved.status == 0, "\(saved)")
        #expect(try readOnly.run(sandbox, ["store", "check"]).status == 0)
    }

    @Test func ownLeftoversMadeUnwritableAreRepairedBeforeTheStoreOpens() throws {
        let sandbox = try sandbox()
        let database = sandbox.storeRoot + "/store.db"
        for suffix in ["-wal", "-shm"] {
            #expect(FileManager.default.createFile(atPath: database + suffix, contents: Data()))
            if getuid() == 0 { #expect(chown(database + suffix, 65534, 65534) == 0) }
            #expect(chmod(database + suffix, 0o400) == 0)
        }
        let saved = try readOnly.run(sandbox, ["answer", "--form", "daily-check-in", "weight=82"])
        #expect(saved.status == 0, "\(saved)")
        let check = try readOnly.run(sandbox, ["store", "check"])
        #expect(check.status == 0, "\(check)")
    }
}
