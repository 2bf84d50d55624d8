import FormanzaBase
import FormanzaCommandLine
import FormanzaModel

extension Command {
    /// `formanza goal …`: a form's goals. A value goal follows a number, slider or duration
    /// screen, or a calculated value that gives a number, toward a target (optionally by a
    /// deadline); a habit goal counts one answer of a yes/no or choice screen, or one range of
    /// a ranges value, on each of N days. Statuses are computed from the records every time
    /// (`formanza goals`); nothing but the definition is stored.
    static let goalCommand = CommandGroup.make(
        name: "goal",
        summary: {
            $0.tr(
                "Add, change and remove a form's goals (value goals and habit goals).")
        },
        subcommands: [
            Subcommand(GoalAddCommand.self), Subcommand(GoalEditCommand.self), Subcommand(GoalRemoveCommand.self),
        ],
        notes: { l in
            [
                "",
                l.tr(
                    "GOAL is a goal's id, or the name of what it follows when only one goal follows it. VALUE and ANSWER are typed as in `formanza answer` (110, 110,5, 1h30; yes, no, an option's value, label or number, a range's value or label). DAY is YYYY-MM-DD, today, yesterday or tomorrow; a start day may lie in the past (the records already saved count) or the future. A habit lasts 1 to 3650 days."
                ),
            ]
        })
}
