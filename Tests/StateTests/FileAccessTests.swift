import FormanzaSystem
import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// What `access(2)` answers through the door, on real files, and where this program runs from.
@Suite struct FileAccessTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "file-access")
    }

    private func file(_ name: String, mode: mode_t) throws -> String {
        let path = directory.path + "/" + name
        try directory.write(Array("#!/bin/sh\n".utf8), to: name)
        try #require(chmod(path, mode) == 0)
        return path
    }

    @Test func onlyAFileWithAnExecuteBitIsExecutable() throws {
        #expect(FileAccess.isExecutable(try file("program", mode: 0o700)))
        #expect(!FileAccess.isExecutable(try file("text", mode: 0o600)))
        #expect(!FileAccess.isExecutable(directory.path + "/missing"))
    }

    @Test func aMissingPathIsNotWritableAndAnOwnFileIs() throws {
        #expect(FileAccess.isWritable(try file("mine", mode: 0o600)))
        #expect(!FileAccess.isWritable(directory.path + "/missing"))
    }

    @Test func theExecutablePathIsWhatProcSelfExePointsTo() throws {
        let expected = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(ThisProcess.executablePath == expected)
        #expect(FileAccess.isExecutable(try #require(ThisProcess.executablePath)))
    }
}
