import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaSchedule
import FormanzaState
import FormanzaSystemd
import FoundationEssentials

/// The checks of `formanza-remind doctor`, in the order a reminder travels: the bus, the
/// notification server, the user unit, the daemon, the terminal a click opens, the store, the
/// zone. Each asks without changing anything: bus calls never auto-start a service, the store is
/// neither created nor counted as an opening.
struct DoctorChecks {
    let environment: [String: String]
    let language: Language
    let paths: StorePaths

    static let unitName = "formanza-remind.service"
    static let systemdName = "org.freedesktop.systemd1"

    func run() -> DoctorReport {
        var report = DoctorReport()
        report.store = paths.root
        let bus = sessionBus(&report)
        var userManager = false
        var serviceEnvironment: [String: String]?
        if let bus {
            notificationServer(bus, &report)
            userManager = unit(bus, &report)
            // What the service starts with, not this shell: a terminal opened by the daemon sees
            // the manager's DISPLAY and WAYLAND_DISPLAY (imported by the desktop or by hand).
            if userManager { serviceEnvironment = UserManager.environment(bus: bus) }
        }
        daemon(bus, userManager: userManager, &report)
        terminal(&report, serviceEnvironment: serviceEnvironment)
        store(&report)
        storeFiles(&report)
        backups(&report)
        zone(&report)
        return report
    }

    // MARK: the bus and the notification server

    private func sessionBus(_ report: inout DoctorReport) -> BusConnection? {
        do {
            let bus = try BusConnection.userBus(description: "formanza-remind-doctor")
            _ = try bus.uniqueName()
            report.add(DoctorCheck("bus", .ok, language.tr("session bus reachable")))
            return bus
        } catch {
            report.add(
                DoctorCheck(
                    "bus", .problem, language.tr("no session bus: {0}", error),
                    fix: language.tr(
                        "run inside a desktop session (DBUS_SESSION_BUS_ADDRESS, or $XDG_RUNTIME_DIR/bus); install dbus-user-session"
                    )))
            return nil
        }
    }

    /// The unique name owning `name`, nil when nobody does (never starts anything).
    static func owner(of name: String, on bus: BusConnection) -> String? {
        try? bus.call(
            destination: NameOwnerTracker.busDriver, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "GetNameOwner", arguments: [.string(name)], autoStart: false
        ).readString()
    }

    private func notificationServer(_ bus: BusConnection, _ report: inout DoctorReport) {
        guard Self.owner(of: NotificationsClient.busName, on: bus) != nil,
            let client = try? NotificationsClient(connection: bus),
            let info = try? client.serverInformation()
        else {
            report.add(
                DoctorCheck(
                    "notifications", .problem,
                    language.tr(
                        "no notification server on the session bus: reminders wait for one"),
                    fix: language.tr(
                        "start your desktop's notification server, or install one such as dunst or mako")))
            return
        }
        let capabilities = (try? client.capabilities()) ?? []
        report.notificationServer = ServerFacts(
            name: info.name, vendor: info.vendor, version: info.version, capabilities: capabilities)
        let actions = capabilities.contains("actions")
        let markup = capabilities.contains("body-markup")
        let yes = language.tr("yes")
        let no = language.tr("no")
        let message = language.tr(
            "notification server: {0} {1} ({2}); buttons: {3}; body markup: {4}", info.name, info.version, info.vendor,
            actions ? yes : no, markup ? yes : no
        )
        if actions {
            report.add(DoctorCheck("notifications", .ok, message))
        } else {
            report.add(
                DoctorCheck(
                    "notifications", .warning, message,
                    fix: language.tr(
                        "this server shows no buttons: a click cannot open the check-in; run `formanza` yourself"
                    )))
        }
    }

    // MARK: the user unit and the daemon

    /// Asks the systemd user manager (on the same bus) about the unit. Returns whether there is one.
    private func unit(_ bus: BusConnection, _ report: inout DoctorReport) -> Bool {
        guard Self.owner(of: Self.systemdName, on: bus) != nil else {
            report.add(
                DoctorCheck(
                    "unit", .warning,
                    language.tr(
                        "no systemd user manager on this bus: the desktop's autostart entry or `formanza-remind run` starts the daemon"
                    )))
            return false
        }
        let state: String
        do {
            state = try bus.call(
                destination: Self.systemdName, path: "/org/freedesktop/systemd1",
                interface: "org.freedesktop.systemd1.Manager",
                member: "GetUnitFileState", arguments: [.string(Self.unitName)], autoStart: false
            ).readString()
        } catch {
            report.add(
                DoctorCheck(
                    "unit", .problem,
                    language.tr(
                        "{0} is not installed ({1})", Self.unitName, error.busErrorName ?? "\(error)"),
                    fix: language.tr(
                        "install the package, or `make install`, then `systemctl --user daemon-reload`")))
            return true
        }
        if state == "enabled" || state == "enabled-runtime" || state == "static" || state == "linked" {
            report.add(DoctorCheck("unit", .ok, language.tr("{0} is {1}", Self.unitName, state)))
        } else {
            report.add(
                DoctorCheck(
                    "unit", .warning,
                    language.tr(
                        "{0} is {1}: it will not start with your session", Self.unitName, state),
                    fix: "systemctl --user enable --now \(Self.unitName)"))
        }
        return true
    }

    private func daemon(_ bus: BusConnection?, userManager: Bool, _ report: inout DoctorReport) {
        let start = userManager ? "systemctl --user enable --now \(Self.unitName)" : "formanza-remind run"
        let holdsLock: Bool
        do {
            holdsLock = try DaemonPresence(paths: paths).isRunning()
        } catch {
            // Refused as every command refuses it; the daemon would refuse to start too.
            report.add(
                DoctorCheck(
                    "runtime", .problem,
                    CommandError.message(of: error, language: language) ?? "\(paths.runtime): \(error)",
                    fix: language.tr(
                        "close the folder named to other users, or remove it: it is made again")))
            holdsLock = false
        }
        guard let bus, Self.owner(of: Daemon.busName, on: bus) != nil else {
            if holdsLock {
                report.add(
                    DoctorCheck(
                        "daemon", .problem,
                        language.tr(
                            "formanza-remind runs for this store but not on this session bus"),
                        fix: language.tr(
                            "restart it inside your desktop session: {0}", start)))
            } else {
                report.add(
                    DoctorCheck(
                        "daemon", .problem,
                        language.tr(
                            "formanza-remind is not running: no reminder will be sent"),
                        fix: start))
            }
            return
        }
        let answer = try? bus.call(
            destination: Daemon.busName, path: Daemon.objectPath, interface: Daemon.busName,
            member: "Status", autoStart: false
        ).readString()
        guard let answer, let status = try? JSONDecoder().decode(DaemonStatus.self, from: Data(answer.utf8)) else {
            report.add(
                DoctorCheck(
                    "daemon", .problem,
                    language.tr(
                        "formanza-remind owns its bus name but does not answer"),
                    fix: language.tr("restart it: {0}", start)))
            return
        }
        let next = status.next.map { "\($0.form), \($0.kind), \($0.fireAt)" } ?? status.status
        report.add(
            DoctorCheck(
                "daemon", .ok,
                language.tr(
                    "formanza-remind is running (pid {0}); next: {1}", status.pid, next)))
        if !holdsLock {
            report.add(
                DoctorCheck(
                    "daemon-store", .warning,
                    language.tr(
                        "the running daemon reads another store than {0}", paths.root),
                    fix: language.tr(
                        "start it with the same XDG_DATA_HOME as `formanza`")))
        }
    }
}
