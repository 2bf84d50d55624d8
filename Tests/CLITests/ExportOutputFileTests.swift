import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// `export --output FILE` and `form export --output FILE`: FILE is written whole or not at all.
/// A temporary file beside it takes the rows and is renamed over FILE only once flushed; a
/// failed or killed export leaves FILE as it was and nothing that blocks the next run.
@Suite struct ExportOutputFileTests {
    static let partialPrefix = ".formanza-partial-"

    func names(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func theFileHoldsWhatStdoutWouldAndNothingIsLeftBeside() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "weight=80.5", "water=yes").status == 0)
        let folder = box.base + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for arguments in [["export"], ["export", "--format", "csv"], ["form", "export", "daily-check-in"]] {
            let target = folder + "/result"
            unlink(target)
            let written = try box.run(arguments + ["--output", target])
            #expect(written.status == 0 && written.stdout.isEmpty, "\(written)")
            let printed = try box.run(arguments)
            #expect(try String(contentsOfFile: target, encoding: .utf8) == printed.stdout, "\(arguments)")
            #expect(mode(target) == 0o600, "a new export is private, as the store")
            #expect(names(in: folder) == ["result"])
        }
        let imported = try FormsSandbox()
        #expect(try imported.run("form", "import", folder + "/result", "--yes").status == 0)
    }

    @Test func anExistingFileIsReplacedKeepingItsPermissions() throws {
        let box = try FormsSandbox()
        let target = try box.write("old content\n", to: "records.jsonl")
        chmod(target, 0o644)
        let run = try box.run("export", "--output", target)
        #expect(run.status == 0, "\(run)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == box.run("export").stdout)
        #expect(mode(target) == 0o644)
    }

    @Test func aFolderAFIFOOrALinkIsRefusedBeforeAnythingIsWritten() throws {
        let box = try HostileSandbox()
        try box.fifo("pipe")
        try box.link(box.outside + "/file.txt", at: "link")
        let before = try box.outsideSnapshot()
        let cases: [(String, String, String)] = [
            (box.outside, "is a folder", "es una carpeta"),
            (box.base + "/pipe", "is not a regular file", "no es un archivo normal"),
            (box.base + "/link", "is a symbolic link", "es un enlace simbólico"),
        ]
        for (target, english, spanish) in cases {
            let run = try box.runLimited(["export", "--output", target])
            #expect(run.status == 1, "\(target): \(run)")
            #expect(run.stderr.contains(english), "\(run)")
            let inSpanish = try box.sandbox.run(
                ["form", "export", "daily-check-in", "--output", target], env: ["LANG": "es_ES.UTF-8"])
            #expect(inSpanish.status == 1 && inSpanish.stderr.contains(spanish), "\(inSpanish)")
        }
        #expect(try box.outsideSnapshot() == before, "the link's target is untouched")
        #expect(!names(in: box.base).contains { $0.hasPrefix(Self.partialPrefix) })
        let empty = try box.sandbox.run("export", "--output", "")
        #expect(empty.status == 2, "\(empty)")
    }

    /// FILE in the store's folder (or one below it, by any path) could replace the database.
    @Test func aFileInsideTheStoreIsRefused() throws {
        let box = try FormsSandbox()
        let database = try Data(contentsOf: URL(fileURLWithPath: box.storeRoot + "/store.db"))
        symlink(box.storeRoot, box.base + "/shortcut")
        mkdir(box.storeRoot + "/inner", 0o700)
        for target in [box.storeRoot + "/store.db", box.base + "/shortcut/inner/records.jsonl"] {
            let run = try box.run("export", "--output", target)
            #expect(run.status == 1 && run.stderr.contains("is inside Formanza's store"), "\(run)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: box.storeRoot + "/store.db")) == database)
    }

    /// SIGKILL while the rows are being written: FILE keeps its old content, and the temporary
    /// file the killed run left is removed by the next export into that folder.
    @Test func aKilledExportLeavesTheFileAsItWasAndItsLeftoverIsCleared() throws {
        let box = try FormsSandbox()
        try box.fillWithYearsOfAnswers()
        let target = try box.write("old content\n", to: "records.jsonl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FormsSandbox.binary)
        process.arguments = ["export", "--output", target]
        process.environment = box.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !names(in: box.base).contains(where: { $0.hasPrefix(Self.partialPrefix) }) && Date() < deadline {
            usleep(500)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "killed part way, before it finished")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old content\n")
        let leftovers = names(in: box.base).filter { $0.hasPrefix(Self.partialPrefix) }
        #expect(leftovers.count == 1, "the killed run left its temporary file: \(names(in: box.base))")

        let again = try box.run("export", "--output", target)
        #expect(again.status == 0, "\(again)")
        #expect(!names(in: box.base).contains { $0.hasPrefix(Self.partialPrefix) }, "the leftover is gone")
        #expect(try String(contentsOfFile: target, encoding: .utf8).split(separator: "\n").count == 26_968)
    }

    /// Ctrl-C or SIGTERM part way: the temporary file is removed before the process dies of
    /// the signal, and FILE keeps its old content. Started through the programs' own launcher
    /// with both signals at their default and none blocked, as from a shell: the test runner
    /// may have them ignored or blocked, and a child would inherit that.
    @Test func anExportStoppedBySignalLeavesNothingBehind() throws {
        let box = try FormsSandbox()
        try box.fillWithYearsOfAnswers()
        let target = try box.write("old content\n", to: "records.jsonl")
        for signal in [SIGINT, SIGTERM] {
            let setup = ChildSetup(
                environment: box.environment, input: .null, output: .null, errorOutput: .null,
                defaultSignals: [SIGINT, SIGTERM], clearSignalMask: true, searchPath: false)
            let pid = try ChildProcess.spawn(
                [FormsSandbox.binary, "export", "--format", "csv", "--output", target], setup)
            let deadline = Date().addingTimeInterval(30)
            while !names(in: box.base).contains(where: { $0.hasPrefix(Self.partialPrefix) }) && Date() < deadline {
                usleep(500)
            }
            kill(pid, signal)
            #expect(try ChildProcess.wait(pid) == .killed(signal: signal), "stopped part way, by the signal")
            #expect(!names(in: box.base).contains { $0.hasPrefix(Self.partialPrefix) }, "\(names(in: box.base))")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "old content\n")
        }
    }

    /// A temporary file of a process that still runs is someone's export in progress: kept.
    @Test func aTemporaryFileOfALiveProcessIsKept() throws {
        let box = try FormsSandbox()
        let live = try box.write("writing", to: Self.partialPrefix + "\(getpid())-7")
        let run = try box.run("export", "--output", box.base + "/records.jsonl")
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.fileExists(atPath: live))
    }

    /// A real full file system (a 64 KiB tmpfs): the export fails with ENOSPC, exit 1, and
    /// leaves neither FILE nor its temporary file; an old FILE keeps its content.
    @Test func aFullFileSystemLeavesNoFileAndExits1() throws {
        let box = try FormsSandbox()
        try box.fillWithYearsOfAnswers()
        let small = try SmallFileSystem(kilobytes: 64)
        let target = small.path + "/records.jsonl"
        let run = try box.run("export", "--output", target)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("could not write \(target) (write: No space left on device)"), "\(run)")
        #expect(small.names.isEmpty, "no FILE, no temporary file: \(small.names)")

        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        let spanish = try box.run(["export", "--format", "csv", "--output", target], env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 1)
        #expect(spanish.stderr.contains("no se pudo escribir \(target)"), "\(spanish)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
        #expect(small.names == ["records.jsonl"])
    }
}
