import FormanzaCommandLine

extension Command {
    /// `formanza settings [--auto-advance on|off] [--prefill-yes-no on|off]`.
    static let settingsCommand = Command(
        name: "settings", usage: "settings [--auto-advance on|off] [--prefill-yes-no on|off]",
        summary: { $0.pick("Show or change the check-in settings.", "Muestra o cambia los ajustes del registro.") },
        options: { l in
            [
                OptionSpec(
                    name: "auto-advance", value: "on|off",
                    help: l.pick(
                        "move on after a yes/no or single choice",
                        "pasar a la siguiente pregunta tras un Sí/No o una selección única")),
                OptionSpec(
                    name: "prefill-yes-no", value: "on|off",
                    help: l.pick("propose the last Yes/No answer", "precargar la última respuesta Sí/No")),
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
                default: throw CommandError(usage: l.pick("--\(name) wants on or off", "--\(name) espera on u off"))
                }
            }
            if let value = try flag("auto-advance") { settings.autoAdvance = value }
            if let value = try flag("prefill-yes-no") { settings.prefillYesNo = value }
            if args.value("auto-advance") != nil || args.value("prefill-yes-no") != nil {
                try store.saveSettings(settings)
            }
            let on = l.pick("on", "activado")
            let off = l.pick("off", "desactivado")
            Console.out(l.pick("Auto-advance", "Avance automático") + ": " + (settings.autoAdvance ? on : off))
            Console.out(
                l.pick("Prefill Yes/No answers", "Precargar respuestas Sí/No") + ": "
                    + (settings.prefillYesNo ? on : off))
        })
}
