import FormanzaTestSupport
import Foundation
import Testing

/// `formanza sync setup/status/leave` through the real program: two stores sharing one folder
/// (as Syncthing would keep it on two machines) end up with the same records.
@Suite struct SyncCommandTests {
    func folder() throws -> String {
        let path = try TemporaryDirectory.make(prefix: "syncfolder") + "/shared"
        return path
    }

    @Test func twoStoresThroughOneFolderExportTheSameRecords() throws {
        let shared = try folder()
        let laptop = try FormsSandbox()
        let desktop = try FormsSandbox()
        #expect(try laptop.run("answer", "weight=80.5", "--date", "2026-12-01").status == 0)
        let joined = try laptop.run("sync", "setup", shared, "--name", "laptop")
        #expect(joined.status == 0, "\(joined)")
        #expect(joined.stdout.contains("as laptop"), "\(joined.stdout)")

        #expect(try desktop.run("answer", "weight=79", "water=yes").status == 0)
        let second = try desktop.run("sync", "setup", shared, "--name", "desktop")
        #expect(second.status == 0 && second.stdout.contains("from 1 other devices"), "\(second)")

        // The laptop merges before it reads: the desktop's answers of today are there.
        let laptopExport = try laptop.run("export")
        let desktopExport = try desktop.run("export")
        #expect(laptopExport.stdout.contains("\"value\":\"79\""), "\(laptopExport.stdout)")
        #expect(laptopExport.stdout == desktopExport.stdout)
        #expect(laptopExport.stdout.split(separator: "\n").count == 3)

        // A removal travels as a tombstone.
        #expect(try desktop.run("remove", "water").status == 0)
        #expect(try laptop.run("export").stdout == (try desktop.run("export").stdout))
        #expect(!(try laptop.run("export").stdout.contains("\"water\"")))

        let status = try laptop.run("sync", "status", "--json")
        #expect(status.status == 0)
        #expect(status.stdout.contains("\"name\" : \"desktop\""), "\(status.stdout)")
        #expect(status.stdout.contains("\"syncing\" : true"))

        let left = try laptop.run("sync", "leave")
        #expect(left.status == 0, "\(left)")
        #expect(try laptop.run("sync", "leave").status == 1)
        let changed = try desktop.run("answer", "weight=78", "--date", "2026-11-30")
        #expect(changed.status == 0, "\(changed)")
        #expect(!(try laptop.run("export").stdout.contains("\"value\":\"78\"")), "a device that left merges nothing")
        #expect(try laptop.run("sync", "status").stdout.contains("does not sync"))
    }

    @Test func spanishAndUsageErrors() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        let help = try box.run("sync", "--help")
        #expect(help.status == 0 && help.stdout.contains("setup"))
        #expect(try box.run("sync", "setup").status == 2)
        let status = try box.run("sync", "status")
        #expect(status.status == 0 && status.stdout.contains("no se sincroniza"), "\(status)")
        #expect(try box.run("sync", "setup", "relative/dir", env: ["PWD": ""]).status == 2)
    }

    @Test func aForgedOrBrokenEntryIsRefusedAndShownWhileTheRestMerges() throws {
        let shared = try folder()
        let box = try FormsSandbox()
        #expect(try box.run("sync", "setup", shared, "--name", "me").status == 0)
        let other = "0123456789abcdef0123456789abcdef"
        let forger = "fedcba9876543210fedcba9876543210"
        let dir = shared + "/devices/" + other
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let good =
            #"{"clock":{"ms":1790000000000,"n":0,"device":"\#(other)"},"kind":"answer","key":["daily-check-in","2026-11-20","weight"],"row":{"saved_at":{"int":"1790000000"},"type":{"text":"number"},"unit":{"text":"kg"},"value":{"real":"70.5"}}}"#
        let forged = good.replacingOccurrences(of: other, with: forger).replacingOccurrences(of: "70.5", with: "1")
        let lines = [
            "not json", forged, good,
            #"{"clock":{"ms":1,"n":0,"device":"\#(other)"},"kind":"answer","key":["../x","2026-11-20","weight"],"row":null}"#,
        ]
        try (lines.joined(separator: "\n") + "\n" + "{\"partial").write(
            toFile: dir + "/journal-00000001.jsonl", atomically: true, encoding: .utf8)
        let export = try box.run("export")
        #expect(export.stdout.contains("\"value\":\"70.5\""), "\(export)")
        let status = try box.run("sync", "status")
        #expect(status.stdout.contains("another device"), "\(status.stdout)")
        #expect(status.stdout.contains("not a journal entry"))
        #expect(status.stdout.contains("key does not fit") || status.stdout.contains("key"))
    }
}
