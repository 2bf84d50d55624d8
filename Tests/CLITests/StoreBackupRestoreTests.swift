import FormanzaBase
import FormanzaState
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// `store backup` writes a whole copy or nothing, `store restore` puts one back into the live
/// store, both as a person runs them.
@Suite struct StoreBackupRestoreTests {
    /// A store of `days` days of the starter form's weight and water, brought in with
    /// `import-records`.
    func storeWith(days: Int) throws -> FormsSandbox {
        let box = try FormsSandbox()
        let first = CivilDate(iso: "2026-12-01")!
        var lines = ""
        for offset in 0..<days {
            let day = first.adding(days: -offset).iso
            lines +=
                #"{"form":"daily-check-in","day":"\#(day)","screen":"weight","value":"\#(60 + offset % 40)","savedAt":"\#(day)T20:00:00Z"}"#
            lines += "\n"
            lines +=
                #"{"form":"daily-check-in","day":"\#(day)","screen":"water","value":"yes","savedAt":"\#(day)T20:00:00Z"}"#
            lines += "\n"
        }
        let file = try box.write(lines, to: "records.jsonl")
        let imported = try box.run("import-records", file)
        #expect(imported.status == 0, "\(imported)")
        return box
    }

    @Test func anExistingFileIsReplacedOnlyWithForceAndLinksFoldersAndPipesAreRefused() throws {
        let box = try storeWith(days: 3)
        let file = box.base + "/copy.db"
        #expect(try box.run("store", "backup", file).status == 0)
        #expect(try box.run("answer", "weight=70").status == 0)
        let again = try box.run("store", "backup", file)
        #expect(again.status == 1 && again.stderr.contains("--force"), "\(again)")
        #expect(try StoreReading.count(database: file, "SELECT count(*) FROM answers") == 6)
        let forced = try box.run("store", "backup", "--force", file)
        #expect(forced.status == 0 && forced.stdout.contains("7 answers"), "\(forced)")
        #expect(try StoreReading.count(database: file, "SELECT count(*) FROM answers") == 7)
        #expect(!FileManager.default.fileExists(atPath: file + "-wal"), "a backup is one self-contained file")

        #expect(mkfifo(box.base + "/pipe", 0o600) == 0)
        #expect(symlink(file, box.base + "/link") == 0)
        #expect(mkdir(box.base + "/folder", 0o700) == 0)
        for target in ["pipe", "link", "folder"] {
            let refused = try box.run("store", "backup", "--force", box.base + "/" + target)
            #expect(refused.status == 1 && refused.stderr.contains(box.base + "/" + target), "\(target): \(refused)")
        }
        #expect(try String(contentsOfFile: box.base + "/link", encoding: .isoLatin1).hasPrefix("SQLite format 3"))
    }

