import Foundation
import Glibc
import Testing

/// A store the person may read but not write (directory 0500, `store.db` 0400): every command
/// that only reads still works, and a command that writes is refused naming `store.db`, not a
/// journal or temporary file. Root writes anything, so as root the commands run as nobody.
@Suite struct ReadOnlyStoreTests {
    func readOnlySandbox() throws -> FormsSandbox {
        let sandbox = try FormsSandbox()
        let saved = try sandbox.run("answer", "--form", "daily-check-in", "weight=80.5", "water=yes")
        #expect(saved.status == 0, "\(saved)")
        if getuid() == 0 {
            #expect(chown(sandbox.base, 65534, 65534) == 0)
            try FileManager.default.subpathsOfDirectory(atPath: sandbox.base).forEach {
                chown(sandbox.base + "/" + $0, 65534, 65534)
            }
        }
        #expect(chmod(sandbox.storeRoot + "/store.db", 0o400) == 0)
        #expect(chmod(sandbox.storeRoot, 0o500) == 0)
        return sandbox
    }

    func run(_ sandbox: FormsSandbox, _ arguments: [String], env: [String: String] = [:]) throws -> FormsRun {
        guard getuid() == 0 else { return try sandbox.run(arguments, env: env) }
        return try sandbox.launch(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", FormsSandbox.binary] + arguments,
            input: nil, env: env)
    }

    @Test func readingCommandsWorkAndWritesAreRefusedNamingTheDatabase() throws {
        let sandbox = try readOnlySandbox()
        for arguments in [
            ["forms"], ["summary", "--form", "daily-check-in"], ["goals"], ["progress"], ["export"],
            ["form", "show", "daily-check-in"], ["calc", "list", "daily-check-in"],
        ] {
            let result = try run(sandbox, arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
        }
        let summary = try run(sandbox, ["summary", "--form", "daily-check-in"])
        #expect(summary.stdout.contains("80.5"), "\(summary)")
        let export = try run(sandbox, ["export"])
        #expect(export.stdout.contains(#""value":"80.5""#), "\(export)")

        let database = sandbox.storeRoot + "/store.db"
        for arguments in [["answer", "--form", "daily-check-in", "water=no"], ["data", "set", "height", "180"]] {
            let refused = try run(sandbox, arguments)
            #expect(refused.status == 1, "\(arguments): \(refused)")
            #expect(
                refused.stderr.contains(database + ":") || refused.stderr.contains(database + " "),
                "names the database: \(refused)")
            #expect(
                !refused.stderr.contains("-journal") && !refused.stderr.contains("-wal")
                    && !refused.stderr.contains(".tmp"),
                "no temporary file named: \(refused)")
        }
        let after = try run(sandbox, ["export"])
        #expect(after.stdout == export.stdout, "nothing changed")
    }

    /// The first command of a day records the day's opening; on a store that cannot be written
    /// (read-only here, a full disk alike) that record is skipped, so reading still works.
    @Test func theFirstReadingCommandOfADayWorksOnAStoreThatCannotBeWritten() throws {
        let sandbox = try readOnlySandbox()
        let nextYear = ["FORMANZA_NOW": "2027-06-01T09:00:00Z"]
        for arguments in [
            ["forms"], ["summary", "--form", "daily-check-in"], ["history", "--form", "daily-check-in", "--json"],
        ] {
            let result = try run(sandbox, arguments, env: nextYear)
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(!result.stderr.contains("error"), "\(arguments): \(result)")
        }
        // Progress counts the past days it has not kept and cannot keep them here: it still shows them.
        let progress = try run(
            sandbox, ["progress", "--form", "daily-check-in", "--period", "all", "--json"], env: nextYear)
        #expect(progress.status == 0 && progress.stderr.isEmpty, "\(progress)")
        #expect(progress.stdout.contains("80.5"), "\(progress)")
        let refused = try run(sandbox, ["answer", "--form", "daily-check-in", "water=no"], env: nextYear)
        #expect(refused.status == 1 && refused.stderr.contains(sandbox.storeRoot + "/store.db"), "\(refused)")
    }
}
