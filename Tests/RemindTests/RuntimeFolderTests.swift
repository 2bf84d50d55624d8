import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// `$XDG_RUNTIME_DIR/formanza` holds the open-check-in marks and the daemon's lock: a folder
/// others can write is refused the same way, in the same words, by every command that uses it.
@Suite struct RuntimeFolderTests {
    func environment(_ base: String) -> [String: String] {
        var environment = SandboxEnvironment.make(base: base)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + base + "/no-bus"
        return environment
    }

    @Test func aRuntimeFolderOthersCanWriteIsRefusedByFormsRemindersPlanAndCheckinAlike() throws {
        let base = try TemporaryDirectory(prefix: "runtime-open")
        let environment = environment(base.path)
        let made = try BuiltProducts.run("formanza", ["forms"], environment: environment)
        #expect(made.succeeded && made.stderr.contains("reminders are not running"), "\(made)")
        let runtime = base.path + "/run/formanza"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        #expect(chmod(runtime, 0o777) == 0)
        let refusal = "\(runtime) can be written by other users (mode 777). Close it with: chmod go-w \(runtime)"

        let checkin = try BuiltProducts.run("formanza", ["checkin", "--line"], environment: environment)
        #expect(checkin.exitCode == 1 && checkin.stderr.contains(refusal), "\(checkin)")
        let forms = try BuiltProducts.run("formanza", ["forms"], environment: environment)
        #expect(forms.exitCode == 1 && forms.stderr.contains(refusal), "\(forms)")
        #expect(forms.stdout.isEmpty, "refused before it lists anything: \(forms.stdout)")
        let reminders = try BuiltProducts.run(
            "formanza", ["reminders", "daily-check-in", "--morning", "07:15"], environment: environment)
        #expect(reminders.exitCode == 1 && reminders.stderr.contains(refusal), "\(reminders)")
        let unchanged = try BuiltProducts.run("formanza", ["forms", "--json"], environment: environment)
        #expect(unchanged.succeeded && unchanged.stdout.contains("08:00"), "refused before it changed: \(unchanged)")
        let plan = try BuiltProducts.run("formanza-remind", ["plan"], environment: environment)
        #expect(plan.exitCode == 1 && plan.stderr.contains(refusal), "\(plan)")
        let doctor = try BuiltProducts.run("formanza-remind", ["doctor"], environment: environment)
        #expect(doctor.exitCode == 1 && doctor.stdout.contains(refusal), "\(doctor)")

        #expect(chmod(runtime, 0o700) == 0)
        let closed = try BuiltProducts.run("formanza", ["forms"], environment: environment)
        // The line was said by the first `forms` today: once a day, so not again here.
        #expect(closed.succeeded && !closed.stderr.contains("reminders are not running"), "\(closed)")
    }
}
