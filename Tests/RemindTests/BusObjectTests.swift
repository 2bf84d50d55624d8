import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

extension DesktopIntegration {
    static let testInterface = BusInterface(
        name: "org.formanza.Test1",
        methods: [
            .init("Echo", inputs: [.init("text", "s")], outputs: [.init("text", "s")]),
            .init("Plan", outputs: [.init("json", "s")]),
            .init("Fail"),
            .init("Crash"),
        ], signals: [.init("PlanChanged", arguments: [.init("json", "s")])])

    /// Serves `testInterface` at /org/formanza/Test under the name org.formanza.Test.
    private func serveTestObject(_ bus: BusConnection) throws -> BusObject {
        try bus.requestName("org.formanza.Test")
        return try bus.exportObject(path: "/org/formanza/Test", interfaces: [Self.testInterface]) { call in
            switch call.member {
            case "Echo": return call.arguments
            case "Plan": return [.string(#"{"reminders":[{"form":"Daily \"check-in\"","kind":"morning"}]}"#)]
            case "Fail": throw BusMethodError(name: "org.formanza.Error.NotRunning", message: "nothing planned")
            default: throw SystemdError(call: "test", errno: EIO)
            }
        }
    }

    @Test("an exported object answers busctl call, with values, JSON and errors")
    func exportedObjectAnswersBusctl() throws {
        try withDesktopSession(notificationServer: false) { session in
            let loop = try EventLoop()
            let bus = try BusConnection(address: session.busAddress)
            try bus.attach(to: loop)
            let object = try serveTestObject(bus)
            let target = ["org.formanza.Test", "/org/formanza/Test", "org.formanza.Test1"]

            let echo = try loop.pump(
                until: try session.spawnBusctl(["--json=short", "call"] + target + ["Echo", "s", "a <b> & 'c'"]))
            #expect(echo.succeeded, "\(echo)")
            #expect(
                echo.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == #"{"type":"s","data":["a <b> & 'c'"]}"#)

            let plan = try loop.pump(until: try session.spawnBusctl(["--json=short", "call"] + target + ["Plan"]))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
            let text = try #require((json["data"] as? [String])?.first)
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(((decoded["reminders"] as? [[String: String]])?.first?["form"]) == #"Daily "check-in""#)

            let fail = try loop.pump(until: try session.spawnBusctl(["call"] + target + ["Fail"]))
            #expect(fail.exitCode == 1)
            #expect(fail.stderr.contains("nothing planned"))

            let crash = try loop.pump(until: try session.spawnBusctl(["call"] + target + ["Crash"]))
            #expect(crash.exitCode == 1)
            #expect(crash.stderr.contains("test: Input/output error"))

            let wrong = try loop.pump(until: try session.spawnBusctl(["call"] + target + ["Echo", "u", "5"]))
            #expect(wrong.exitCode == 1)
            #expect(wrong.stderr.contains("takes 's', got 'u'"))

            let unknown = try loop.pump(until: try session.spawnBusctl(["call"] + target + ["Nope"]))
            #expect(unknown.exitCode == 1)
            #expect(unknown.stderr.contains("no method Nope"))

            let ping = try loop.pump(
                until: try session.spawnBusctl([
                    "call", "org.formanza.Test", "/org/formanza/Test",
                    "org.freedesktop.DBus.Peer", "Ping",
                ]))
            #expect(ping.succeeded, "\(ping)")
            _ = object
        }
    }

    @Test("Introspect describes the object so busctl introspect lists its members")
    func introspection() throws {
        try withDesktopSession(notificationServer: false) { session in
            let loop = try EventLoop()
            let bus = try BusConnection(address: session.busAddress)
            try bus.attach(to: loop)
            let object = try serveTestObject(bus)
            let result = try loop.pump(
                until: try session.spawnBusctl(["introspect", "--no-pager", "org.formanza.Test", "/org/formanza/Test"]))
            #expect(result.succeeded, "\(result)")
            for line in [
                "org.formanza.Test1", ".Echo", ".PlanChanged", "org.freedesktop.DBus.Introspectable",
                "org.freedesktop.DBus.Peer",
            ] {
                #expect(result.stdout.contains(line), "missing \(line) in \(result.stdout)")
            }
            #expect(result.stdout.contains(".Echo") && result.stdout.contains("method    s         s"))
            let all = try loop.pump(
                until: try session.spawnBusctl([
                    "call", "org.formanza.Test", "/org/formanza/Test",
                    "org.freedesktop.DBus.Properties", "GetAll", "s", "org.formanza.Test1",
                ]))
            #expect(all.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "a{sv} 0")
            _ = object
        }
    }

    @Test("a second connection cannot take the same name; signals reach other peers; calls between connections")
    func namesSignalsAndCalls() throws {
        try withDesktopSession(notificationServer: false) { session in
            let loop = try EventLoop()
            let server = try BusConnection(address: session.busAddress)
            try server.attach(to: loop)
            let object = try serveTestObject(server)
            let other = try BusConnection(address: session.busAddress)
            #expect {
                try other.requestName("org.formanza.Test")
            } throws: { ($0 as? SystemdError)?.errno == EEXIST }

            let capture = try BusCapture(session: session)
            try server.emitSignal(
                path: "/org/formanza/Test", interface: "org.formanza.Test1", member: "PlanChanged",
                arguments: [.string("{}")])
            try capture.sync()
            let signal = try #require(capture.signals(named: "PlanChanged").first)
            #expect(signal.sender == (try server.uniqueName()))
            #expect(signal.data as? [String] == ["{}"])

            var replies: [Result<BusMessage, SystemdError>] = []
            try other.attach(to: loop)
            try other.callAsync(
                destination: "org.formanza.Test", path: "/org/formanza/Test", interface: "org.formanza.Test1",
                member: "Echo", arguments: [.string("async")]
            ) { replies.append($0) }
            try other.callAsync(
                destination: "org.formanza.Test", path: "/org/formanza/Test", interface: "org.formanza.Test1",
                member: "Fail"
            ) { replies.append($0) }
            try loop.pump("two async replies") { replies.count == 2 }
            #expect(try replies[0].get().readString() == "async")
            guard case .failure(let error) = replies[1] else {
                Issue.record("Fail succeeded")
                return
            }
            #expect(error.busErrorName == "org.formanza.Error.NotRunning")
            #expect(error.description.contains("org.formanza.Test1.Fail"))
            _ = object
        }
    }

    @Test("every BusValue survives a round trip through a real bus")
    func valueRoundTrip() throws {
        let samples: [BusValue] = [
            .string("héllo \"world\" <&>"), .objectPath("/org/formanza/Test"), .uint32(UInt32.max), .int32(-5),
            .uint64(1 << 40), .bool(true), .bool(false), .byte(1), .stringArray([]),
            .stringArray(["default", "Check in"]),
            .dictionary([:]),
            .dictionary([
                "urgency": .byte(1), "category": .string("x-formanza.reminder"), "transient": .bool(true),
                "nested": .dictionary(["n": .int32(2)]), "list": .stringArray(["a"]),
            ]),
        ]
        let interface = BusInterface(
            name: "org.formanza.Echo1",
            methods: samples.indices.map { index in
                .init(
                    "Echo\(index)", inputs: [.init("value", samples[index].signature)],
                    outputs: [.init("value", samples[index].signature)])
            })
        try withDesktopSession(notificationServer: false) { session in
            let loop = try EventLoop()
            let server = try BusConnection(address: session.busAddress)
            try server.attach(to: loop)
            let object = try server.exportObject(path: "/echo", interfaces: [interface]) { $0.arguments }
            let serverName = try server.uniqueName()
            let client = try BusConnection(address: session.busAddress)
            try client.attach(to: loop)
            for (index, value) in samples.enumerated() {
                var reply: BusValue?
                try client.callAsync(
                    destination: serverName, path: "/echo", interface: "org.formanza.Echo1",
                    member: "Echo\(index)", arguments: [value]
                ) { result in
                    reply = try? result.get().readValue()
                }
                try loop.pump("echo of \(value)") { reply != nil }
                #expect(reply == value)
            }
            _ = object
        }
    }

    @Test("losing the bus calls the disconnect handler")
    func disconnect() throws {
        try withDesktopSession(notificationServer: false) { session in
            let loop = try EventLoop()
            let bus = try BusConnection(address: session.busAddress)
            try bus.attach(to: loop)
            var lost = false
            let slot = try bus.onDisconnect { lost = true }
            try loop.pump(for: .milliseconds(50))
            #expect(!lost)
            session.stopBus()
            try loop.pump("the disconnect") { lost }
            #expect(!bus.isOpen)
            _ = slot
        }
    }
}
