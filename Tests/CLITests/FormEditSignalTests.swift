import Foundation
import Glibc
import Testing

/// `form edit` told to stop while the editor is open (the session ends, the terminal closes, a
/// `kill -INT`): the editor is stopped too, the private copy of the definition is removed, and
/// Formanza ends with 128 + the signal, the form unchanged.
@Suite struct FormEditSignalTests {
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalStopsTheEditorAndRemovesItsFile(signal: Int32) throws {
        let box = try FormsSandbox()
        let before = try #require(box.formBytes("daily-check-in"))
        let record = box.base + "/editor.record"
        // The editor says who it is and which file it got, then waits as a person would.
        let editor = try box.script(
            "sleepy.sh",
            "printf '%s\\n%s\\n' \"$$\" \"$1\" > \(record).tmp && mv \(record).tmp \(record)\nexec sleep 30")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FormsSandbox.binary)
        process.arguments = ["form", "edit", "daily-check-in"]
        process.environment = box.environment.merging(["EDITOR": editor]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        try waitUntil("the editor has started") { FileManager.default.fileExists(atPath: record) }
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        let editorPID = try #require(lines.first.flatMap { Int32($0) })
        let file = try #require(lines.dropFirst().first)
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(file.hasPrefix(box.base + "/run/formanza/form-daily-check-in-"), "\(file)")

        #expect(kill(process.processIdentifier, signal) == 0)
        try waitUntil("formanza has ended") { !process.isRunning }
        #expect(process.terminationReason == .exit, "it ends by exiting, after cleaning up")
        #expect(process.terminationStatus == 128 + signal)
        #expect(!FileManager.default.fileExists(atPath: file), "the temporary file is removed")
        #expect(kill(editorPID, 0) == -1 && errno == ESRCH, "the editor is gone")
        #expect(box.formBytes("daily-check-in") == before)
    }

    func waitUntil(_ what: String, timeout: TimeInterval = 10, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { throw WaitTimeout(what: what) }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    struct WaitTimeout: Error, CustomStringConvertible {
        let what: String
        var description: String { "timed out waiting until \(what)" }
    }
}
