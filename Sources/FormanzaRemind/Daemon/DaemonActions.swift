import FormanzaBase
import FormanzaReminders
import FormanzaSchedule
import FormanzaSystem
import FormanzaSystemd

/// Carrying out what the engine decided: posting and withdrawing notifications, opening the
/// check-in in a terminal, and logging; the driver hands them over (`ReminderOutput`).
extension Daemon: ReminderOutput {
    func close(notificationID id: UInt32, reason: String) {
        do {
            try notifications.close(id: id)
            journal.log(.info, "withdrew notification \(id): \(reason)")
        } catch {
            journal.log(.warning, "cannot withdraw notification \(id) (\(reason)): \(error)")
        }
    }

    func log(_ level: EngineLogLevel, _ message: String, fields: [String: String]) {
        journal.log(level.priority, message, fields: fields)
    }

    func statusChanged(_ status: String) {
        _ = try? ServiceManager.status(status)
    }

    func stop(code: Int32) {
        try? loop.exit(code: code)
    }

    /// Posts one reminder: summary and body with control characters shown as escapes; the
    /// body also escaped as markup when the server reads markup there. The summary is plain
    /// text for every server (the Desktop Notifications specification gives no capability for
    /// markup in it, and dunst shows `&amp;` literally), so it is never markup-escaped. Actions
    /// only when the server supports them.
    func post(_ reminder: ReminderPost) {
        let markup = capabilities.contains("body-markup")
        var notification = DesktopNotification(
            summary: DesktopNotification.shown(reminder.summary, markup: false, lineBreaks: false),
            body: DesktopNotification.shown(reminder.body, markup: markup, lineBreaks: true))
        notification.replacesID = engine.replacesID(for: reminder.key)
        notification.urgency = .normal
        notification.category = "x-formanza.reminder"
        notification.desktopEntry = "formanza"
        // The installed icon's name (hicolor/scalable/apps/formanza.svg), for servers that show
        // the sender's icon from `app_icon` rather than from the desktop entry.
        notification.appIcon = "formanza"
        if capabilities.contains("actions") {
            notification.actions = NotificationAction.allCases.map {
                .init(id: $0.rawValue, label: $0.label(snoozeSeconds: driver.settings.snooze, language))
            }
        }
        var fields = engine.logFields(reminder.key)
        do {
            let id = try notifications.notify(notification)
            // The record of posts is written before the line that says it went out.
            driver.shown(reminder, id: id)
            if reminder.takenOver {
                journal.log(
                    .info,
                    "showed the \(reminder.key.kind.rawValue) reminder of \(reminder.summary) again in place (notification \(id)), taken over after a restart: \(reminder.body)",
                    fields: fields)
                return
            }
            let lateMilliseconds = SystemTime.wallMicroseconds() / 1_000 - reminder.dueAt * 1000
            fields["FORMANZA_LATE_MS"] = String(lateMilliseconds)
            var how = reminder.snoozed ? " (snoozed)" : ""
            if reminder.caughtUp {
                fields["FORMANZA_CAUGHT_UP"] = "1"
                how = " (caught up, \(lateMilliseconds / 60_000) min late)"
            }
            journal.log(
                .notice,
                "posted \(reminder.key.kind.rawValue) reminder of \(reminder.summary)\(how): \(reminder.body) (\(lateMilliseconds) ms after its time)",
                fields: fields)
        } catch {
            journal.log(
                .error, "cannot post the \(reminder.key.kind.rawValue) reminder of \(reminder.summary): \(error)",
                fields: fields)
        }
    }

    /// Posts the grouped notification of reminders caught up at once: "Formanza" and how many
    /// forms wait, replacing the previous grouped one; a click opens the check-in's form list, so
    /// its only action is the default one.
    func post(_ group: GroupPost) {
        let markup = capabilities.contains("body-markup")
        var notification = DesktopNotification(
            summary: DesktopNotification.shown(group.summary, markup: false, lineBreaks: false),
            body: DesktopNotification.shown(group.body, markup: markup, lineBreaks: true))
        notification.replacesID = engine.caughtUpGroup?.id ?? 0
        notification.urgency = .normal
        notification.category = "x-formanza.reminder"
        notification.desktopEntry = "formanza"
        if capabilities.contains("actions") {
            notification.actions = [
                .init(id: NotificationAction.checkIn.rawValue, label: ReminderTexts.checkIn(language))
            ]
        }
        do {
            let id = try notifications.notify(notification)
            driver.shownGroup(group, id: id)
            let lateMilliseconds = SystemTime.wallMicroseconds() / 1_000 - group.dueAt * 1000
            journal.log(
                .notice,
                "posted one notification for \(group.keys.count) caught-up reminders: \(group.body) (\(lateMilliseconds) ms after the earliest one's time)",
                fields: ["FORMANZA_CAUGHT_UP": "1", "FORMANZA_GROUPED": String(group.keys.count)])
        } catch {
            journal.log(.error, "cannot post the notification of \(group.keys.count) caught-up reminders: \(error)")
        }
    }

    /// Opens `formanza checkin` (no form) in a terminal: with several forms it shows their list.
    func launchFormList(activationToken token: String?) {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        launch(
            [Daemon.checkinProgram(), "checkin"], terminals: driver.settings.terminalCandidates(path: path)[...],
            environment: childEnvironment(token: token), what: "the form list", fields: [:])
    }

