import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// The harness the sync tests stand on: two real Syncthing instances on loopback that move files
/// between their folders in seconds, go offline and come back when told, and leave nothing behind.
/// One test at a time: each pair is two servers, and the machine running the suite is small.
@Suite("Two real Syncthing instances", .serialized)
struct SyncthingPairTests {
    private struct Deliberate: Error {}

    /// Writes `text` to `name` in `instance`'s folder the way a program does: whole, by rename.
    private func write(_ text: String, to name: String, in instance: SyncthingInstance) throws {
        try text.write(toFile: instance.folder + "/" + name, atomically: true, encoding: .utf8)
    }

    private func contents(of name: String, in instance: SyncthingInstance) -> String? {
        try? String(contentsOfFile: instance.folder + "/" + name, encoding: .utf8)
    }

    @Test("a file written in A's folder arrives in B's within 30 s, and one written in B's arrives in A's")
    func filesTravelBothWays() throws {
        try withSyncthingPair { pair in
            let there = UUID().uuidString
            try write(there, to: "from-a.txt", in: pair.a)
            let toB = try Polling.measure("from-a.txt in B's folder", timeout: .seconds(30)) {
                contents(of: "from-a.txt", in: pair.b) == there
            }
            let back = UUID().uuidString
            try write(back, to: "from-b.txt", in: pair.b)
            let toA = try Polling.measure("from-b.txt in A's folder", timeout: .seconds(30)) {
                contents(of: "from-b.txt", in: pair.a) == back
            }
            print("Syncthing pair: A→B \(toB), B→A \(toA)")
            try pair.waitUntilInSync()
            for instance in pair.instances {
                #expect(try instance.isIdleWithNothingNeeded(pair.folderID))
                #expect(
                    try instance.completion(of: instance === pair.a ? pair.b : pair.a, folderID: pair.folderID) == 100)
            }
        }
    }

    @Test("each instance listens on loopback only, with discovery off, and reaches nothing but its peer")
    func staysOnThisMachine() throws {
        try withSyncthingPair { pair in
            for instance in pair.instances {
                let status = try instance.object("/rest/system/status")
                #expect(status["myID"] as? String == instance.deviceID)
                // Syncthing reports discovery only when some is on.
                #expect(status["discoveryEnabled"] as? Bool != true, "\(status)")
                #expect(status["discoveryMethods"] == nil, "\(status)")
                let listeners = (status["connectionServiceStatus"] as? [String: Any])?.keys.sorted() ?? []
                #expect(listeners.count == 1, "\(listeners)")
                #expect(listeners.allSatisfy { $0.hasPrefix("tcp://127.0.0.1:") }, "\(listeners)")
                let connections = try instance.object("/rest/system/connections")["connections"] as? [String: Any]
                let peers = (connections ?? [:]).filter { ($0.value as? [String: Any])?["connected"] as? Bool == true }
                #expect(peers.count == 1, "connected to its peer alone: \(peers.keys)")
                let peer = peers.values.first as? [String: Any]
                #expect((peer?["address"] as? String)?.hasPrefix("127.0.0.1:") == true, "\(String(describing: peer))")
            }
        }
    }

    @Test("paused devices exchange nothing; resumed, each gets what the other wrote meanwhile")
    func pausedDevicesWaitForResume() throws {
        try withSyncthingPair { pair in
            try pair.pause()
            try write("written on A while offline", to: "offline-a.txt", in: pair.a)
            try write("written on B while offline", to: "offline-b.txt", in: pair.b)
            // Each side has indexed its own file, and had time to send it were it connected.
            for instance in pair.instances {
                try instance.scan(pair.folderID)
                #expect((try instance.folderStatus(pair.folderID)["localFiles"] as? NSNumber)?.intValue == 1)
            }
            usleep(3_000_000)
            #expect(contents(of: "offline-a.txt", in: pair.b) == nil)
            #expect(contents(of: "offline-b.txt", in: pair.a) == nil)
            #expect(try !pair.a.isConnected(to: pair.b))

            let resumed = ContinuousClock.now
            try pair.resume()
            try Polling.waitUntil("both offline files on both devices", timeout: .seconds(30)) {
                contents(of: "offline-a.txt", in: pair.b) == "written on A while offline"
                    && contents(of: "offline-b.txt", in: pair.a) == "written on B while offline"
            }
            let caughtUp = ContinuousClock.now - resumed
            print("Syncthing pair: caught up \(caughtUp) after resume")
        }
    }

    @Test("the pair stops both processes and removes its directory, also when the body throws")
    func stopsEverything() throws {
        var pids: [Int32] = []
        var directory = ""
        #expect(throws: Deliberate.self) {
            try withSyncthingPair { pair in
                pids = pair.instances.compactMap(\.processID)
                directory = pair.directory
                #expect(pids.count == 2)
                for pid in pids {
                    // One process per instance: no monitor with a child of its own left to outlive it.
                    let children = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
                    #expect(children.trimmingCharacters(in: .whitespaces).isEmpty, "children of \(pid): \(children)")
                }
                throw Deliberate()
            }
        }
        for pid in pids {
            #expect(kill(pid, 0) == -1 && errno == ESRCH, "process \(pid) still exists")
        }
        #expect(!directory.isEmpty && !FileManager.default.fileExists(atPath: directory))
    }
}
