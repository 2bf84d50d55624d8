import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaModel
@testable import FormanzaState

/// `plan` and `doctor` on a store still in an earlier version's file layout: opening it moves it
/// into the database, and they say so on stderr, once, before it happens; never silently.
@Suite struct OldStoreNoticeTests {
    static let notice = "is in the file layout of an earlier version: moving it into the database (store.db) now"

    /// A store of the old layout: its marker, last night's opening and the starter form.
    func writeOldStore(_ base: String) throws -> String {
        let root = base + "/data/formanza"
        try FileManager.default.createDirectory(atPath: root + "/forms", withIntermediateDirectories: true)
        #expect(chmod(root, 0o700) == 0)
        try Data(#"{"schema": 1, "created": "2026-01-01T08:00:00Z"}"#.utf8).write(
            to: URL(fileURLWithPath: root + "/store.json"))
        try Data(#"{"schema": 1, "lastOpened": "2026-12-01T21:00:00Z"}"#.utf8).write(
            to: URL(fileURLWithPath: root + "/opened.json"))
        var form = StarterForm.make(language: .en)
        form.title = "Old layout form"
        try StoreCoding.encode(form).write(to: URL(fileURLWithPath: root + "/forms/\(form.id).json"))
        return root
    }

    func run(_ arguments: [String], base: String, language: String = "C.UTF-8") throws -> ProcessResult {
        var environment = SandboxEnvironment.make(base: base, language: language)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + base + "/no-bus"
        return try BuiltProducts.run("formanza-remind", arguments, environment: environment)
    }

    @Test func planSaysOnceThatItMovesTheOldStoreThenPlansItsForms() throws {
        let base = try TemporaryDirectory(prefix: "plan-old")
        let root = try writeOldStore(base.path)
        let plan = try run(["plan", "--now", "2026-12-02T06:00:00Z"], base: base.path)
        #expect(plan.succeeded, "\(plan)")
        #expect(plan.stderr.components(separatedBy: Self.notice).count == 2, "\(plan.stderr)")
        #expect(plan.stderr.contains(root), "\(plan.stderr)")
        #expect(plan.stdout.contains("Old layout form"), "\(plan.stdout)")
        #expect(FileManager.default.fileExists(atPath: root + "/store.db"), "what the line said happened")
        let again = try run(["plan", "--json", "--now", "2026-12-02T06:00:00Z"], base: base.path)
        #expect(again.succeeded && !again.stderr.contains("file layout"), "moved once, said once: \(again)")
    }

    @Test func doctorSaysOnceThatItMovesTheOldStoreInEnglishAndSpanish() throws {
        let base = try TemporaryDirectory(prefix: "doctor-old")
        _ = try writeOldStore(base.path)
        let doctor = try run(["doctor", "--json"], base: base.path)
        #expect(doctor.stderr.components(separatedBy: Self.notice).count == 2, "\(doctor.stderr)")
        #expect(doctor.stdout.contains("1 form(s)"), "\(doctor.stdout)")

        let spanishBase = try TemporaryDirectory(prefix: "doctor-old-es")
        _ = try writeOldStore(spanishBase.path)
        let spanish = try run(["doctor"], base: spanishBase.path, language: "es_ES.UTF-8")
        #expect(
            spanish.stderr.components(
                separatedBy: "tiene el formato de archivos de una versión anterior: se pasa ahora a la base de datos"
            ).count == 2, "\(spanish.stderr)")
    }
}
