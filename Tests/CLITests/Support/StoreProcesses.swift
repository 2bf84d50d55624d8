import FormanzaBase
import FormanzaModel
import FormanzaTestSupport
import Foundation
import Testing

@testable import FormanzaState

/// Runs the built `formanza` binary as a real process against a temporary store.
struct FormanzaProcess {
    static var binary: String { get throws { try BuiltProducts.path("formanza") } }

    /// The environment of a process that uses `temp`'s store, a fixed zone and clock.
    static func environment(_ temp: TemporaryStore, now: String = SandboxEnvironment.now) -> [String: String] {
        SandboxEnvironment.make(base: temp.base, now: now)
    }

    /// Starts `formanza ARGS` without waiting.
    static func start(_ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `formanza ARGS` to the end and returns its exit status.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String]) throws -> Int32 {
        let process = try start(arguments, environment: environment)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A store opened in-process in a fresh temporary directory, for tests that let real
/// `formanza` processes write it and read back what they left.
final class TemporaryStore {
    private let directory: TemporaryDirectory
    let store: Store
    var base: String { directory.path }

    init(now: Int64 = 1_790_000_000) throws {
        directory = try TemporaryDirectory(prefix: "store-process")
        let base = directory.path
        let paths = StorePaths(
            root: base + "/data/formanza", runtime: base + "/run/formanza", config: base + "/config/formanza")
        store = try Store.open(paths: paths, language: .en, now: now)
    }
}

func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

func yesNoScreen(id: String) -> Screen { Screen(id: id, title: "Habit \(id)", kind: .yesNo) }
