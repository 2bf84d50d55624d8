import Foundation
import Glibc

/// One notification as dunst itself saw it when it showed it: the `DUNST_*` variables dunst
/// passes to a rule's script (our `record.sh`, run for every notification).
///
/// Proves the server received and parsed the call: app name, summary, body (raw, before markup
/// rendering), category, desktop entry, urgency as dunst understood it (`LOW`/`NORMAL`/`CRITICAL`),
/// and the id it assigned.
struct ShownNotification: CustomStringConvertible {
    let fields: [String: String]
    var id: UInt32? { fields["DUNST_ID"].flatMap { UInt32($0) } }
    var appName: String? { fields["DUNST_APP_NAME"] }
    var summary: String? { fields["DUNST_SUMMARY"] }
    var body: String? { fields["DUNST_BODY"] }
    var category: String? { fields["DUNST_CATEGORY"] }
    var desktopEntry: String? { fields["DUNST_DESKTOP_ENTRY"] }
    var urgency: String? { fields["DUNST_URGENCY"] }
    var description: String { fields.keys.sorted().map { "\($0)=\(fields[$0]!)" }.joined(separator: " ") }
}

/// One line of dunst's context menu: `#<label> (<summary>) [<id>,<action>]`.
///
/// Proves which actions dunst registered for which notification, with the labels it would show.
struct MenuEntry: Equatable {
    let notificationID: UInt32
    let actionID: String
    /// `<label> (<summary>)`.
    let text: String

    /// The label, given the notification's summary (which is part of the line).
    func label(summary: String) -> String? {
        let suffix = " (\(summary))"
        return text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : nil
    }

    init?(line: Substring) {
        guard line.hasPrefix("#"), line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards) else {
            return nil
        }
        let inner = line[open.upperBound..<line.index(before: line.endIndex)]
        guard let comma = inner.firstIndex(of: ","), let id = UInt32(inner[..<comma]) else { return nil }
        notificationID = id
        actionID = String(inner[inner.index(after: comma)...])
        text = String(line[line.index(after: line.startIndex)..<open.lowerBound])
    }
}

extension DesktopSession {
    // MARK: what the server shows

    /// Every notification dunst has shown in this session, oldest first.
    func shownNotifications() -> [ShownNotification] {
        let folder = "\(directory)/shown"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".rec")
        }.sorted()
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else { return nil }
            var fields: [String: String] = [:]
            for entry in data.split(separator: 0) {
                let text = String(decoding: entry, as: UTF8.self)
                guard let equals = text.firstIndex(of: "=") else { continue }
                fields[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            return ShownNotification(fields: fields)
        }
    }

    /// Waits until dunst has shown at least `count` notifications and returns them all.
    func waitForShown(count: Int, timeout: Duration = .seconds(5)) throws -> [ShownNotification] {
        var shown: [ShownNotification] = []
        try waitUntil("dunst to show \(count) notification(s) (\(directory)/shown)", timeout: timeout) {
            shown = shownNotifications()
            return shown.count >= count
        }
        return shown
    }

    /// `dunstctl count displayed`: how many notifications are on screen now.
    func displayedCount() throws -> Int {
        try count("displayed")
    }

    /// `dunstctl count history`: how many were closed (by the person, a call or a timeout).
    func historyCount() throws -> Int {
        try count("history")
    }

    private func count(_ kind: String) throws -> Int {
        let text = try dunstctl(["count", kind]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Int(text) else {
            throw HarnessError("dunstctl count \(kind) printed \(text.debugDescription)")
        }
        return value
    }

    /// Waits until `dunstctl count displayed` equals `expected` (dunst moves notifications from
    /// its queue to the screen on its next main-loop turn, not inside `Notify`).
    func waitForDisplayed(_ expected: Int, timeout: Duration = .seconds(5)) throws {
        try waitUntil("\(expected) notification(s) on screen", timeout: timeout) { try displayedCount() == expected }
    }

    /// Opens dunst's context menu (`dunstctl context`) and returns the entries it offered to our
    /// stand-in dmenu. With `choosing`, the entry whose line contains it is picked, so dunst
    /// invokes that action (e.g. `",snooze]"`), as a person would from the menu.
    func contextMenu(choosing choice: String? = nil, timeout: Duration = .seconds(5)) throws -> [MenuEntry] {
        let folder = "\(directory)/menu"
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        if let choice { try choice.write(toFile: "\(directory)/menu-choice", atomically: true, encoding: .utf8) }
        _ = try dunstctl(["context"])
        var newFile: String?
        try waitUntil("dunst to run its context menu", timeout: timeout) {
            let now = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            newFile = now.subtracting(before).first { $0.hasSuffix(".menu") }
            return newFile != nil
        }
        let text = try String(contentsOfFile: "\(folder)/\(newFile!)", encoding: .utf8)
        return text.split(separator: "\n").compactMap(MenuEntry.init(line:))
    }

    // MARK: acting as the person

    /// `dunstctl action N`: invokes the default action of the N-th notification on screen, as a
    /// click would (dunst 1.9 sends `ActionInvoked(id, "default")` to the notification's sender).
    func clickDefault(position: Int = 0) throws {
        _ = try dunstctl(["action", String(position)])
    }

    /// `dunstctl close`: dismisses the newest notification (reason 2, dismissed by the user).
    func closeLast() throws {
        _ = try dunstctl(["close"])
    }

    /// `dunstctl close-all`.
    func closeAll() throws {
        _ = try dunstctl(["close-all"])
    }

    /// `dunstctl history`: the closed notifications dunst keeps, as dictionaries of field → value
    /// (`summary`, `body`, `appname`, `category`, `urgency`, `id`, `default_action_name`, …).
    func history() throws -> [[String: Any]] {
        let data = Data(try dunstctl(["history"]).stdout.utf8)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let outer = root["data"] as? [[Any]], let entries = outer.first as? [[String: Any]]
        else {
            throw HarnessError("unexpected dunstctl history output")
        }
        return entries.map { entry in
            entry.compactMapValues { ($0 as? [String: Any])?["data"] }
        }
    }
}
