import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

/// The requests to the systemd user manager. A real user manager cannot run in this test
/// session (it takes over the cgroup tree of the machine it starts on), so these check the
/// request on a real bus and the fallback where no manager answers.
extension DesktopIntegration {
    @Test("StartTransientUnit's arguments have systemd's signature and are accepted by sd-bus")
    func scopeRequestIsWellFormed() throws {
        let name = UserManager.scopeName()
        #expect(name.hasPrefix("app-formanza-checkin-") && name.hasSuffix(".scope"))
        #expect(name != UserManager.scopeName(), "a fresh name each time")
        let arguments = UserManager.scopeArguments(name: name, pid: 4242)
        #expect(BusValue.signature(of: arguments) == "ssa(sv)a(sa(sv))")
        #expect(arguments[2].description.contains("(\"PIDs\", v(au[4242]))"))
        #expect(arguments[2].description.contains("(\"CollectMode\", v(\"inactive-or-failed\"))"))
        try withDesktopSession(notificationServer: false) { session in
            let bus = try BusConnection(address: session.busAddress)
            _ = try bus.makeCall(
                destination: UserManager.busName, path: UserManager.objectPath, interface: UserManager.interface,
                member: "StartTransientUnit", arguments: arguments, autoStart: false)
            let wrong = BusValue.structArray(fields: "sv", [[.string("PIDs")]])
            #expect(throws: SystemdError.self) {
                _ = try bus.makeCall(
                    destination: UserManager.busName, path: UserManager.objectPath,
                    interface: UserManager.interface, member: "StartTransientUnit", arguments: [wrong])
            }
        }
    }

    @Test("with no user manager on the bus, the scope request fails at once and the environment is unknown")
    func noUserManager() throws {
        try withDesktopSession(notificationServer: false) { session in
            let loop = try EventLoop()
            let bus = try BusConnection(address: session.busAddress)
            try bus.attach(to: loop)
            var outcome: Result<String, SystemdError>?
            let asked = ContinuousClock.now
            UserManager.moveToScope(pid: getpid(), bus: bus) { outcome = $0 }
            try loop.pump("the scope request's answer") { outcome != nil }
            #expect(ContinuousClock.now - asked < .milliseconds(500), "never waits on a manager that is not there")
            guard case .failure(let error)? = outcome else {
                Issue.record("a scope without a manager: \(String(describing: outcome))")
                return
            }
            // Auto-start off: the bus answers that nobody owns the name, without activating anything.
            #expect(
                ["org.freedesktop.DBus.Error.NameHasNoOwner", "org.freedesktop.DBus.Error.ServiceUnknown"].contains(
                    error.busErrorName ?? ""), "\(error)")
            #expect(UserManager.environment(bus: bus) == nil)
        }
    }

    @Test func theManagersEnvironmentIsReadAsAssignments() {
        let environment = UserManager.parseEnvironment([
            "WAYLAND_DISPLAY=wayland-0", "DISPLAY=:0", "EMPTY=", "=nameless", "noequals", "A=b=c", "DISPLAY=:1",
        ])
        #expect(environment == ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":1", "EMPTY": "", "A": "b=c"])
    }
}
