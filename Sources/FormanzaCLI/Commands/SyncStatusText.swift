import FormanzaBase
import FormanzaSchedule
import FormanzaSync

/// `sync status` for a person and for scripts. Names and file names come from other machines:
/// every one is printed escaped, never raw.
enum SyncStatusText {
    static func text(_ status: SyncStatus, _ l: Language) -> String {
        guard let device = status.device, let folder = status.folder else {
            return l.tr(
                "This machine does not sync. Start with: formanza sync setup FOLDER")
        }
        var lines = [
            l.tr("This device: ") + "\(shown(status.name)) (\(device))",
            l.tr("Folder: ") + shown(folder, limit: 200),
        ]
        if let problem = status.folderProblem {
            lines.append(problemText(problem, folder: folder, l))
        }
        if status.pending > 0 {
            lines.append(
                status.pending == 1
                    ? l.tr("1 change not yet written to the folder")
                    : l.tr(
                        "{0} changes not yet written to the folder", status.pending))
        }
        lines.append("")
        if status.devices.isEmpty {
            lines.append(l.tr("No other device seen yet."))
        } else {
            lines.append(l.tr("Other devices:"))
            for other in status.devices {
                let latest = other.latestChange.map(time) ?? l.tr("nothing yet")
                let merged = other.mergedAt.map(time) ?? l.tr("never")
                lines.append(
                    "  \(shown(other.name)) (\(other.id)): "
                        + l.tr(
                            "latest change {0}, merged here {1}", latest, merged))
            }
        }
        if !status.refusals.isEmpty {
            lines += ["", l.tr("Refused (latest first):")]
            for refusal in status.refusals {
                let place = shown("devices/\(refusal.device)/\(refusal.file)", limit: 120)
                lines.append(
                    "  \(place) "
                        + l.tr("at byte {0}: ", refusal.offset)
                        + shown(l.storedText(english: refusal.english, spanish: refusal.spanish), limit: 300))
            }
        }
        lines += settledLines(status.settled, l)
        return lines.joined(separator: "\n")
    }

    /// Rules tying items together that the merge settled: the same on every device.
    static func settledLines(_ settled: [Settlement], _ l: Language) -> [String] {
        guard !settled.isEmpty else { return [] }
        var lines = [
            "",
            l.tr(
                "Settled while merging (the same on every device):"),
        ]
        for note in settled {
            let what: String
            switch note.item {
            case "screen": what = l.tr("screen")
            case "calculated": what = l.tr("calculated value")
            case "goal": what = l.tr("goal")
            default: what = l.tr("form")
            }
            let place =
                note.item == "form"
                ? l.tr("form ") + shown(note.form)
                : l.tr("form ") + shown(note.form) + ", " + what + " " + shown(note.id)
            lines.append("  \(place): " + shown(l.storedText(english: note.english, spanish: note.spanish), limit: 300))
        }
        return lines
    }

    /// The folder's problem in a sentence: what is wrong and what to do.
    static func problemText(_ problem: SyncFolderProblem, folder: String, _ l: Language) -> String {
        let place = shown(folder, limit: 200)
        switch problem {
        case .missing:
            return l.tr(
                "The sync folder {0} is missing (a disk not mounted, or the folder was removed); nothing is merged or written until it is back. Changes wait here.",
                place
            )
        case .unreadable(let reason):
            let why = shown(reason, limit: 120)
            return l.tr(
                "The sync folder {0} cannot be read ({1}); nothing is merged or written until it can. Changes wait here.",
                place, why
            )
        }
    }

    /// Text from another machine as it may be printed: every hidden character (controls,
    /// bidirectional overrides) escaped, long text cut.
    static func shown(_ text: String, limit: Int = 80) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if HiddenCharacters.contains(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? result + "…" : result
    }

    /// RFC 3339 in UTC, to the second.
    static func time(_ milliseconds: Int64) -> String {
        RFC3339.format(epochSecond: milliseconds / 1000, offset: 0)
    }

    static func json(_ status: SyncStatus) throws -> [UInt8] {
        var w = JSONText()
        try w.object { w in
            w.key("device")
            try w.value(status.device)
            try w.array(key: "devices") { w in
                for other in status.devices {
                    try w.object { w in
                        w.key("entries")
                        w.value(Int(other.entries))
                        w.key("id")
                        try w.value(other.id)
                        w.key("latestChange")
                        try w.value(other.latestChange.map(time))
                        w.key("mergedAt")
                        try w.value(other.mergedAt.map(time))
                        w.key("name")
                        try w.value(other.name)
                    }
                }
            }
            w.key("folder")
            try w.value(status.folder)
            w.key("folderProblem")
            switch status.folderProblem {
            case nil: try w.value(nil as String?)
            case .missing: try w.value("missing")
            case .unreadable: try w.value("unreadable")
            }
            w.key("name")
            try w.value(status.device == nil ? nil : status.name)
            w.key("pending")
            w.value(Int(status.pending))
            try w.array(key: "refused") { w in
                for refusal in status.refusals {
                    try w.object { w in
                        w.key("at")
                        try w.value(time(refusal.at))
                        w.key("device")
                        try w.value(refusal.device)
                        w.key("file")
                        try w.value(refusal.file)
                        w.key("offset")
                        w.value(Int(refusal.offset))
                        w.key("reason")
                        try w.value(refusal.english)
                    }
                }
            }
            try w.array(key: "settled") { w in
                for note in status.settled {
                    try w.object { w in
                        w.key("form")
                        try w.value(note.form)
                        w.key("id")
                        try w.value(note.id)
                        w.key("item")
                        try w.value(note.item)
                        w.key("reason")
                        try w.value(note.english)
                        w.key("reasonEs")
                        try w.value(note.spanish)
                    }
                }
            }
            w.key("syncing")
            w.value(status.folder != nil)
        }
        return w.bytes
    }
}
