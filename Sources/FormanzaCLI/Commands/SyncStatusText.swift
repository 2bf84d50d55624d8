import FormanzaBase
import FormanzaSchedule
import FormanzaSync

/// `sync status` for a person and for scripts. Names and file names come from other machines:
/// every one is printed escaped, never raw.
enum SyncStatusText {
    static func text(_ status: SyncStatus, _ l: Language) -> String {
        guard let device = status.device, let folder = status.folder else {
            return l.pick(
                "This machine does not sync. Start with: formanza sync setup FOLDER",
                "Esta máquina no se sincroniza. Empieza con: formanza sync setup FOLDER")
        }
        var lines = [
            l.pick("This device: ", "Este dispositivo: ") + "\(shown(status.name)) (\(device))",
            l.pick("Folder: ", "Carpeta: ") + shown(folder, limit: 200),
        ]
        if let problem = status.folderProblem {
            lines.append(problemText(problem, folder: folder, l))
        }
        if status.pending > 0 {
            lines.append(
                status.pending == 1
                    ? l.pick("1 change not yet written to the folder", "1 cambio aún sin escribir en la carpeta")
                    : l.pick(
                        "\(status.pending) changes not yet written to the folder",
                        "\(status.pending) cambios aún sin escribir en la carpeta"))
        }
        lines.append("")
        if status.devices.isEmpty {
            lines.append(l.pick("No other device seen yet.", "Aún no se ha visto ningún otro dispositivo."))
        } else {
            lines.append(l.pick("Other devices:", "Otros dispositivos:"))
            for other in status.devices {
                let latest = other.latestChange.map(time) ?? l.pick("nothing yet", "nada aún")
                let merged = other.mergedAt.map(time) ?? l.pick("never", "nunca")
                lines.append(
                    "  \(shown(other.name)) (\(other.id)): "
                        + l.pick(
                            "latest change \(latest), merged here \(merged)",
                            "último cambio \(latest), combinado aquí \(merged)"))
            }
        }
        if !status.refusals.isEmpty {
            lines += ["", l.pick("Refused (latest first):", "Rechazado (lo más reciente primero):")]
            for refusal in status.refusals {
                let place = shown("devices/\(refusal.device)/\(refusal.file)", limit: 120)
                lines.append(
                    "  \(place) "
                        + l.pick("at byte \(refusal.offset): ", "en el byte \(refusal.offset): ")
                        + shown(l.pick(refusal.english, refusal.spanish), limit: 300))
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
            l.pick(
                "Settled while merging (the same on every device):",
                "Resuelto al combinar (igual en todos los dispositivos):"),
        ]
        for note in settled {
            let what: String
            switch note.item {
            case "screen": what = l.pick("screen", "pantalla")
            case "calculated": what = l.pick("calculated value", "valor calculado")
            case "goal": what = l.pick("goal", "objetivo")
            default: what = l.pick("form", "formulario")
            }
            let place =
                note.item == "form"
                ? l.pick("form ", "formulario ") + shown(note.form)
                : l.pick("form ", "formulario ") + shown(note.form) + ", " + what + " " + shown(note.id)
            lines.append("  \(place): " + shown(l.pick(note.english, note.spanish), limit: 300))
        }
        return lines
    }

    /// The folder's problem in a sentence: what is wrong and what to do.
    static func problemText(_ problem: SyncFolderProblem, folder: String, _ l: Language) -> String {
        let place = shown(folder, limit: 200)
        switch problem {
        case .missing:
            return l.pick(
                "The sync folder \(place) is missing (a disk not mounted, or the folder was removed); nothing is merged or written until it is back. Changes wait here.",
                "Falta la carpeta de sincronización \(place) (un disco sin montar, o se borró la carpeta); no se combina ni se escribe nada hasta que vuelva. Los cambios esperan aquí."
            )
        case .unreadable(let reason):
            let why = shown(reason, limit: 120)
            return l.pick(
                "The sync folder \(place) cannot be read (\(why)); nothing is merged or written until it can. Changes wait here.",
                "No se puede leer la carpeta de sincronización \(place) (\(why)); no se combina ni se escribe nada hasta que se pueda. Los cambios esperan aquí."
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
