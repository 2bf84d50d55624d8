/// `$XDG_RUNTIME_DIR/formanza`: the open-check-in markers and the running daemon's lock.
///
/// What is found there decides whether due reminders stay silent (a marker of a live check-in)
/// and whether a daemon runs for the store (the lock). Anyone who could write in it could fake
/// either, so every command that reads or writes it checks it here, and all refuse the same
/// folder with the same words: a symbolic link, another user's folder, or one others can write
/// (as ssh refuses such a `~/.ssh`). A folder not there yet is fine to read from (nothing is
/// open, no daemon holds a lock); writers create it 0700.
///
/// `form edit` is the one user that does not come here: it only puts a private copy of a
/// definition beside the others, made anew with `O_EXCL` and 0600, reads nothing another
/// process left there, and falls back to `/tmp` when the folder is not private
/// (`EditorTemporaryFile.privateDirectory`).
public enum RuntimeFolder {
    /// Refuses the folder when it is not this user's private folder; missing is fine.
    public static func check(_ paths: StorePaths) throws {
        try Posix.checkPrivate(paths.runtime)
    }

    /// Creates the folder (0700, parents as `mkdir -p`), or takes the one there after the same
    /// checks as `check`, closing one that others can only read.
    static func make(_ paths: StorePaths) throws {
        try Posix.makeDirectory(paths.runtime)
    }
}
