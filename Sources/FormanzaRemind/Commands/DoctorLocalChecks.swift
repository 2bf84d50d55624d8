import FormanzaCommandLine
import FormanzaSchedule
import FormanzaState
import FormanzaSystem
import FoundationEssentials

/// The checks that need no bus: the terminal a click opens, the store, the zone.
extension DoctorChecks {
    /// `serviceEnvironment`: the user manager's, when one answers; the display the service will
    /// have is judged from it, else from this shell's environment.
    func terminal(_ report: inout DoctorReport, serviceEnvironment: [String: String]? = nil) {
        var settings = RemindSettings()
        let text: String?
        do { text = try FileSystem.readText(paths.remindConf) } catch {
            // Unreadable (a FIFO, a link, a folder): the daemon logs it and keeps its defaults.
            report.add(
                DoctorCheck(
                    "settings", .problem, CommandError.message(of: error, language: language) ?? "\(error)",
                    fix: language.pick(
                        "make \(paths.remindConf) a regular file you can read, or remove it; until then the daemon uses its defaults",
                        "haz de \(paths.remindConf) un archivo normal que puedas leer, o bórralo; mientras tanto el demonio usa sus valores por defecto"
                    )))
            text = nil
        }
        if let text {
            switch RemindSettings.parse(text) {
            case .success(let parsed): settings = parsed
            case .failure(let problem):
                report.add(
                    DoctorCheck(
                        "settings", .problem, "\(paths.remindConf):\(problem.line): \(problem.message)",
                        fix: language.pick(
                            "correct that line; until then the daemon keeps its previous settings",
                            "corrige esa línea; mientras tanto el demonio conserva sus ajustes anteriores")))
                return
            }
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        guard let configured = settings.terminalCommand(path: path) else {
            let tried = RemindSettings.fallbackTerminals.map { $0[0] }.joined(separator: ", ")
            report.add(
                DoctorCheck(
                    "terminal", .problem,
                    language.pick(
                        "no terminal found to open the check-in (tried \(tried))",
                        "no se encuentra ninguna terminal para abrir el registro (probadas: \(tried))"),
                    fix: language.pick(
                        "install one, or set `terminal = …` in \(paths.remindConf)",
                        "instala una, o pon `terminal = …` en \(paths.remindConf)")))
            return
        }
        var command = configured
        var unstartable: String?
        if command.isEmpty || Self.executable(command[0], path: path) == nil {
            // A click tries the detected terminals after the configured one, so a configured
            // terminal that cannot start is only a warning while a detected one can (the
            // candidates after the first are those found executable on PATH).
            guard let fallback = settings.terminalCandidates(path: path).dropFirst().first else {
                report.add(
                    DoctorCheck(
                        "terminal", .problem,
                        language.pick(
                            "the terminal cannot start: \(command.first ?? "") is not an executable in PATH",
                            "la terminal no puede arrancar: \(command.first ?? "") no es un ejecutable en PATH"),
                        fix: language.pick(
                            "install it, or correct `terminal =` in \(paths.remindConf)",
                            "instálala, o corrige `terminal =` en \(paths.remindConf)")))
                return
            }
            unstartable = command.first ?? ""
            command = fallback
        }
        report.terminal = command
        let checkin = Daemon.checkinProgram()
        let shown = (command + [checkin, "checkin", "--form", "ID", "--date", "DAY", "--first-missing"]).joined(
            separator: " ")
        guard Self.executable(checkin, path: path) != nil else {
            report.add(
                DoctorCheck(
                    "terminal", .problem,
                    language.pick(
                        "`formanza` is not beside formanza-remind nor in PATH: a click would open an empty terminal",
                        "`formanza` no está junto a formanza-remind ni en PATH: un clic abriría una terminal vacía"),
                    fix: language.pick(
                        "install both programs in the same directory",
                        "instala los dos programas en el mismo directorio")))
            return
        }
        let seen = serviceEnvironment ?? environment
        if let unstartable {
            report.add(
                DoctorCheck(
                    "terminal", .warning,
                    language.pick(
                        "the configured terminal cannot start (\(unstartable) is not an executable in PATH); "
                            + "a click opens a detected one: \(shown)",
                        "la terminal configurada no puede arrancar (\(unstartable) no es un ejecutable en PATH); "
                            + "un clic abre una detectada: \(shown)"),
                    fix: language.pick(
                        "install it, or correct `terminal =` in \(paths.remindConf)",
                        "instálala, o corrige `terminal =` en \(paths.remindConf)")))
        } else if seen["DISPLAY"] == nil && seen["WAYLAND_DISPLAY"] == nil {
            report.add(
                DoctorCheck(
                    "terminal", .warning,
                    serviceEnvironment == nil
                        ? language.pick(
                            "a click opens: \(shown); but neither DISPLAY nor WAYLAND_DISPLAY is set here",
                            "un clic abre: \(shown); pero aquí no hay DISPLAY ni WAYLAND_DISPLAY")
                        : language.pick(
                            "a click opens: \(shown); but the systemd user manager gives the service neither DISPLAY nor WAYLAND_DISPLAY",
                            "un clic abre: \(shown); pero el gestor de usuario de systemd no le da al servicio ni DISPLAY ni WAYLAND_DISPLAY"
                        ),
                    fix: language.pick(
                        "under systemd: systemctl --user import-environment DISPLAY WAYLAND_DISPLAY",
                        "con systemd: systemctl --user import-environment DISPLAY WAYLAND_DISPLAY")))
        } else {
            report.add(DoctorCheck("terminal", .ok, language.pick("a click opens: \(shown)", "un clic abre: \(shown)")))
        }
    }

    /// The full path of `program` (as given when it holds a slash, else the first in `path`)
    /// when it is an executable file.
    static func executable(_ program: String, path: String) -> String? {
        if program.contains("/") { return PathOperations.isExecutable(program) ? program : nil }
        for directory in path.split(separator: ":") where PathOperations.isExecutable("\(directory)/\(program)") {
            return "\(directory)/\(program)"
        }
        return nil
    }

    func store(_ report: inout DoctorReport) {
        let root = paths.root
        guard let ownership = StoreOwnership.of(root) else {
            report.add(
                DoctorCheck(
                    "store", .ok,
                    language.pick(
                        "no store yet at \(root): `formanza` creates it with the starter form",
                        "todavía no hay almacén en \(root): `formanza` lo crea con el formulario inicial")))
            return
        }
        guard ownership.isDirectory else {
            report.add(
                DoctorCheck(
                    "store", .problem, language.pick("\(root) is not a directory", "\(root) no es un directorio"),
                    fix: language.pick(
                        "move it away; `formanza` then creates the store",
                        "apártalo; `formanza` creará entonces el almacén")))
            return
        }
        guard ownership.ownedByMe else {
            report.add(
                DoctorCheck(
                    "store", .problem,
                    language.pick(
                        "\(root) belongs to user \(ownership.ownerID), not to you",
                        "\(root) pertenece al usuario \(ownership.ownerID), no a ti"),
                    fix: "sudo chown -R \(ThisProcess.userID) \(root)"))
            return
        }
        let snapshot: FormsSnapshot
        StoreMoveNotice.sayIfMoving(paths, language)
        do {
            guard let store = try Store.existing(paths: paths) else {
                report.add(
                    DoctorCheck(
                        "store", .ok,
                        language.pick(
                            "no store yet at \(root): `formanza` creates it with the starter form",
                            "todavía no hay almacén en \(root): `formanza` lo crea con el formulario inicial")))
                return
            }
            snapshot = try store.loadForms()
        } catch {
            report.add(
                DoctorCheck(
                    "store", .problem, CommandError.message(of: error, language: language) ?? "\(root): \(error)",
                    fix: language.pick(
                        "see the file named; the daemon cannot read the store",
                        "mira el archivo indicado; el demonio no puede leer el almacén")))
            return
        }
        let reminding = snapshot.forms.filter(\.reminds).count
        let summary = language.pick(
            "store \(root): \(snapshot.forms.count) form(s), \(reminding) with reminders",
            "almacén \(root): \(snapshot.forms.count == 1 ? "1 formulario" : "\(snapshot.forms.count) formularios"), \(reminding) con recordatorios"
        )
        if !snapshot.problems.isEmpty {
            let files = snapshot.problems.map { $0.message(in: language) }.joined(separator: "; ")
            report.add(
                DoctorCheck(
                    "store", .warning, summary + language.pick("; unreadable: \(files)", "; ilegibles: \(files)"),
                    fix: language.pick(
                        "fix or move away the files named; the rest of the store works",
                        "corrige o aparta los archivos indicados; el resto del almacén funciona")))
        } else if ownership.openToOthers {
            report.add(
                DoctorCheck(
                    "store", .warning, summary + language.pick("; others can read it", "; otros pueden leerlo"),
                    fix: "chmod 700 \(root)"))
        } else {
            report.add(DoctorCheck("store", .ok, summary))
        }
    }

    func zone(_ report: inout DoctorReport) {
        do {
            let zone = try SystemClock(environment: environment).zone()
            report.timeZone = zone.identifier
            report.add(
                DoctorCheck(
                    "zone", .ok, language.pick("time zone \(zone.identifier)", "zona horaria \(zone.identifier)")))
        } catch {
            report.add(
                DoctorCheck(
                    "zone", .problem, error.message,
                    fix: language.pick(
                        "set TZ to a zone such as Europe/Madrid, or fix /etc/localtime",
                        "pon en TZ una zona como Europe/Madrid, o corrige /etc/localtime")))
        }
    }
}
