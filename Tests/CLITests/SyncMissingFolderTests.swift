import FormanzaTestSupport
import Foundation
import Testing

/// A sync folder that goes away (a USB disk unplugged, a Syncthing folder removed) is shown by
/// `sync status`, warned about once a day by other commands, never made again in its place,
/// and the changes made meanwhile reach it once it is back.
@Suite struct SyncMissingFolderTests {
    @Test func aMissingFolderIsReportedWarnedOnceADayAndNotRecreated() throws {
        let shared = try TemporaryDirectory.make(prefix: "syncmissing") + "/shared"
        let box = try FormsSandbox()
        #expect(try box.run("sync", "setup", shared, "--name", "laptop").status == 0)
        #expect(!(try box.run("sync", "status").stdout.contains("is missing")))
        let unplugged = shared + "-unplugged"
        try FileManager.default.moveItem(atPath: shared, toPath: unplugged)

        let first = try box.run("answer", "weight=81", "--date", "2026-11-29")
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.contains("warning: The sync folder") && first.stderr.contains("is missing"), "\(first)")
        let second = try box.run("answer", "weight=82", "--date", "2026-11-30")
        #expect(second.status == 0 && !second.stderr.contains("sync folder"), "once a day only: \(second)")
        #expect(!FileManager.default.fileExists(atPath: shared), "never made again in its place")

        let status = try box.run("sync", "status")
        #expect(status.status == 0 && status.stdout.contains("is missing"), "\(status)")
        #expect(status.stdout.contains("changes not yet written"), "\(status.stdout)")
        let json = try box.run("sync", "status", "--json")
        #expect(json.stdout.contains("\"folderProblem\" : \"missing\""), "\(json.stdout)")
        let spanish = try box.run("sync", "status", env: ["LANG": "es_ES.UTF-8", "LC_ALL": "es_ES.UTF-8"])
        #expect(spanish.stdout.contains("Falta la carpeta de sincronización"), "\(spanish)")

        // An empty folder where the disk was (a mount point) is not the folder either.
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        #expect(try box.run("sync", "status").stdout.contains("is missing"))
        try FileManager.default.removeItem(atPath: shared)

        try FileManager.default.moveItem(atPath: unplugged, toPath: shared)
        let back = try box.run("sync", "status")
        #expect(!back.stdout.contains("is missing"), "\(back)")
        #expect(try box.run("forms").status == 0)
        let other = try FormsSandbox()
        #expect(try other.run("sync", "setup", shared, "--name", "desktop").status == 0)
        let export = try other.run("export").stdout
        #expect(export.contains("\"value\":\"82\"") && export.contains("\"value\":\"81\""), "\(export)")
    }
}
