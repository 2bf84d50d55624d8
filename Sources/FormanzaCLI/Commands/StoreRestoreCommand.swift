import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `formanza store restore FILE [--yes]`.
struct StoreRestoreCommand: FormanzaCommand {
    static let name = "restore"
    static let usage = "store restore FILE"
    static let options: [any OptionDeclaration] = [CommonOptions.yes]

    static func summary(_ l: Language) -> String {
        l.tr(
            "Replace the store's content with the backup in FILE, keeping the current content as a dated copy beside it."
        )
    }

    let file: String
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        file = try arguments.expect(1, "FILE", arguments.language)[0]
        yes = arguments[CommonOptions.yes]
    }

    func run(_ context: CLIContext) throws {
        let l = context.language
        let store = try context.openStore()
        // Checked before the question, so a file that cannot be restored is refused at once.
        let facts = try StoreFileCheck.verify(file)
        try Confirm.ask(
            l.tr(
                "Replace everything in the store with {0} ({1})? The current content is kept beside the store.", file,
                StoreTally.of(facts.forms, facts.answers, l)
            ), yes: yes, context)
        let kept = try store.nameForContentBeforeRestore(stamp: Command.localStamp(context))
        let outcome = try store.restore(from: file, keepCurrentAt: kept)
        Console.out(
            l.tr(
                "Restored {0}: the store now holds {1}. What it held before is in {2}.", file,
                StoreTally.of(outcome.restored.forms, outcome.restored.answers, l, and: true), outcome.keptCurrent
            ))
    }
}

extension Command {
    /// The local minute now as `2026-12-05T0830`, for the name of the copy a restore keeps.
    static func localStamp(_ context: CLIContext) -> String {
        let local = context.now + Int64(context.zone.offset(atEpochSecond: context.now))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let day = CivilDate(daysSinceEpoch: Int(days))
        let minutes = Int((local - days * 86_400) / 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(day.iso)T\(two(minutes / 60))\(two(minutes % 60))"
    }

    /// One backup as `store backups --json` prints it; `answers` is null for a file that does
    /// not read as a store.
    struct BackupRow: JSONElement {
        let day: String
        let path: String
        let bytes: Int64
        let answers: Int?

        /// Keys in sorted order; `answers` always there.
        func write(_ w: inout JSONText) throws {
            try w.object { w in
                w.key("answers")
                if let answers { w.value(answers) } else { w.null() }
                w.key("bytes")
                w.value(Int(bytes))
                w.key("day")
                try w.value(day)
                w.key("path")
                try w.value(path)
            }
        }
    }
}
