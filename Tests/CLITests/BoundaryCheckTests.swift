import FormanzaTestSupport
import Foundation
import Testing

/// `scripts/check-boundary` (run by `scripts/lint`, so by `make test`) is what keeps libc calls
/// behind the one system module: it must catch each kind of leak and pass what is allowed.
@Suite struct BoundaryCheckTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/check-boundary").path

    /// Runs the check over a tree holding `files` (path under Sources/ → text).
    func check(_ files: [String: String]) throws -> (status: Int32, output: String) {
        let tree = try TemporaryDirectory(prefix: "boundary")
        for (path, text) in files {
            let url = URL(fileURLWithPath: tree.path + "/Sources/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script)
        process.arguments = ["--root", tree.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func whatTheDoorAllowsPasses() throws {
        let result = try check([
            "FormanzaSystem/Door.swift":
                "import Glibc\nlet fd = open(\"/\", O_RDONLY)\nlet p: UnsafeRawPointer? = nil\n",
            "FormanzaState/Model.swift": "import FoundationEssentials\nimport FormanzaSystem\nlet n = 1\n",
            "FormanzaSQLite/Row.swift": "import CSQLite\nlet p: UnsafeMutablePointer<Int8>? = nil\n"
                + "func close() {}\nstruct S { func read() {} }\nlet x = S().read()\nenum E { case open(Int) }\n",
            "FormanzaSystemd/Bus.swift":
                "@preconcurrency import CSystemd\nimport Glibc\nlet p: UnsafeRawPointer? = nil\n",
            "FormanzaCLI/Photos/PhotoView.swift": "import CChafa\nlet p: UnsafeMutablePointer<UInt8>? = nil\n",
        ])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func glibcACModuleOrAPointerOutsideTheDoorIsNamedWithItsLine() throws {
        let result = try check([
            "FormanzaState/Leak.swift":
                "import FoundationEssentials\nimport Glibc\nlet p: UnsafeMutableRawPointer? = nil\n",
            "formanza/Shell.swift": "@preconcurrency import CSystemd\n",
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/FormanzaState/Leak.swift:2: import Glibc"))
        #expect(result.output.contains("Sources/FormanzaState/Leak.swift:3: UnsafeMutableRawPointer"))
        #expect(result.output.contains("Sources/formanza/Shell.swift:1: import CSystemd"))
    }

    @Test func aCWrapperCallingLibcItselfIsNamed() throws {
        let result = try check([
            "FormanzaSQLite/Files.swift":
                "import CSQLite\nfunc f(fd: Int32) { _ = Glibc.close(fd); _ = write(fd, nil, 0) }\n"
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/FormanzaSQLite/Files.swift:2: libc call close()"))
        #expect(result.output.contains("Sources/FormanzaSQLite/Files.swift:2: libc call write()"))
    }

    @Test func aCModuleImportedOutsideItsOwnWrapperIsNamed() throws {
        let result = try check([
            "FormanzaSQLite/Bus.swift": "import CSQLite\nimport CSystemd\n",
            "FormanzaCLI/Photos/Grid.swift": "import CChafa\n",
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/FormanzaSQLite/Bus.swift:2: import CSystemd in the wrapper of CSQLite"))
        #expect(!result.output.contains("Sources/FormanzaSQLite/Bus.swift:1"))
        #expect(result.output.contains("Sources/FormanzaCLI/Photos/Grid.swift:1: import CChafa outside"))
    }

    @Test func aPureTargetImportingTheStoreSQLiteOrTheSystemModuleIsNamed() throws {
        let result = try check([
            "FormanzaModel/Rules.swift":
                "import FormanzaBase\nimport FoundationEssentials\nimport FormanzaSQLite\n"
                + "@testable import FormanzaSystem\nimport struct FormanzaState.Store\n",
            "FormanzaBase/Day.swift": "import FormanzaSystem\n",
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("Sources/FormanzaModel/Rules.swift:3: import FormanzaSQLite in the pure target"))
        #expect(result.output.contains("Sources/FormanzaModel/Rules.swift:4: import FormanzaSystem in the pure target"))
        #expect(result.output.contains("Sources/FormanzaModel/Rules.swift:5: import FormanzaState in the pure target"))
        #expect(!result.output.contains("Sources/FormanzaModel/Rules.swift:1"))
        #expect(!result.output.contains("Sources/FormanzaModel/Rules.swift:2"))
        #expect(result.output.contains("Sources/FormanzaBase/Day.swift:1: import FormanzaSystem in the pure target"))
    }

    @Test func theModelWordingAnErrorIsNamedAndTheWordsTargetMayWordIt() throws {
        let wording = "    public func message(in l: Language) -> String { \"\" }\n"
        let unlabelled = "    public func message(_ l: Language) -> String { \"\" }\n"
        let result = try check([
            "FormanzaModel/Rules/Refusal.swift":
                "import FormanzaBase\n// Worded elsewhere, not by func message(in:) here.\nextension Refusal {\n"
                + wording + "}\n",
            "FormanzaModel/Rules/Reason.swift":
                "import FormanzaBase\nextension Reason {\n    func message(for id: String) -> String { id }\n"
                + unlabelled + "}\n",
            "FormanzaWords/Refusal+Words.swift":
                "import FormanzaBase\nimport FormanzaModel\nextension Refusal: UserFacingError {\n" + wording
                + unlabelled + "}\n",
        ])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "Sources/FormanzaModel/Rules/Refusal.swift:4: func message taking a Language in FormanzaModel"))
        #expect(!result.output.contains("Sources/FormanzaModel/Rules/Refusal.swift:2"))
        #expect(
            result.output.contains(
                "Sources/FormanzaModel/Rules/Reason.swift:4: func message taking a Language in FormanzaModel"))
        // A function named message that takes no Language words nothing.
        #expect(!result.output.contains("Sources/FormanzaModel/Rules/Reason.swift:3"))
        #expect(!result.output.contains("Refusal+Words.swift"))
    }
}
