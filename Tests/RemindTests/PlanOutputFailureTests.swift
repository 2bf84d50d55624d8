import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// `formanza-remind` reports a failed stdout like `formanza`: a message naming the reason, in
/// the person's language, and exit status 1, never a silent success or death by SIGPIPE.
@Suite struct PlanOutputFailureTests {
    func run(_ redirection: String, language: String = "C.UTF-8", _ arguments: [String]) throws -> ProcessResult {
        let home = try TemporaryDirectory(prefix: "planout")
        let environment = SandboxEnvironment.make(base: home.path, language: language)
        #expect(try BuiltProducts.run("formanza", ["forms"], environment: environment).succeeded)
        let program = try BuiltProducts.path("formanza-remind")
        let words = ([program] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        return try runProcess("/bin/sh", ["-c", "exec \(words) \(redirection)"], environment: environment)
    }

    /// `formanza-remind ARGUMENTS` with stdout on a pipe whose reading end was closed before it
    /// started: every write meets EPIPE, without any race.
    func runIntoClosedPipe(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let home = try TemporaryDirectory(prefix: "planpipe")
        let environment = SandboxEnvironment.make(base: home.path)
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        close(ends[0])
        defer { close(ends[1]) }
        let errors = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltProducts.path("formanza-remind"))
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        process.standardError = errors
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    @Test func aFullDiskEndsThePlanWithStatus1() throws {
        for arguments in [["plan", "--json"], ["plan"], ["--help"]] {
            let full = try run("> /dev/full", arguments)
            #expect(full.exitCode == 1, "\(arguments): \(full)")
            #expect(
                full.stderr.contains("formanza-remind: error: could not write the output: No space left on device"),
                "\(full)")
        }
        let spanish = try run("> /dev/full", language: "es_ES.UTF-8", ["plan", "--json"])
        #expect(spanish.exitCode == 1)
        #expect(
            spanish.stderr.contains("no se pudo escribir la salida: no queda espacio en el dispositivo"), "\(spanish)")
    }

    @Test func aClosedStdoutAndAClosedPipeAreReported() throws {
        let closed = try run(">&-", ["plan", "--json"])
        #expect(closed.exitCode == 1, "\(closed)")
        #expect(closed.stderr.contains("could not write the output: Bad file descriptor"), "\(closed)")
        let piped = try runIntoClosedPipe(["plan", "--json"])
        #expect(piped.status == 1, "not killed by SIGPIPE: \(piped)")
        #expect(piped.stderr.contains("could not write the output: Broken pipe"), "\(piped)")
    }
}
