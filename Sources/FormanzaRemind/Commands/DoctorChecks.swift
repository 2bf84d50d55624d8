import FormanzaBase
import FormanzaCommandLine
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

    private func pick(_ english: String, _ spanish: String) -> String { language.pick(english, spanish) }

    // MARK: the bus and the notification server

    private func sessionBus(_ report: inout DoctorReport) -> BusConnection? {
        do {
            let bus = try BusConnection.userBus(description: "formanza-remind-doctor")
            _ = try bus.uniqueName()
            report.add(DoctorCheck("bus", .ok, pick("session bus reachable", "bus de sesión accesible")))
            return bus
        } catch {
            report.add(
                DoctorCheck(
                    "bus", .problem, pick("no session bus: \(error)", "no hay bus de sesión: \(error)"),
                    fix: pick(
                        "run inside a desktop session (DBUS_SESSION_BUS_ADDRESS, or $XDG_RUNTIME_DIR/bus); install dbus-user-session",
                        "ejecútalo dentro de una sesión de escritorio (DBUS_SESSION_BUS_ADDRESS, o $XDG_RUNTIME_DIR/bus); instala dbus-user-session"
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
                    pick(
                        "no notification server on the session bus: reminders wait for one",
                        "no hay servidor de notificaciones en el bus de sesión: los recordatorios esperan a uno"),
                    fix: pick(
                        "start your desktop's notification server, or install one such as dunst or mako",
                        "arranca el servidor de notificaciones de tu escritorio, o instala uno como dunst o mako")))
            return
        }
        let capabilities = (try? client.capabilities()) ?? []
        report.notificationServer = ServerFacts(
            name: info.name, vendor: info.vendor, version: info.version, capabilities: capabilities)
        let actions = capabilities.contains("actions")
        let markup = capabilities.contains("body-markup")
        let yes = pick("yes", "sí")
        let no = pick("no", "no")
        let message = pick(
            "notification server: \(info.name) \(info.version) (\(info.vendor)); buttons: \(actions ? yes : no); body markup: \(markup ? yes : no)",
            "servidor de notificaciones: \(info.name) \(info.version) (\(info.vendor)); botones: \(actions ? yes : no); marcado en el texto: \(markup ? yes : no)"
        )
        if actions {
            report.add(DoctorCheck("notifications", .ok, message))
        } else {
            report.add(
                DoctorCheck(
                    "notifications", .warning, message,
                    fix: pick(
                        "this server shows no buttons: a click cannot open the check-in; run `formanza` yourself",
                        "este servidor no muestra botones: un clic no puede abrir el registro; ejecuta `formanza` tú mismo"
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
                    pick(
                        "no systemd user manager on this bus: the desktop's autostart entry or `formanza-remind run` starts the daemon",
                        "no hay gestor de usuario de systemd en este bus: la entrada de inicio automático del escritorio o `formanza-remind run` arranca el demonio"
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
                    pick(
                        "\(Self.unitName) is not installed (\(error.busErrorName ?? "\(error)"))",
                        "\(Self.unitName) no está instalado (\(error.busErrorName ?? "\(error)"))"),
                    fix: pick(
                        "install the package, or `make install`, then `systemctl --user daemon-reload`",
                        "instala el paquete, o `make install`, y luego `systemctl --user daemon-reload`")))
            return true
        }
        if state == "enabled" || state == "enabled-runtime" || state == "static" || state == "linked" {
            report.add(DoctorCheck("unit", .ok, pick("\(Self.unitName) is \(state)", "\(Self.unitName) está \(state)")))
        } else {
            report.add(
                DoctorCheck(
                    "unit", .warning,
                    pick(
                        "\(Self.unitName) is \(state): it will not start with your session",
                        "\(Self.unitName) está \(state): no arrancará con tu sesión"),
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
                    fix: pick(
                        "close the folder named to other users, or remove it: it is made again",
                        "cierra a otros usuarios la carpeta indicada, o bórrala: se crea de nuevo")))
            holdsLock = false
        }
        guard let bus, Self.owner(of: Daemon.busName, on: bus) != nil else {
            if holdsLock {
                report.add(
                    DoctorCheck(
                        "daemon", .problem,
                        pick(
                            "formanza-remind runs for this store but not on this session bus",
                            "formanza-remind está en marcha para este almacén pero no en este bus de sesión"),
                        fix: pick(
                            "restart it inside your desktop session: \(start)",
                            "reinícialo dentro de tu sesión de escritorio: \(start)")))
            } else {
                report.add(
                    DoctorCheck(
                        "daemon", .problem,
                        pick(
                            "formanza-remind is not running: no reminder will be sent",
                            "formanza-remind no está en marcha: no se enviará ningún recordatorio"),
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
                    pick(
                        "formanza-remind owns its bus name but does not answer",
                        "formanza-remind tiene su nombre en el bus pero no responde"),
                    fix: pick("restart it: \(start)", "reinícialo: \(start)")))
            return
        }
        let next = status.next.map { "\($0.form), \($0.kind), \($0.fireAt)" } ?? status.status
        report.add(
            DoctorCheck(
                "daemon", .ok,
                pick(
                    "formanza-remind is running (pid \(status.pid)); next: \(next)",
                    "formanza-remind está en marcha (pid \(status.pid)); próximo: \(next)")))
        if !holdsLock {
            report.add(
                DoctorCheck(
                    "daemon-store", .warning,
                    pick(
                        "the running daemon reads another store than \(paths.root)",
                        "el demonio en marcha lee un almacén distinto de \(paths.root)"),
                    fix: pick(
                        "start it with the same XDG_DATA_HOME as `formanza`",
                        "arráncalo con el mismo XDG_DATA_HOME que `formanza`")))
        }
    }
}
