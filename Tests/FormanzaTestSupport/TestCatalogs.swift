import FormanzaBase
import FormanzaSystem
import Foundation

/// The translations the tests run with: every `po/LANG.po` compiled by the real `msgfmt` into
/// `locale/LANG/LC_MESSAGES/formanza.mo` beside the built programs, where they look first, so a
/// plain `swift test` needs no `make`. In-process tests get them on the shelf with `install()`.
public enum TestCatalogs {
    /// The checkout's `po` directory.
    public static let poDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("po").path

    /// The compiled catalogs' directory, made once per test process; an error when `msgfmt`
    /// fails (a test that needs Spanish then fails saying why, not in English).
    public static let directory: Result<String, TestSupportError> = Result { try compile() }
        .mapError { $0 as? TestSupportError ?? TestSupportError("\($0)") }

    /// Compiles each `.po` into a scratch directory, then moves the result into place, so a
    /// program started meanwhile reads a whole catalog or the one before.
    static func compile() throws -> String {
        let target = try BuiltProducts.directory() + "/locale"
        let files = try FileManager.default.contentsOfDirectory(atPath: poDirectory).filter { $0.hasSuffix(".po") }
        for file in files {
            let code = String(file.dropLast(3))
            let folder = "\(target)/\(code)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let scratch = "\(folder)/.formanza.mo.\(getpid())"
            try run(["msgfmt", "--check", "-o", scratch, "\(poDirectory)/\(file)"])
            guard rename(scratch, "\(folder)/\(LocaleCatalogs.domain).mo") == 0 else {
                throw TestSupportError("cannot move the compiled \(file) into \(folder)")
            }
        }
        return target
    }

    /// Runs `arguments` (found on PATH), failing with its standard error when it fails.
    public static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestSupportError("\(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
    }

    /// Puts every compiled catalog on this process's shelf, so `Language.es` reads Spanish in
    /// in-process tests; idempotent and cheap after the first call.
    public static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        guard case .success(let directory) = directory,
            let codes = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return false }
        for code in codes {
            let path = "\(directory)/\(code)/LC_MESSAGES/\(LocaleCatalogs.domain).mo"
            if let data = FileManager.default.contents(atPath: path), let catalog = MessageCatalog(bytes: Array(data)) {
                CatalogShelf.install(catalog, for: code)
            }
        }
        return true
    }()
}
