import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// The options of `screen add` and `screen edit`, declared once; `--help`, the completions and
/// the commands read these same constants.
enum ScreenOptions {
    static let typeToAdd = Option<String>(
        "type", placeholder: "TYPE",
        help: { l in l.tr("the field type (required)") })
    static let typeToEdit = Option<String>(
        "type", placeholder: "TYPE",
        help: { l in
            l.tr(
                "change the type (earlier answers are hidden, not deleted)")
        })
    static let title = Option<String>(
        "title", placeholder: "TEXT",
        help: { l in l.tr("the title, 1 to 60 characters") })
    static let short = Option<String>(
        "short", placeholder: "TEXT",
        help: { l in
            l.tr(
                "the short title, up to 24 (empty: from the title)")
        })
    static let required = Flag("required") { l in
        l.tr("must be answered before saving")
    }
    static let optional = Flag("optional") { l in l.tr("no longer required") }
    static let highlight = Flag("highlight") { l in
        l.tr("number: the value shown large in the summary")
    }
    static let noHighlight = Flag("no-highlight") { l in l.tr("not highlighted") }
    static let prefill = Flag("prefill") { l in l.tr("reuse the last answer") }
    static let noPrefill = Flag("no-prefill") { l in
        l.tr("do not reuse the last answer")
    }
    static let showInProgress = Flag("show-in-progress") { l in
        l.tr("show its Progress card")
    }
    static let hideInProgress = Flag("hide-in-progress") { l in
        l.tr("hide its Progress card")
    }
    static let at = Option<Int>.wholeNumber(
        "at", placeholder: "N", help: { l in l.tr("the position, from 1") })
    static let to = Option<Int>.wholeNumber(
        "to", placeholder: "N", help: { l in l.tr("the new position, from 1") })

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
                usage: l.tr(
                    "--{0} and --{1} contradict each other", on, off))
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
        help: { l in l.tr("the title, 1 to 60 characters") })
    static let formula = Option<String>(
        "formula", placeholder: "EXPR",
        help: { l in
            l.tr("a formula, e.g. \"Weight / (Height ^ 2)\"")
        })
    static let unit = Option<String>(
        "unit", placeholder: "UNIT",
        help: { l in l.tr("a formula's unit (free text)") })
    static let decimals = Option<Int>.wholeNumber(
        "decimals", placeholder: "0-3",
        help: { l in l.tr("a formula's decimals (default 1)") })
    static let age = Option<String>(
        "age", placeholder: "DATA",
        help: { l in l.tr("whole years since a date data value") })
    static let ranges = Option<String>(
        "ranges", placeholder: "SOURCE",
        help: { l in
            l.tr(
                "classify a number screen or calculated value into BANDs")
        })
    static let preset = Option<String>(
        "preset", placeholder: "clothing-sizes",
        help: { l in
            l.tr("ranges: the clothing sizes by weight (M to 4XL)")
        })

    static let all: [any OptionDeclaration] = [title, formula, unit, decimals, age, ranges, preset]
}

/// The options of `goal add` and `goal edit`.
enum GoalOptions {
    static let screen = Option<String>(
        "screen", placeholder: "SCREEN",
        help: { l in l.tr("the screen the goal follows") })
    static let calc = Option<String>(
        "calc", placeholder: "NAME",
        help: { l in l.tr("the calculated value the goal follows") })
    static let target = Option<String>(
        "target", placeholder: "VALUE",
        help: { l in
            l.tr(
                "a value goal's target, inside the screen's range")
        })
    static let deadline = Option<GoalDay>(
        "deadline", placeholder: "DAY",
        help: { l in l.tr("a value goal's last day (optional)") }, convert: GoalDay.init)
    static let noDeadline = Flag("no-deadline") { l in l.tr("remove the deadline") }
    static let habit = Option<String>(
        "habit", placeholder: "ANSWER",
        help: { l in
            l.tr("a habit goal's answer to count each day")
        })
    static let days = Option<Int>.wholeNumber(
        "days", placeholder: "N",
        help: { l in
            l.tr(
                "a habit goal's number of days, 1 to 3650")
        })
    static let start = Option<GoalDay>(
        "start", placeholder: "DAY",
        help: { l in l.tr("the start day (default today)") }, convert: GoalDay.init)

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
            l.tr(
                "a number's unit (free text; kept when left out)")
        })
    static let date = Option<CivilDate>(
        "date", placeholder: "YYYY-MM-DD",
        help: { l in
            l.tr("a date instead of a number (for ages)")
        },
        convert: { text, _, l in
            guard let date = CivilDate(iso: text) else {
                throw CommandError(
                    usage: l.tr(
                        "--date wants YYYY-MM-DD, not \"{0}\"", text
                    ))
            }
            return date
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
