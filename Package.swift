// swift-tools-version:6.0
// Formanza for Linux: a reminder daemon (`formanza-remind`) and a check-in CLI (`formanza`)
// sharing one store. Libraries and executables import FoundationEssentials only (no ICU), so the
// resident daemon stays small; time zones come from the system's TZif files (FormanzaSchedule).
import PackageDescription

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
        .target(name: "FormanzaState", dependencies: ["FormanzaSQLite"], swiftSettings: strict),
        // libvips reads, turns, shrinks and strips photos; only the `formanza-photo` helper links it.
        .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        // Chafa and libjpeg show stored photos in the terminal from `formanza` itself.
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libjpeg-dev"])]),
        .target(name: "FormanzaSchedule", dependencies: ["FormanzaState"], swiftSettings: strict),
        .executableTarget(
            name: "formanza-remind",
            dependencies: ["CSystemd", "FormanzaState", "FormanzaSchedule"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "formanza",
            dependencies: ["CChafa", "FormanzaState", "FormanzaSchedule"],
            swiftSettings: strict
        ),
        // Stores a photo handed over by `formanza` on standard input (see its main.swift).
        .executableTarget(name: "formanza-photo", dependencies: ["CVips"], swiftSettings: strict),
        // StateTests also drives the `formanza` binary: concurrent writers and killed writers
        // are real processes.
        // `scripts/bench` runs it: in-process store figures (load, today's state) for the report.
        .executableTarget(name: "formanza-bench", dependencies: ["FormanzaState"], swiftSettings: strict),
        .testTarget(name: "StateTests", dependencies: ["FormanzaState", "FormanzaSQLite", "formanza"]),
        .testTarget(name: "ScheduleTests", dependencies: ["FormanzaSchedule", "FormanzaState"]),
        .testTarget(
            name: "RemindTests",
            dependencies: ["formanza-remind", "FormanzaState", "FormanzaSchedule", "FormanzaSQLite"]
        ),
        .testTarget(name: "CLITests", dependencies: ["formanza", "formanza-photo", "FormanzaState", "FormanzaSQLite", "CVips"]),
    ]
)