    private func childEnvironment(token: String?) -> [String: String] {
        var childEnvironment = environment
        if let token {
            childEnvironment["XDG_ACTIVATION_TOKEN"] = token
            childEnvironment["DESKTOP_STARTUP_ID"] = token
        }
        return childEnvironment
    }

    /// Opens `formanza checkin --form ID --date DAY --first-missing` in a terminal: the words of
    /// the terminal command then the check-in's, as separate arguments, never through a shell,
    /// detached. `--first-missing`: an evening reminder ("2 answers missing") asks for those
    /// answers, so a recorded day opens at the first of them rather than on its summary.
    ///
    /// The configured `terminal` is tried first, then each detected terminal: one that cannot
    /// start (no such program, or it exits 126/127 as a wrapper does when its command is not
    /// found) passes to the next, so a typo in `remind.conf` still opens the check-in. When
    /// none starts, a notification says so and how to set `terminal`.
    func launch(formId: String, day: CivilDate, activationToken token: String?) {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let checkin = [Daemon.checkinProgram(), "checkin", "--form", formId, "--date", day.iso, "--first-missing"]
        launch(
            checkin, terminals: driver.settings.terminalCandidates(path: path)[...],
            environment: childEnvironment(token: token), what: "the check-in of \(formId) for \(day.iso)",
            fields: ["FORMANZA_FORM": formId, "FORMANZA_DAY": day.iso])
    }

    /// Tries each terminal in turn; `what` and `fields` name what is opened in the journal.
    private func launch(
        _ checkin: [String], terminals: ArraySlice<[String]>, environment childEnvironment: [String: String],
        what: String, fields: [String: String]
    ) {
        guard let terminal = terminals.first else {
            journal.log(.error, "no terminal could open the check-in; set `terminal` in \(paths.remindConf)")
            postCannotOpen()
            return
        }
        let rest = terminals.dropFirst()
        do {
            let pid = try ProcessLauncher.launch(terminal + checkin, environment: childEnvironment, loop: loop) {
                [weak self] exit in
                guard let self else { return }
                self.journal.log(.debug, "check-in terminal ended: \(exit)")
                if exit == .exited(126) || exit == .exited(127) {
                    self.journal.log(
                        .warning, "the terminal \(terminal.joined(separator: " ")) could not start (\(exit))")
                    self.launch(checkin, terminals: rest, environment: childEnvironment, what: what, fields: fields)
                }
            }
            journal.log(.notice, "opened \(what) with \(terminal[0]) (pid \(pid))", fields: fields)
            moveToOwnScope(pid: pid)
        } catch {
            journal.log(.warning, "cannot open the check-in with \(terminal.joined(separator: " ")): \(error)")
            launch(checkin, terminals: rest, environment: childEnvironment, what: what, fields: fields)
        }
    }

    /// Moves the launched terminal out of the daemon's cgroup into a scope of its own under the
    /// user manager, as desktops launch applications, so `systemctl --user restart
    /// formanza-remind` (or a package upgrade) does not kill a check-in in progress. Where no
    /// user manager answers, the terminal stays where it started: detached in its own session,
    /// which survives a daemon started outside systemd.
    private func moveToOwnScope(pid: Int32) {
        let asked = ContinuousClock.now
        UserManager.moveToScope(pid: pid, bus: bus) { [weak self] result in
            let elapsed = ContinuousClock.now - asked
            let milliseconds =
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
            switch result {
            case .success(let scope):
                self?.journal.log(.info, "the check-in terminal (pid \(pid)) runs in \(scope) (\(milliseconds) ms)")
            case .failure(let error):
                self?.journal.log(
                    .info,
                    "the check-in terminal (pid \(pid)) stays in its own session, outside any scope: \(error) (\(milliseconds) ms)"
                )
            }
        }
    }

    /// The notification that replaces a check-in no terminal could open: what happened and
    /// how to choose a terminal.
    private func postCannotOpen() {
        let markup = capabilities.contains("body-markup")
        let notification = DesktopNotification(
            summary: DesktopNotification.shown(ReminderTexts.cannotOpen(language), markup: false, lineBreaks: false),
            body: DesktopNotification.shown(
                ReminderTexts.setTerminal(paths.remindConf, language), markup: markup,
                lineBreaks: true))
        do {
            _ = try notifications.notify(notification)
        } catch {
            journal.log(.error, "cannot say that the check-in could not be opened: \(error)")
        }
    }

    /// `formanza` beside this executable when installed together, else from PATH.
    static func checkinProgram() -> String {
        if let own = PathOperations.symbolicLinkTarget("/proc/self/exe") {
            let sibling = own[..<(own.lastIndex(of: "/") ?? own.endIndex)] + "/formanza"
            if PathOperations.isExecutable(String(sibling)) { return String(sibling) }
        }
        return "formanza"
    }
}

extension EngineLogLevel {
    /// The journal's priority of the same name.
    var priority: LogPriority {
        switch self {
        case .debug: return .debug
        case .info: return .info
        case .notice: return .notice
        case .warning: return .warning
        case .error: return .error
        }
    }
}
