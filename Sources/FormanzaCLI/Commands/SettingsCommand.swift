import FormanzaBase
import FormanzaCommandLine

/// `formanza settings [--auto-advance on|off] [--prefill-yes-no on|off]`.
struct SettingsCommand: FormanzaCommand {
    static let name = "settings"
    static let usage = "settings [--auto-advance on|off] [--prefill-yes-no on|off]"
    static let options: [any OptionDeclaration] = [autoAdvance, prefillYesNo]

    static func summary(_ l: Language) -> String {
        l.tr("Show or change the check-in settings.")
    }

    static let autoAdvance = onOff(
        "auto-advance",
        help: { l in
            l.tr(
                "move on after a yes/no or single choice")
        })
    static let prefillYesNo = onOff(
        "prefill-yes-no", help: { l in l.tr("propose the last Yes/No answer") }
    )

    /// A switch given as on or off (also yes, sí, true; no, false).
    static func onOff(_ name: String, help: @escaping @Sendable (Language) -> String) -> Option<Bool> {
        Option(name, placeholder: "on|off", help: help) { value, name, l in
            switch value.lowercased() {
            case "on", "yes", "sí", "si", "true": return true
            case "off", "no", "false": return false
            default: throw CommandError(usage: l.tr("--{0} wants on or off", name))
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
        let on = l.tr("on")
        let off = l.tr("off")
        Console.out(l.tr("Auto-advance") + ": " + (settings.autoAdvance ? on : off))
        Console.out(
            l.tr("Prefill Yes/No answers") + ": "
                + (settings.prefillYesNo ? on : off))
    }
}
