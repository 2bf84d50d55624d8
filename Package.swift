// swift-tools-version:6.0
// Formanza for Linux: a reminder daemon (`formanza-remind`) and a check-in CLI (`formanza`)
// sharing one store. Libraries and executables import FoundationEssentials only (no ICU), so the
// resident daemon stays small; time zones come from the system's TZif files (FormanzaSchedule).
import Foundation
import PackageDescription

/// libvips' include paths from pkg-config, without the `-pthread` its flags carry: SwiftPM
/// rejects that flag with a warning on every build when it reads pkg-config itself, and the
/// include paths are all the importer needs (the module map links the libraries).
let vipsImporterFlags: [SwiftSetting] = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "vips"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return [] }
    let paths = String(decoding: output, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
    return [.unsafeFlags(paths.flatMap { ["-Xcc", String($0)] })]
}()

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Formanza",
    targets: [
        .systemLibrary(
            name: "CSystemd",
            pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The store's only door to SQLite: every unsafe pointer stays inside this target.
        .target(name: "FormanzaSQLite", dependencies: ["CSQLite"], swiftSettings: strict),
        // The bottom layer: calendar days and times of day, reminder settings, a form's day state,
        // the two languages and the one JSON writer of both programs. Pure Swift: no system calls.
        .target(name: "FormanzaBase", swiftSettings: strict),
        // Linux headers Swift's Glibc module leaves out (timerfd), for FormanzaSystem alone.
        .systemLibrary(name: "CLinux"),
        // The one door to the operating system: typed errno, owned descriptors, the rules for
        // files the programs own or are handed. Beside the C wrappers, the only code that calls
        // libc or holds an `Unsafe` pointer (`scripts/check-boundary` enforces it).
        .target(name: "FormanzaSystem", dependencies: ["FormanzaBase", "CLinux"], swiftSettings: strict),
        // The rules: forms and their screens, answers and their parsing, formulas, goals, Progress
        // figures, history and validation. It depends on FormanzaBase alone, so the compiler proves
        // it reads no file and no database (`scripts/check-boundary` keeps it so).
        .target(name: "FormanzaModel", dependencies: ["FormanzaBase"], swiftSettings: strict),
        // The words of the pure model's errors: their types carry data (which screen, which
        // limit), and this target words them for the store and both programs.
        .target(name: "FormanzaWords", dependencies: ["FormanzaBase", "FormanzaModel"], swiftSettings: strict),
        // The store: the SQLite database, its migrations and queries, and the files beside it.
        .target(
            name: "FormanzaState",
            dependencies: ["FormanzaBase", "FormanzaModel", "FormanzaSystem", "FormanzaSQLite", "FormanzaWords"],
            swiftSettings: strict),
        // Sync between a person's machines through a folder another tool replicates: the clock,
        // the journal entries and their merge rule, the folder's format and the merge engine.
        .target(
            name: "FormanzaSync",
            dependencies: ["FormanzaBase", "FormanzaModel", "FormanzaState", "FormanzaSQLite", "FormanzaSystem"],
            swiftSettings: strict),
        // libvips reads, turns, shrinks and strips photos; only the `formanza-photo` helper links it.
        // Its include paths come from `vipsImporterFlags` above, given to each target that imports it.
        .systemLibrary(name: "CVips", providers: [.apt(["libvips-dev"])]),
        // Chafa and libjpeg show stored photos in the terminal from `formanza` itself.
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libjpeg-dev"])]),
        .target(name: "FormanzaSchedule", dependencies: ["FormanzaBase", "FormanzaSystem"], swiftSettings: strict),
        // What both programs share as command lines: parsing, help text, the one writer of the
        // standard streams, and the one error type that carries its exit status.
        .target(
            name: "FormanzaCommandLine",
            dependencies: ["FormanzaBase", "FormanzaModel", "FormanzaSchedule", "FormanzaSystem"],
            swiftSettings: strict),
        // The binding to libsystemd the daemon runs on: sd-bus, sd-event, the journal and
        // sd-notify. The only target that imports `CSystemd`.
        .target(
            name: "FormanzaSystemd",
            dependencies: [
                "CSystemd", "FormanzaBase", "FormanzaCommandLine", "FormanzaModel", "FormanzaState", "FormanzaSystem",
            ],
            swiftSettings: strict),
        // The reminder engine: a pure function of what happened, a snapshot of the store and the
        // time, answering with actions (post, withdraw, arm the timer, keep the record of posts).
        // It sees no store, bus, file or clock: its dependencies are the pure base and the planner.
        .target(name: "FormanzaReminders", dependencies: ["FormanzaBase", "FormanzaSchedule"], swiftSettings: strict),
        // The reminder daemon and its commands (plan, send, catch up, withdraw; run, plan, status,
        // doctor); `formanza-remind`'s main.swift only calls `RemindProgram.run`.
        .target(
            name: "FormanzaRemind",
            dependencies: [
                "FormanzaReminders", "FormanzaSystemd", "FormanzaBase", "FormanzaCommandLine", "FormanzaModel",
                "FormanzaState", "FormanzaSchedule", "FormanzaSync", "FormanzaSystem",
            ],
            swiftSettings: strict
        ),
        // The terminal toolkit: raw mode, keys and their decoder, the line reader, frames, the
        // painter, the scroll viewport, styled text and the answer widgets. It knows no store and
        // no check-in, so the widgets are tested on their own.
        .target(
            name: "FormanzaTerminal",
            dependencies: ["FormanzaBase", "FormanzaCommandLine", "FormanzaModel", "FormanzaSystem", "FormanzaWords"],
            swiftSettings: strict),
        // The check-in CLI: its commands, the interactive check-in, history, Progress and photos;
        // `formanza`'s main.swift only calls `CLI.run`.
        .target(
            name: "FormanzaCLI",
            dependencies: [
                "CChafa", "FormanzaBase", "FormanzaCommandLine", "FormanzaModel", "FormanzaState", "FormanzaWords",
                "FormanzaSchedule", "FormanzaSync", "FormanzaSystem", "FormanzaTerminal",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "formanza-remind",
            dependencies: ["FormanzaRemind", "FormanzaBase", "FormanzaCommandLine", "FormanzaSystem"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "formanza",
            dependencies: ["FormanzaCLI", "FormanzaBase", "FormanzaCommandLine", "FormanzaSystem"],
            swiftSettings: strict
        ),
        // Stores a photo handed over by `formanza` on standard input (see its main.swift).
        .executableTarget(
            name: "formanza-photo", dependencies: ["CVips", "FormanzaSystem"], swiftSettings: strict + vipsImporterFlags
        ),
        // `scripts/bench` runs it: in-process store figures (load, today's state) for the report.
        .executableTarget(
            name: "formanza-bench",
            dependencies: ["FormanzaBase", "FormanzaCommandLine", "FormanzaModel", "FormanzaState", "FormanzaSystem"],
            swiftSettings: strict),
        // What every test target shares: the built programs' locator, a sandboxed environment and
        // temporary directories.
        .target(
            name: "FormanzaTestSupport", dependencies: ["FormanzaBase", "FormanzaSystem"],
            path: "Tests/FormanzaTestSupport"),
        .testTarget(
            name: "StateTests",
            dependencies: [
                "FormanzaBase", "FormanzaModel", "FormanzaState", "FormanzaSQLite", "FormanzaSync",
                "FormanzaSystem", "FormanzaTestSupport", "FormanzaWords",
            ]),
        .testTarget(
            name: "ScheduleTests",
            dependencies: ["FormanzaSchedule", "FormanzaBase", "FormanzaCommandLine", "FormanzaTestSupport"]),
        .testTarget(
            name: "RemindTests",
            dependencies: [
                "formanza-remind", "FormanzaRemind", "FormanzaReminders", "FormanzaSystemd", "FormanzaBase",
                "FormanzaCommandLine", "FormanzaModel", "FormanzaState",
                "FormanzaSchedule", "FormanzaSQLite", "FormanzaTestSupport",
            ]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "formanza", "FormanzaCLI", "formanza-photo", "FormanzaBase", "FormanzaCommandLine", "FormanzaModel",
                "FormanzaState", "FormanzaSQLite", "FormanzaWords",
                "FormanzaSystem", "FormanzaTerminal", "CVips",
                "FormanzaTestSupport",
            ],
            // Golden files the tests read by path (`#filePath`), not resources.
            exclude: ["Fixtures"],
            swiftSettings: vipsImporterFlags
        ),
    ]
)
