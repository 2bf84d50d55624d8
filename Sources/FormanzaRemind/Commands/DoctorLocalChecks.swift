import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
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
                    fix: language.tr(
                        "make {0} a regular file you can read, or remove it; until then the daemon uses its defaults",
                        paths.remindConf
                    )))
            text = nil
        }
        if let text {
            switch RemindSettings.parse(text) {
            case .success(let parsed): settings = parsed
            case .failure(let problem):
                report.add(
                    DoctorCheck(
                        "settings", .problem, problem.located(paths.remindConf, language),
                        fix: language.tr(
                            "correct that line; until then the daemon keeps its previous settings")))
                return
            }
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        guard let configured = settings.terminalCommand(path: path) else {
            let tried = RemindSettings.fallbackTerminals.map { $0[0] }.joined(separator: ", ")
            report.add(
                DoctorCheck(
                    "terminal", .problem,
                    language.tr(
                        "no terminal found to open the check-in (tried {0})", tried),
                    fix: language.tr(
                        "install one, or set `terminal = …` in {0}", paths.remindConf)))
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
                        language.tr(
                            "the terminal cannot start: {0} is not an executable in PATH", command.first ?? ""),
                        fix: language.tr(
                            "install it, or correct `terminal =` in {0}", paths.remindConf)))
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
                    language.tr(
                        "`formanza` is not beside formanza-remind nor in PATH: a click would open an empty terminal"),
                    fix: language.tr(
                        "install both programs in the same directory")))
            return
        }
        let seen = serviceEnvironment ?? environment
        if let unstartable {
            report.add(
                DoctorCheck(
                    "terminal", .warning,
                    language.tr(
                        "the configured terminal cannot start ({0} is not an executable in PATH); "
                            + "a click opens a detected one: {1}", unstartable, shown),
                    fix: language.tr(
                        "install it, or correct `terminal =` in {0}", paths.remindConf)))
        } else if seen["DISPLAY"] == nil && seen["WAYLAND_DISPLAY"] == nil {
            report.add(
                DoctorCheck(
                    "terminal", .warning,
                    serviceEnvironment == nil
                        ? language.tr(
                            "a click opens: {0}; but neither DISPLAY nor WAYLAND_DISPLAY is set here", shown)
                        : language.tr(
                            "a click opens: {0}; but the systemd user manager gives the service neither DISPLAY nor WAYLAND_DISPLAY",
                            shown
                        ),
                    fix: language.tr(
                        "under systemd: systemctl --user import-environment DISPLAY WAYLAND_DISPLAY")))
        } else {
            report.add(DoctorCheck("terminal", .ok, language.tr("a click opens: {0}", shown)))
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
                    language.tr(
                        "no store yet at {0}: `formanza` creates it with the starter form", root)))
            return
        }
        guard ownership.isDirectory else {
            report.add(
                DoctorCheck(
                    "store", .problem, language.tr("{0} is not a directory", root),
                    fix: language.tr(
                        "move it away; `formanza` then creates the store")))
            return
        }
        guard ownership.ownedByMe else {
            report.add(
                DoctorCheck(
                    "store", .problem,
                    language.tr(
                        "{0} belongs to user {1}, not to you", root, ownership.ownerID),
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
                        language.tr(
                            "no store yet at {0}: `formanza` creates it with the starter form", root)))
                return
            }
            snapshot = try store.loadForms()
        } catch {
            report.add(
                DoctorCheck(
                    "store", .problem, CommandError.message(of: error, language: language) ?? "\(root): \(error)",
                    fix: language.tr(
                        "see the file named; the daemon cannot read the store")))
            return
        }
        let reminding = snapshot.forms.filter(\.reminds).count
        let summary = language.trn(
            "store {1}: {0} form(s), {2} with reminders", "store {1}: {0} form(s), {2} with reminders",
            snapshot.forms.count, snapshot.forms.count, root, reminding)
        if !snapshot.problems.isEmpty {
            let files = snapshot.problems.map { $0.message(in: language) }.joined(separator: "; ")
            report.add(
                DoctorCheck(
                    "store", .warning, summary + language.tr("; unreadable: {0}", files),
                    fix: language.tr(
                        "fix or move away the files named; the rest of the store works")))
        } else if ownership.openToOthers {
            report.add(
                DoctorCheck(
                    "store", .warning, summary + language.tr("; others can read it"),
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
                    "zone", .ok, language.tr("time zone {0}", zone.identifier)))
        } catch {
            report.add(
                DoctorCheck(
                    "zone", .problem, error.message(in: language),
                    fix: language.tr(
                        "set TZ to a zone such as Europe/Madrid, or fix /etc/localtime")))
        }
    }
}
