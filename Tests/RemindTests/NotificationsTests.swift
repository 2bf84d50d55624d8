import Foundation
import Glibc
import Testing

@testable import FormanzaRemind
@testable import FormanzaSystemd

/// The client side of a test: an event loop, a connection to the session's bus, and the client.
private struct Client {
    let loop: EventLoop
    let bus: BusConnection
    let notifications: NotificationsClient

    init(_ session: DesktopSession) throws {
        loop = try EventLoop()
        bus = try BusConnection(address: session.busAddress)
        try bus.attach(to: loop)
        notifications = try NotificationsClient(connection: bus)
    }
}

/// A reminder as the daemon will post it (its texts and hints as docs/decisions.md lists them), with a
/// title full of markup and quotes.
private func reminder(title: String = #"Daily <b>check-in</b> & "more" 'x'"#) -> DesktopNotification {
    var notification = DesktopNotification(
        summary: title, body: DesktopNotification.markupEscaped("Time for today's check-in. <i>&</i>"))
    notification.actions = [.init(id: "default", label: "Check in"), .init(id: "snooze", label: "Snooze 30 min")]
    notification.category = "x-formanza.reminder"
    notification.desktopEntry = "formanza-remind"
    return notification
}

extension DesktopIntegration {
    @Test("Notify round trip: what dunst shows is what the client sent")
    func notifyRoundTrip() throws {
        try withDesktopSession { session in
            let client = try Client(session)
            let capture = try BusCapture(session: session)
            let notification = reminder()
            let id = try client.notifications.notify(notification)
            #expect(id > 0)

            // Read back from the server itself: what dunst parsed and shows.
            let shown = try session.waitForShown(count: 1)[0]
            #expect(shown.id == id)
            #expect(shown.appName == "Formanza")
            #expect(shown.summary == notification.summary)
            #expect(shown.body == "Time for today&apos;s check-in. &lt;i&gt;&amp;&lt;/i&gt;")
            #expect(shown.category == "x-formanza.reminder")
            #expect(shown.desktopEntry == "formanza-remind")
            #expect(shown.urgency == "NORMAL")
            try session.waitForDisplayed(1)

            // The actions dunst registered, with their labels, from its context menu.
            let menu = try session.contextMenu().filter { $0.notificationID == id }
            let labels = Dictionary(
                uniqueKeysWithValues: menu.map { ($0.actionID, $0.label(summary: notification.summary)) })
            #expect(labels == ["default": "Check in", "snooze": "Snooze 30 min"])

            // And the exact wire arguments.
            try capture.sync()
            let call = try #require(capture.notifyCalls().first)
            #expect(call.sender == (try client.bus.uniqueName()))
            #expect(call.appName == "Formanza")
            #expect(call.replacesID == 0)
            #expect(call.summary == notification.summary)
            #expect(call.body == notification.body)
            #expect(call.actions == ["default", "Check in", "snooze", "Snooze 30 min"])
            #expect(
                call.hints == [
                    "urgency": .byte(1), "category": .string("x-formanza.reminder"),
                    "desktop-entry": .string("formanza-remind"),
                ])
            #expect(call.expireTimeout == -1)

            // replaces_id updates the same notification instead of adding one.
            var evening = notification
            evening.replacesID = id
            evening.body = "2 answers missing"
            #expect(try client.notifications.notify(evening) == id)
            let replaced = try session.waitForShown(count: 2)
            #expect(replaced.last?.body == "2 answers missing")
            #expect(replaced.last?.id == id)
            try session.waitForDisplayed(1)
        }
    }

    @Test("GetCapabilities and GetServerInformation return dunst's own values")
    func capabilitiesAndInformation() throws {
        try withDesktopSession { session in
            let client = try Client(session)
            let capabilities = try client.notifications.capabilities()
            #expect(capabilities.contains("actions"))
            #expect(capabilities.contains("body-markup"))
            let direct = try session.busctl([
                "--json=short", "call", "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                "org.freedesktop.Notifications", "GetCapabilities",
            ])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(direct.stdout.utf8)) as? [String: Any])
            #expect((json["data"] as? [[String]])?.first == capabilities)

            let information = try client.notifications.serverInformation()
            #expect(information.name == "dunst")
            let version = try runProcess("dunst", ["--version"], environment: ["PATH": ChildProcess.systemPath])
            #expect(version.stdout.contains(information.version), "\(information) vs \(version.stdout)")
            #expect(information.specVersion == "1.2")
            #expect(client.notifications.serverOwner != nil)
        }
    }

    @Test("CloseNotification removes it from the screen and the server reports it closed")
    func closeNotification() throws {
        try withDesktopSession { session in
            let client = try Client(session)
            var closed: [(UInt32, NotificationCloseReason)] = []
            client.notifications.onClosed = { closed.append(($0, $1)) }
            let first = try client.notifications.notify(reminder(title: "First"))
            let second = try client.notifications.notify(reminder(title: "Second"))
            try session.waitForDisplayed(2)
            try client.notifications.close(id: first)
            try session.waitForDisplayed(1)
            try client.loop.pump("NotificationClosed") { !closed.isEmpty }
            #expect(closed.first?.0 == first)
            #expect(closed.first?.1 == .closedByCall)
            try session.closeLast()
            try session.waitForDisplayed(0)
            try client.loop.pump("the dismissal") { closed.count == 2 }
            #expect(closed[1].0 == second)
            #expect(closed[1].1 == .dismissed)
            let history = try session.history()
            #expect(Set(history.compactMap { $0["summary"] as? String }) == ["First", "Second"])
        }
    }

    @Test("a click from dunst reaches ActionInvoked: default, and snooze from the menu")
    func clickReachesClient() throws {
        try withDesktopSession { session in
            let client = try Client(session)
            var actions: [(UInt32, String)] = []
            client.notifications.onActionInvoked = { actions.append(($0, $1)) }
            let id = try client.notifications.notify(reminder())
            try session.waitForDisplayed(1)
            try session.clickDefault()
            try client.loop.pump("ActionInvoked(default)") { !actions.isEmpty }
            #expect(actions[0] == (id, "default"))

            let second = try client.notifications.notify(reminder(title: "Evening"))
            _ = try session.contextMenu(choosing: "[\(second),snooze]")
            try client.loop.pump("ActionInvoked(snooze)") { actions.count == 2 }
            #expect(actions[1] == (second, "snooze"))
        }
    }

    @Test("spoofed ActionInvoked and NameOwnerChanged from another peer do nothing")
    func spoofedSignalsIgnored() throws {
        try withDesktopSession { session in
            let client = try Client(session)
            var actions: [(UInt32, String)] = []
            var ignored: [(String?, String)] = []
            var serverChanges: [String?] = []
            client.notifications.onActionInvoked = { actions.append(($0, $1)) }
            client.notifications.onIgnoredSignal = { ignored.append(($0, $1)) }
            client.notifications.onServerChange = { serverChanges.append($0) }
            let owner = try #require(client.notifications.serverOwner)
            let id = try client.notifications.notify(reminder())
            let us = try client.bus.uniqueName()
            let signal = [
                "/org/freedesktop/Notifications", "org.freedesktop.Notifications", "ActionInvoked", "us", "\(id)",
                "default",
            ]

            // Sent straight to us: the bus delivers it whatever our match rule says.
            let direct = try session.busctl(["emit", "--destination=\(us)"] + signal)
            #expect(direct.succeeded, "\(direct)")
            try client.loop.pump("the direct spoof to arrive") { !ignored.isEmpty }
            #expect(ignored[0].1 == "ActionInvoked")
            #expect(ignored[0].0 != owner)

            // Broadcast: the bus only routes it to matches without a sender filter; ours has one.
            #expect(try session.busctl(["emit"] + signal).succeeded)
            // A fake owner change aimed at us, to make a spoofer "the server".
            #expect(
                try session.busctl([
                    "emit", "--destination=\(us)", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "NameOwnerChanged", "sss", "org.freedesktop.Notifications", owner, ":1.999",
                ]).succeeded)
            try client.loop.pump(for: .milliseconds(300))
            #expect(actions.isEmpty)
            #expect(serverChanges.isEmpty)
            #expect(client.notifications.serverOwner == owner)

            // The real server's click still works.
            try session.waitForDisplayed(1)
            try session.clickDefault()
            try client.loop.pump("the real click") { !actions.isEmpty }
            #expect(actions.count == 1 && actions[0] == (id, "default"))
        }
    }

    @Test("the client follows the server: stopped, restarted, notifying again")
    func serverRestart() throws {
        try withDesktopSession { session in
            let client = try Client(session)
            var changes: [String?] = []
            client.notifications.onServerChange = { changes.append($0) }
            let first = try #require(client.notifications.serverOwner)

            try session.stopNotificationServer()
            try client.loop.pump("the server to go") { changes.count == 1 }
            #expect(changes[0] == nil)
            #expect(client.notifications.serverOwner == nil)
            #expect {
                try client.notifications.notify(reminder())
            } throws: { ($0 as? SystemdError)?.busErrorName == "org.freedesktop.DBus.Error.NameHasNoOwner" }

            try session.startNotificationServer()
            try client.loop.pump("the server to come back") { changes.count == 2 }
            let second = try #require(changes[1])
            #expect(second != first)
            #expect(client.notifications.serverOwner == second)
            var actions: [(UInt32, String)] = []
            client.notifications.onActionInvoked = { actions.append(($0, $1)) }
            let id = try client.notifications.notify(reminder(title: "After restart"))
            let shown = try session.waitForShown(count: 1)
            #expect(shown.last?.summary == "After restart")
            #expect(shown.last?.id == id)
            // Clicks from the new server instance are believed (the owner was followed).
            try session.waitForDisplayed(1)
            try session.clickDefault()
            try client.loop.pump("a click from the restarted server") { !actions.isEmpty }
            #expect(actions[0] == (id, "default"))
        }
    }

    @Test("no server at start: nothing owns the name, a server appearing later is reported")
    func serverAppearsLater() throws {
        try withDesktopSession(notificationServer: false) { session in
            let client = try Client(session)
            #expect(client.notifications.serverOwner == nil)
            var changes: [String?] = []
            client.notifications.onServerChange = { changes.append($0) }
            try client.loop.pump(for: .milliseconds(50))
            #expect(changes.isEmpty)
            try session.startNotificationServer()
            try client.loop.pump("the server to appear") { !changes.isEmpty }
            #expect(changes[0] != nil)
            #expect(try client.notifications.capabilities().contains("actions"))
        }
    }

    @Test("from the owner, ActivationToken then ActionInvoked reach their callbacks in order")
    func activationTokenFromOwner() throws {
        // dunst 1.9 sends no ActivationToken, so a stand-in server connection owns the name.
        try withDesktopSession(notificationServer: false) { session in
            let server = try BusConnection(address: session.busAddress)
            try server.requestName(NotificationsClient.busName)
            let client = try Client(session)
            #expect(client.notifications.serverOwner == (try server.uniqueName()))
            var events: [String] = []
            client.notifications.onActivationToken = { events.append("token \($0) \($1)") }
            client.notifications.onActionInvoked = { events.append("action \($0) \($1)") }
            client.notifications.onClosed = { events.append("closed \($0) \($1)") }
            let us = try client.bus.uniqueName()
            for (member, arguments) in [
                ("ActivationToken", [BusValue.uint32(4), .string("xdg-token-1")]),
                ("ActionInvoked", [.uint32(4), .string("default")]),
                ("NotificationClosed", [.uint32(4), .uint32(1)]),
            ] {
                try server.emitSignal(
                    path: NotificationsClient.objectPath, interface: NotificationsClient.interface,
                    member: member, arguments: arguments, destination: us)
            }
            try server.flush()
            try client.loop.pump("three signals") { events.count == 3 }
            #expect(events == ["token 4 xdg-token-1", "action 4 default", "closed 4 expired"])
        }
    }
}
