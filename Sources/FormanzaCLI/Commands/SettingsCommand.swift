import FormanzaCommandLine
import FormanzaState

/// `formanza settings [--auto-advance on|off] [--prefill-yes-no on|off]`.
struct SettingsCommand: FormanzaCommand {
    static let name = "settings"
    static let usage = "settings [--auto-advance on|off] [--prefill-yes-no on|off]"
    static let options: [any OptionDeclaration] = [autoAdvance, prefillYesNo]

    static func summary(_ l: Language) -> String {
        l.pick("Show or change the check-in settings.", "Muestra o cambia los ajustes del registro.")
    }

    static let autoAdvance = onOff(
        "auto-advance",
        help: { l in
            l.pick(
                "move on after a yes/no or single choice",
                "pasar a la siguiente pregunta tras un Sí/No o una selección única")
        })
    static let prefillYesNo = onOff(
        "prefill-yes-no", help: { l in l.pick("propose the last Yes/No answer", "precargar la última respuesta Sí/No") }
    )

    /// A switch given as on or off (also yes, sí, true; no, false).
    static func onOff(_ name: String, help: @escaping @Sendable (Language) -> String) -> Option<Bool> {
        Option(name, placeholder: "on|off", help: help) { value, name, l in
            switch value.lowercased() {
            case "on", "yes", "sí", "si", "true": return true
            case "off", "no", "false": return false
            default: throw CommandError(usage: l.pick("--\(name) wants on or off", "--\(name) espera on u off"))
            }
        }
    }

    let autoAdvance: Bool?
    let prefillYesNo: Bool?

    init(_ arguments: ParsedArguments) throws {
        try arguments.requireNoPositionals()
        autoAdvance = try arguments[Self.autoAdvance]
        prefillYesNo = try arguments[Self.prefillYesNo]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        var settings = try store.loadSettings()
        if let value = autoAdvance { settings.autoAdvance = value }
        if let value = prefillYesNo { settings.prefillYesNo = value }
        if autoAdvance != nil || prefillYesNo != nil {
            try store.saveSettings(settings)
        }
        let on = l.pick("on", "activado")
        let off = l.pick("off", "desactivado")
        Console.out(l.pick("Auto-advance", "Avance automático") + ": " + (settings.autoAdvance ? on : off))
        Console.out(
            l.pick("Prefill Yes/No answers", "Precargar respuestas Sí/No") + ": "
                + (settings.prefillYesNo ? on : off))
    }
}
