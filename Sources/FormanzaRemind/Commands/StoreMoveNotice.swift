import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
import FormanzaState

/// `plan` and `doctor` only read the store, but a store still in the file layout of earlier
/// versions is moved into the database when they open it: `Store.existing` migrates it, since
/// the planner reads the store through the database alone and a second reader of the old layout
/// would be a second copy of every rule about it. Moving it changes the person's files, so it is
/// never silent: one line on stderr says so before it happens.
enum StoreMoveNotice {
    static func sayIfMoving(_ paths: StorePaths, _ l: Language) {
        guard Store.hasOldFileLayout(paths: paths) else { return }
        Console.warn(
            l.tr(
                "the store at {0} is in the file layout of an earlier version: moving it into the database (store.db) now; the old files are kept in file-store-backup-YYYY-MM-DD there",
                paths.root
            ), language: l)
    }
}
