import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// Where a run's standard output goes when the test is about that output failing: a descriptor
/// the test made (a pipe whose reader is gone), a device (`/dev/full`), a closed descriptor, a
/// small file system that fills up.
extension FormsSandbox {
    /// Runs `formanza ARGUMENTS` with stdout on `descriptor`; stderr is captured.
    func run(_ arguments: [String], stdout descriptor: Int32, env: [String: String] = [:]) throws -> FormsRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.environment = environment.merging(env) { $1 }
        let err = base + "/.err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: err) }
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardOutput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        process.standardError = errHandle
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        try errHandle.close()
        return FormsRun(
            status: process.terminationStatus, stdout: "",
            stderr: String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self))
    }

    /// Runs `formanza ARGUMENTS` with stdout written to a pipe whose reading end was closed
    /// before the program started: every write meets EPIPE (or SIGPIPE), without any race.
    func runIntoClosedPipe(_ arguments: [String], env: [String: String] = [:]) throws -> FormsRun {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        close(ends[0])
        defer { close(ends[1]) }
        return try run(arguments, stdout: ends[1], env: env)
    }

    /// Runs `formanza ARGUMENTS` through `sh` with `redirection` applied to it (`> /dev/full`,
    /// `>&-` for a closed stdout).
    func run(_ arguments: [String], redirecting redirection: String) throws -> FormsRun {
        let words = ([Self.binary] + arguments).map(Self.quote).joined(separator: " ")
        return try runShell("exec \(words) \(redirection)")
    }

    /// A store of some 27,000 answers (two screens a day for 37 years), imported as `import-records`
    /// reads them: an export of it takes long enough to be killed part way.
    func fillWithYearsOfAnswers() throws {
        var rows = ""
        var day = CivilDay(year: 1990, month: 1, day: 1)
        while day.text <= "2026-12-01" {
            for (screen, value) in [("weight", "80.5"), ("water", "yes")] {
                rows +=
                    #"{"form":"daily-check-in","day":"\#(day.text)","screen":"\#(screen)","value":"\#(value)","savedAt":"2026-11-30T08:00:00Z"}"#
                    + "\n"
            }
            day = day.next()
        }
        let imported = try run("import-records", try write(rows, to: "years.jsonl"))
        #expect(imported.status == 0, "\(imported)")
    }
}

/// A calendar day counted forward without a calendar library: enough to write years of rows.
struct CivilDay {
    var year: Int
    var month: Int
    var day: Int

    var text: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    func next() -> CivilDay {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        if day < lengths[month - 1] { return CivilDay(year: year, month: month, day: day + 1) }
        if month < 12 { return CivilDay(year: year, month: month + 1, day: 1) }
        return CivilDay(year: year + 1, month: 1, day: 1)
    }
}

/// A tmpfs of `kilobytes` mounted on a fresh directory (the tests run as root, as in the
/// project's container), unmounted when the value goes away: a file system that really fills
/// up, for ENOSPC.
final class SmallFileSystem {
    let path: String

    /// Mounted on `directory` when given (an existing, empty directory, left in place when
    /// unmounted), else on a fresh one.
    init(kilobytes: Int, on directory: String? = nil) throws {
        path = try directory ?? TemporaryDirectory.make(prefix: "full")
        ownsDirectory = directory == nil
        try SmallFileSystem.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", path])
    }

    private let ownsDirectory: Bool

    /// Makes the file system `kilobytes` large, keeping its files (space freed on a full disk).
    func resize(kilobytes: Int) throws {
        try SmallFileSystem.mount(["-o", "remount,size=\(kilobytes)k", path])
    }

    private static func mount(_ arguments: [String]) throws {
        let mounted = Process()
        mounted.executableURL = URL(fileURLWithPath: "/bin/mount")
        mounted.arguments = arguments
        try mounted.run()
        mounted.waitUntilExit()
        guard mounted.terminationStatus == 0 else {
            throw TestSupportError(
                "mount \(arguments.joined(separator: " ")) failed (status \(mounted.terminationStatus))")
        }
    }

    deinit {
        umount(path)
        if ownsDirectory { rmdir(path) }
    }

    /// The names in the file system's root.
    var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }
}
