import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza screen …`: add, edit, move, remove and list a form's screens. Every
    /// change is checked like the screen editor checks it and saved through
    /// `DefinitionUpdate`, so type changes warn, locked ones are refused and
    /// removals ask first.
    static let screenCommand = CommandGroup.make(
        name: "screen",
        summary: {
            $0.tr(
                "Add, change, reorder and remove a form's screens.")
        },
        subcommands: [
            Subcommand(ScreenAddCommand.self), Subcommand(ScreenEditCommand.self), Subcommand(ScreenMoveCommand.self),
            Subcommand(ScreenRemoveCommand.self), Subcommand(ScreenListCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "TYPE is one of: {0}. SCREEN is a screen's short title, title or id; positions start at 1. Answers are never deleted: a removed screen's answers, or those of an old type or unit, stay stored and show again when a screen with the same id, type and unit exists again.",
                    FieldKind.typeNames.joined(separator: ", ")
                ),
            ]
        })
}

/// One row of `formanza screen list --json`.
struct ScreenListJSON {
    let position: Int
    let id: String
    let title: String
    let shortTitle: String
    let type: String
    let required: Bool
    let highlight: Bool
    let showInProgress: Bool

    init(position: Int, _ screen: Screen) {
        self.position = position
        id = screen.id
        title = screen.title
        shortTitle = screen.displayShortTitle
        type = screen.kind.typeName
        required = screen.required
        highlight = screen.highlight
        showInProgress = screen.showInProgress
    }

    /// Keys in sorted order; every member always there.
    func write(_ w: inout JSONText) throws {
        try w.object { w in
            w.key("highlight")
            w.value(highlight)
            w.key("id")
            try w.value(id)
            w.key("position")
            w.value(position)
            w.key("required")
            w.value(required)
            w.key("shortTitle")
            try w.value(shortTitle)
            w.key("showInProgress")
            w.value(showInProgress)
            w.key("title")
            try w.value(title)
            w.key("type")
            try w.value(type)
        }
    }

    /// `screen list FORM --json`: the screens in order, numbered from 1.
    static func text(_ screens: [Screen]) throws -> [UInt8] {
        var w = JSONText()
        try w.array { w in
            for (index, screen) in screens.enumerated() { try ScreenListJSON(position: index + 1, screen).write(&w) }
        }
        return w.bytes
    }
}
