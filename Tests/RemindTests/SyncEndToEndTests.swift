import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// Sync as a person uses it: two machines, each with its own store, joined through a folder that
/// two real Syncthing instances replicate, with the reminder daemon on the receiving machine
/// running on a private bus with a real notification server.
extension DesktopIntegration {
    @Test("an answer on A reaches B's summary, and B's daemon withdraws that day's reminder by itself")
    func answerOnAReachesB() throws {
        try withDesktopSession { session in
            let fixture = try DaemonFixture(session: session, lead: 3)
            try withSyncthingPair { pair in
                let b = SyncDevice(
                    name: "B", base: session.directory, environment: session.environment.merging(fixture.extra) { $1 })
                let a = try SyncDevice(name: "A", base: pair.directory + "/device-A", extra: fixture.extra)
                let daemon = try fixture.startDaemon()
                try b.formanza(["sync", "setup", pair.b.folder, "--name", "B"])
                _ = try session.waitForShown(count: 1, timeout: .seconds(15))
                try session.waitForDisplayed(1)

                // A joins the folder once B's journal is there, and takes B's form.
                try pair.waitUntilInSync()
                try a.formanza(["sync", "setup", pair.a.folder, "--name", "A"])
                try a.formanza(["answer", "weight=80"])
                let answered = ContinuousClock.now

                // No command runs on B: its daemon alone must merge what lands and withdraw.
                let withdrawn = Result {
                    try Polling.waitUntil("B's daemon to withdraw the reminder", timeout: .seconds(30)) {
                        try session.displayedCount() == 0
                    }
                }
                let withdrawnAfter = ContinuousClock.now - answered
                let daemonLog = daemon.stderrText
                #expect(throws: Never.self, "daemon log:\n\(daemonLog)") { try withdrawn.get() }
                if case .success = withdrawn {
                    print("Sync end to end: reminder withdrawn on B \(withdrawnAfter) after the answer on A")
                }

                try Polling.waitUntil("B's summary to show A's answer", timeout: .seconds(30)) {
                    try b.summary()["weight"] == "80"
                }
                try session.waitForDisplayed(0)
                #expect(daemon.stderrText.contains("withdrew notification"), "\(daemon.stderrText)")
                daemon.stop()
            }
        }
    }
}

@Suite("Sync end to end through two Syncthing instances", .serialized)
struct SyncEndToEndTests {
    @Test("offline changes to the same day on both machines converge once they are back online, nothing lost")
    func offlineChangesConverge() throws {
        try withSyncthingPair { pair in
            let a = try SyncDevice(name: "A", base: pair.directory + "/device-A")
            let b = try SyncDevice(name: "B", base: pair.directory + "/device-B")
            try a.formanza(["sync", "setup", pair.a.folder, "--name", "A"])
            try pair.waitUntilInSync()
            try b.formanza(["sync", "setup", pair.b.folder, "--name", "B"])
            try pair.waitUntilInSync()
            try a.formanza(["summary"])

            try pair.pause()
            // The same day on both: different screens, and the same screen (B writes it last).
            try a.formanza(["answer", "weight=70", "water=yes"])
            usleep(20_000)
            try b.formanza(["answer", "weight=71", "exercise=yes"])
            #expect(try a.summary()["exercise"] == String?.none, "A heard nothing while offline")

            let resumed = ContinuousClock.now
            try pair.resume()
            var exports = ("", "")
            try Polling.waitUntil(
                "both stores to export the same bytes", timeout: .seconds(30), interval: .milliseconds(200)
            ) {
                try pair.waitUntilInSync()
                exports = (try a.formanza(["export"]).stdout, try b.formanza(["export"]).stdout)
                return exports.0 == exports.1
            }
            print("Sync end to end: offline changes converged \(ContinuousClock.now - resumed) after resume")
            #expect(!exports.0.isEmpty && exports.0 == exports.1)
            for device in [a, b] {
                let rows = try device.summary()
                #expect(rows["water"] == "1" || rows["water"] == "true", "\(device.name): \(rows)")
                #expect(rows["exercise"] == "1" || rows["exercise"] == "true", "\(device.name): \(rows)")
                #expect(rows["weight"] == "71", "last writer wins on \(device.name): \(rows)")
            }
        }
    }
}
