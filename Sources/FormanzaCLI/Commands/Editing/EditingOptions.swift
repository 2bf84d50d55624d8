import FormanzaCommandLine
import FormanzaState

/// The options of `screen add` and `screen edit`, declared once; `--help`, the completions and
/// the commands read these same constants.
enum ScreenOptions {
    static let typeToAdd = Option<String>(
        "type", placeholder: "TYPE",
        help: { l in l.pick("the field type (required)", "el tipo de campo (obligatorio)") })
    static let typeToEdit = Option<String>(
        "type", placeholder: "TYPE",
        help: { l in
            l.pick(
                "change the type (earlier answers are hidden, not deleted)",
                "cambia el tipo (las respuestas anteriores se ocultan, no se borran)")
        })
    static let title = Option<String>(
        "title", placeholder: "TEXT",
        help: { l in l.pick("the title, 1 to 60 characters", "el título, de 1 a 60 caracteres") })
    static let short = Option<String>(
        "short", placeholder: "TEXT",
        help: { l in
            l.pick(
                "the short title, up to 24 (empty: from the title)",
                "el título corto, hasta 24 caracteres (vacío: se toma del título)")
        })
    static let required = Flag("required") { l in
        l.pick("must be answered before saving", "hay que responderla para guardar")
    }
    static let optional = Flag("optional") { l in l.pick("no longer required", "deja de ser obligatoria") }
    static let highlight = Flag("highlight") { l in
        l.pick("number: the value shown large in the summary", "número: el valor destacado en el resumen")
    }
    static let noHighlight = Flag("no-highlight") { l in l.pick("not highlighted", "sin destacar") }
    static let prefill = Flag("prefill") { l in l.pick("reuse the last answer", "precargar la última respuesta") }
    static let noPrefill = Flag("no-prefill") { l in
        l.pick("do not reuse the last answer", "no precargar la última respuesta")
    }
    static let showInProgress = Flag("show-in-progress") { l in
        l.pick("show its Progress card", "mostrar su tarjeta en Progreso")
    }
    static let hideInProgress = Flag("hide-in-progress") { l in
        l.pick("hide its Progress card", "ocultar su tarjeta en Progreso")
    }
    static let at = Option<Int>.wholeNumber(
        "at", placeholder: "N", help: { l in l.pick("the position, from 1", "la posición, desde 1") })
    static let to = Option<Int>.wholeNumber(
        "to", placeholder: "N", help: { l in l.pick("the new position, from 1", "la nueva posición, desde 1") })

    /// The options both take, in the order the help lists them; `editing` adds the ones that
    /// undo a setting.
    static func common(editing: Bool) -> [any OptionDeclaration] {
        var options: [any OptionDeclaration] = [editing ? typeToEdit : typeToAdd, title, short, required]
        if editing { options.append(optional) }
        options += [highlight, noHighlight]
        if editing { options.append(prefill) }
        options.append(noPrefill)
        if editing { options.append(showInProgress) }
        options.append(hideInProgress)
        return options
    }

    /// A pair of opposite flags: the first true, the second false, neither nil; both is a
    /// usage error.
    static func pair(_ arguments: ParsedArguments, _ onFlag: Flag, _ offFlag: Flag, _ l: Language) throws -> Bool? {
        let (on, off) = (onFlag.name, offFlag.name)
        if arguments[onFlag] && arguments[offFlag] {
            throw CommandError(
                usage: l.pick(
                    "--\(on) and --\(off) contradict each other",
                    "--\(on) y --\(off) se contradicen"))
        }
        return arguments[onFlag] ? true : arguments[offFlag] ? false : nil
    }

    /// `--highlight` true, `--no-highlight` false, neither nil; both is a usage error.
    static func highlightChoice(_ arguments: ParsedArguments, _ l: Language) throws -> Bool? {
        try pair(arguments, highlight, noHighlight, l)
    }
}

