import FormanzaCommandLine
import FormanzaState

extension Command {
    /// `formanza settings [--auto-advance on|off] [--prefill-yes-no on|off]`.
    static let settingsCommand = Command(
        name: "settings", usage: "settings [--auto-advance on|off] [--prefill-yes-no on|off]",
        summary: { $0.tr("Show or change the check-in settings.") },
        options: { l in
            [
                OptionSpec(
                    name: "auto-advance", value: "on|off",
                    help: l.tr(
                        "move on after a yes/no or single choice")),
                OptionSpec(
                    name: "prefill-yes-no", value: "on|off",
                    help: l.tr("propose the last Yes/No answer")),
            ]
        },
        run: { args, context in
            try requireNoPositionals(args, context)
            let l = context.language
            let store = try context.openStore()
            var settings = try store.loadSettings()
            func flag(_ name: String) throws -> Bool? {
                guard let value = args.value(name) else { return nil }
                switch value.lowercased() {
                case "on", "yes", "sí", "si", "true": return true
                case "off", "no", "false": return false
                default: throw CommandError(usage: l.tr("--{0} wants on or off", name))
                }
            }
            if let value = try flag("auto-advance") { settings.autoAdvance = value }
            if let value = try flag("prefill-yes-no") { settings.prefillYesNo = value }
            if args.value("auto-advance") != nil || args.value("prefill-yes-no") != nil {
                try store.saveSettings(settings)
            }
            let on = l.tr("on")
            let off = l.tr("off")
            Console.out(l.tr("Auto-advance") + ": " + (settings.autoAdvance ? on : off))
            Console.out(
                l.tr("Prefill Yes/No answers") + ": "
                    + (settings.prefillYesNo ? on : off))
        })
}
