import Glibc

/// The private copy of a form's definition that `form edit` hands to an editor: created anew
/// (never an existing file, never through a symlink), readable and writable by this user only,
/// in a directory that is this user's alone when one is at hand.
public enum EditorTemporaryFile {
    /// Why the file could not be made.
    public enum Failure: Error, Equatable {
        /// No new file could be created in the directory.
        case create(directory: String, Errno)
        /// The file was created but its contents could not be written; it is removed again.
        case write(path: String, Errno)
    }

    /// The directory for editor files: `parent/formanza` (made 0700 when missing) when it is a
    /// real directory of this user's that nobody else may write to, else `fallback`. A symlink,
    /// another user's directory or one open to others is passed over, never used or changed.
    public static func privateDirectory(in parent: String, fallback: String) -> String {
        let candidate = parent + "/formanza"
        guard mkdir(candidate, 0o700) == 0 || errno == EEXIST else { return fallback }
        let fd = open(candidate, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return fallback }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o022 == 0 else { return fallback }
        return candidate
    }

    /// Creates `directory/prefix` + six random letters + `suffix` with mode 0600 and
    /// `contents`, and returns its path. The directory's last component is not followed if it
    /// is a symlink, and the file is made with `O_EXCL | O_NOFOLLOW`, so no file that was there
    /// before, or a link planted in its place, is ever written.
    public static func create(
        in directory: String, prefix: String, suffix: String, contents: [UInt8]
    ) throws(Failure) -> String {
        let folder: FileDescriptor
        do {
            folder = try FileDescriptor.open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        } catch {
            throw .create(directory: directory, error)
        }
        var attempts = 0
        while true {
            let name = prefix + randomLetters(6) + suffix
            let file: FileDescriptor
            do {
                file = try folder.open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            } catch {
                attempts += 1
                if error.code == EEXIST && attempts < 100 { continue }
                throw .create(directory: directory, error)
            }
            let path = directory + "/" + name
            do {
                // The mode given to open is narrowed by the umask only; 0600 is set outright.
                try file.setMode(0o600)
                try file.write(contents)
            } catch {
                unlinkat(folder.raw, name, 0)
                throw .write(path: path, error)
            }
            return path
        }
    }

    /// Removes the file at `path`, if it is still there.
    public static func remove(_ path: String) {
        unlink(path)
    }

    private static func randomLetters(_ count: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<count).map { _ in letters.randomElement()! })
    }
}