/// The options of `calc add` and `calc edit`.
enum CalcOptions {
    static let title = Option<String>(
        "title", placeholder: "TEXT",
        help: { l in l.pick("the title, 1 to 60 characters", "el título, de 1 a 60 caracteres") })
    static let formula = Option<String>(
        "formula", placeholder: "EXPR",
        help: { l in
            l.pick("a formula, e.g. \"Weight / (Height ^ 2)\"", "una fórmula, p. ej. \"Peso / (Altura ^ 2)\"")
        })
    static let unit = Option<String>(
        "unit", placeholder: "UNIT",
        help: { l in l.pick("a formula's unit (free text)", "la unidad de una fórmula (texto libre)") })
    static let decimals = Option<Int>.wholeNumber(
        "decimals", placeholder: "0-3",
        help: { l in l.pick("a formula's decimals (default 1)", "los decimales de una fórmula (1 por defecto)") })
    static let age = Option<String>(
        "age", placeholder: "DATA",
        help: { l in l.pick("whole years since a date data value", "años cumplidos desde un dato de fecha") })
    static let ranges = Option<String>(
        "ranges", placeholder: "SOURCE",
        help: { l in
            l.pick(
                "classify a number screen or calculated value into BANDs",
                "clasifica una pantalla numérica o un valor calculado en BANDs")
        })
    static let preset = Option<String>(
        "preset", placeholder: "clothing-sizes",
        help: { l in
            l.pick("ranges: the clothing sizes by weight (M to 4XL)", "rangos: las tallas por peso (de M a 4XL)")
        })

    static let all: [any OptionDeclaration] = [title, formula, unit, decimals, age, ranges, preset]
}

/// The options of `goal add` and `goal edit`.
enum GoalOptions {
    static let screen = Option<String>(
        "screen", placeholder: "SCREEN",
        help: { l in l.pick("the screen the goal follows", "la pantalla que sigue el objetivo") })
    static let calc = Option<String>(
        "calc", placeholder: "NAME",
        help: { l in l.pick("the calculated value the goal follows", "el valor calculado que sigue el objetivo") })
    static let target = Option<String>(
        "target", placeholder: "VALUE",
        help: { l in
            l.pick(
                "a value goal's target, inside the screen's range",
                "la meta de un objetivo de valor, dentro del rango de la pantalla")
        })
    static let deadline = Option<String>(
        "deadline", placeholder: "DAY",
        help: { l in l.pick("a value goal's last day (optional)", "el último día de un objetivo de valor (opcional)") })
    static let noDeadline = Flag("no-deadline") { l in l.pick("remove the deadline", "quita la fecha límite") }
    static let habit = Option<String>(
        "habit", placeholder: "ANSWER",
        help: { l in
            l.pick("a habit goal's answer to count each day", "la respuesta que cuenta cada día un objetivo de hábito")
        })
    static let days = Option<Int>.wholeNumber(
        "days", placeholder: "N",
        help: { l in
            l.pick(
                "a habit goal's number of days, 1 to 3650",
                "el número de días de un objetivo de hábito, de 1 a 3650")
        })
    static let start = Option<String>(
        "start", placeholder: "DAY",
        help: { l in l.pick("the start day (default today)", "el día de inicio (hoy por defecto)") })

    /// In the order the help lists them; `editing` adds `--no-deadline`.
    static func all(editing: Bool) -> [any OptionDeclaration] {
        var options: [any OptionDeclaration] = [screen, calc, target, deadline]
        if editing { options.append(noDeadline) }
        return options + [habit, days, start]
    }
}

/// The options of `data set`.
enum DataOptions {
    static let unit = Option<String>(
        "unit", placeholder: "UNIT",
        help: { l in
            l.pick(
                "a number's unit (free text; kept when left out)",
                "la unidad de un número (texto libre; se conserva si se omite)")
        })
    static let date = Option<String>(
        "date", placeholder: "YYYY-MM-DD",
        help: { l in
            l.pick("a date instead of a number (for ages)", "una fecha en lugar de un número (para edades)")
        })
}

extension KindOption {
    /// Its declaration: a flag, or an option whose value is read as text.
    var declaration: any OptionDeclaration { valueName == nil ? flag : text }
    var flag: Flag { Flag(rawValue) { help($0) } }
    var text: Option<String> { Option(rawValue, placeholder: valueName ?? "", help: { help($0) }) }
    var wholeNumber: Option<Int> { .wholeNumber(rawValue, placeholder: valueName ?? "", help: { help($0) }) }
    var number: Option<Double> { .number(rawValue, placeholder: valueName ?? "", help: { help($0) }) }
}
