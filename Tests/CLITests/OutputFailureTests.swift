import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// A result cut short is never a success: when standard output stops taking what a command
/// prints (a full disk, a reader that closed the pipe, a closed descriptor), the command says
/// why on stderr, in the person's language, and exits 1.
@Suite struct OutputFailureTests {
    static let english = "formanza: error: could not write the output: "
    static let spanish = "formanza: error: no se pudo escribir la salida: "

    /// Commands of every kind of output: records, a definition, JSON, help, completions.
    static let commands: [[String]] = [
        ["export"], ["export", "--format", "csv"], ["form", "export", "daily-check-in"], ["progress", "--json"],
        ["summary", "--json"], ["forms"], ["--help"], ["completions", "bash"],
    ]

    @Test(arguments: commands)
    func aFullDiskOnStdoutEndsWithStatus1NamingIt(_ arguments: [String]) throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "weight=80.5", "water=yes").status == 0)
        let run = try box.run(arguments, redirecting: "> /dev/full")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains(Self.english + "No space left on device"), "\(run)")
        #expect(run.stderr.components(separatedBy: "could not write").count == 2, "said once: \(run)")
    }

    @Test func theMessageIsInSpanishToo() throws {
        let box = try FormsSandbox(language: "es_ES.UTF-8")
        let full = try box.run(["export", "--format", "csv"], redirecting: "> /dev/full")
        #expect(full.status == 1)
        #expect(full.stderr.contains(Self.spanish + "no queda espacio en el dispositivo"), "\(full)")
        let closed = try box.runIntoClosedPipe(["progress", "--json"])
        #expect(closed.status == 1)
        #expect(closed.stderr.contains(Self.spanish + "tubería rota"), "\(closed)")
    }

    @Test(arguments: commands)
    func aReaderThatClosedThePipeIsReportedNotASilentDeath(_ arguments: [String]) throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "weight=80.5").status == 0)
        let run = try box.runIntoClosedPipe(arguments)
        #expect(run.status == 1, "not killed by SIGPIPE: \(run)")
        #expect(run.stderr.contains(Self.english + "Broken pipe"), "\(run)")
    }

    @Test func aClosedStdoutIsReported() throws {
        let box = try FormsSandbox()
        #expect(try box.run("answer", "weight=80.5").status == 0)
        for arguments in [["export"], ["form", "export", "daily-check-in"], ["progress", "--json"]] {
            let run = try box.run(arguments, redirecting: ">&-")
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.stderr.contains(Self.english + "Bad file descriptor"), "\(arguments): \(run)")
        }
        // An export with no rows has nothing to lose: a closed stdout does not fail it.
        let empty = try FormsSandbox().run(["export"], redirecting: ">&-")
        #expect(empty.status == 0 && empty.stderr.isEmpty, "\(empty)")
    }

    /// A real file system filling up under a long export: the rows that fit are written, the
    /// rest is refused with ENOSPC, and the export stops there with status 1.
    @Test func anExportThatFillsItsFileSystemEndsWithStatus1() throws {
        let box = try FormsSandbox()
        try box.fillWithYearsOfAnswers()
        let small = try SmallFileSystem(kilobytes: 64)
        let run = try box.run(["export"], redirecting: "> " + FormsSandbox.quote(small.path + "/records.jsonl"))
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains(Self.english + "No space left on device"), "\(run)")
        let written = try Data(contentsOf: URL(fileURLWithPath: small.path + "/records.jsonl"))
        #expect(written.count <= 64 * 1024 && written.count < 3_000_000, "the export stopped at the full disk")
    }

    /// With SIGPIPE ignored by `formanza`, the programs it starts still get the default: an
    /// editor (here a shell script) writing into a closed pipe ends by SIGPIPE as it would
    /// anywhere else, instead of looping on EPIPE.
    @Test func programsItStartsGetSIGPIPEBack() throws {
        let box = try FormsSandbox()
        let record = box.base + "/sigpipe"
        let editor = try box.script(
            "editor",
            "grep SigIgn /proc/self/status > \(FormsSandbox.quote(record)); exit 1")
        _ = try box.run(["form", "edit", "daily-check-in"], input: "n\n", env: ["VISUAL": editor, "EDITOR": editor])
        let status = try String(contentsOfFile: record, encoding: .utf8)
        let mask = try #require(
            UInt64(status.split(separator: "\t").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16)
        )
        #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SIGPIPE not ignored in the editor: \(status)")
    }
}