    /// Killed at random points of the copy, the backup leaves nothing at FILE (or, once the
    /// rename happened, a whole store), and the next run succeeds and leaves no temporary file.
    @Test func aBackupKilledPartWayLeavesNothingAndTheNextRunWorks() throws {
        let box = try storeWith(days: 3_000)
        let file = box.base + "/big.db"
        let partial = box.base + "/.big.db.partial"
        var killedMidWay = 0
        for delay in [0, 500, 1_000, 2_000, 4_000, 8_000] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: FormsSandbox.binary)
            process.arguments = ["store", "backup", file]
            process.environment = box.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Killed once the temporary file exists: during the copy, its check or its flush.
            for _ in 0..<10_000 where !FileManager.default.fileExists(atPath: partial) && process.isRunning {
                usleep(200)
            }
            usleep(useconds_t(delay))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: file) {
                #expect(try StoreReading.count(database: file, "SELECT count(*) FROM answers") == 6_000)
                try FileManager.default.removeItem(atPath: file)
            } else if process.terminationReason == .uncaughtSignal {
                killedMidWay += 1
            }
        }
        #expect(killedMidWay > 0, "at least one backup was killed before its rename")
        let made = try box.run("store", "backup", file)
        #expect(made.status == 0, "\(made)")
        #expect(try StoreReading.count(database: file, "SELECT count(*) FROM answers") == 6_000)
        let left = try FileManager.default.contentsOfDirectory(atPath: box.base).filter { $0.contains("partial") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func restoreThenExportEqualsTheBackupsExportAndKeepsWhatWasThere() throws {
        let box = try storeWith(days: 5)
        let file = box.base + "/copy.db"
        #expect(try box.run("store", "backup", file).status == 0)
        let before = try box.run("export").stdout
        #expect(try box.run("answer", "weight=99", "--date", "2026-11-20").status == 0)
        #expect(try box.run("screen", "add", "daily-check-in", "--type", "text", "--title", "Notes").status == 0)

        let unconfirmed = try box.run("store", "restore", file)
        #expect(unconfirmed.status == 1 && unconfirmed.stderr.contains("--yes"), "\(unconfirmed)")
        let restored = try box.run("store", "restore", "--yes", file)
        #expect(restored.status == 0 && restored.stdout.contains("10 answers"), "\(restored)")
        #expect(try box.run("export").stdout == before)
        #expect(try box.run("form", "show", "daily-check-in").stdout.contains("Notes") == false)
        let kept = try FileManager.default.contentsOfDirectory(atPath: box.storeRoot)
            .filter { $0.hasPrefix("store-before-restore-2026-12-02T1000") }
        #expect(kept.count == 1, "\(kept)")
        let copy = box.storeRoot + "/" + (kept.first ?? "")
        #expect(try StoreReading.count(database: copy, "SELECT count(*) FROM answers WHERE value = 99") == 1)
        let check = try box.run("store", "check")
        #expect(check.status == 0, "\(check)")
        let spanish = try box.run(["store", "restore", "--yes", file], env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 0 && spanish.stdout.contains("Restaurado"), "\(spanish)")
    }

    @Test func damagedForeignNewerAndEmptyFilesAreRefusedWithTheStoreUntouched() throws {
        let box = try storeWith(days: 2)
        let export = try box.run("export").stdout
        let good = box.base + "/good.db"
        #expect(try box.run("store", "backup", good).status == 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        for index in stride(from: 4096, to: bytes.count, by: 7) { bytes[index] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: box.base + "/damaged.db"))
        #expect(FileManager.default.createFile(atPath: box.base + "/empty.db", contents: Data()))
        try StoreReading.createForeign(database: box.base + "/foreign.db")
        try FileManager.default.copyItem(atPath: good, toPath: box.base + "/newer.db")
        try StoreReading.setUserVersion(database: box.base + "/newer.db", 99)
        let expected = [
            "damaged.db": "damaged", "empty.db": "empty", "foreign.db": "not a Formanza store",
            "newer.db": "newer Formanza", "missing.db": "No such file",
        ]
        for (name, words) in expected {
            let refused = try box.run("store", "restore", "--yes", box.base + "/" + name)
            #expect(refused.status == 1 && refused.stderr.contains(words), "\(name): \(refused)")
        }
        #expect(try box.run("export").stdout == export)
        let folder = try FileManager.default.contentsOfDirectory(atPath: box.storeRoot)
        #expect(!folder.contains { $0.hasPrefix("store-before-restore") }, "nothing kept: nothing was changed")
        let spanish = try box.run(["store", "restore", "--yes", box.base + "/empty.db"], env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("vacío"), "\(spanish)")
    }

    /// Check-ins saved in a loop while restores run: none fails with a damaged store, and the
    /// store is whole afterwards.
    @Test func answersDuringRestoresNeverMeetADamagedStore() throws {
        let box = try storeWith(days: 400)
        let file = box.base + "/copy.db"
        #expect(try box.run("store", "backup", file).status == 0)
        let loop = try box.script(
            "answers.sh",
            """
            for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
              "\(FormsSandbox.binary)" answer weight=7$((i % 10)) >/dev/null 2>>"\(box.base)/answers.err" || echo "failed $i" >>"\(box.base)/answers.err"
            done
            """)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: loop)
        process.environment = box.environment
        try process.run()
        for _ in 0..<4 {
            let restored = try box.run("store", "restore", "--yes", file)
            #expect(restored.status == 0 || restored.stderr.contains("busy"), "\(restored)")
        }
        process.waitUntilExit()
        let errors = (try? String(contentsOfFile: box.base + "/answers.err", encoding: .utf8)) ?? ""
        #expect(
            !errors.contains("cannot read") && !errors.contains("damaged") && !errors.contains("malformed"), "\(errors)"
        )
        #expect(!errors.contains("failed"), "\(errors)")
        let check = try box.run("store", "check")
        #expect(check.status == 0, "\(check)")
    }
}
