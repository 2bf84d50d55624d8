import Glibc

/// Single-step operations on a path that need no descriptor: whether something is there,
/// removing a file, and where a symbolic link points.
public enum PathOperations {
    /// Whether `path` names anything, following links (a dangling link counts as nothing).
    public static func exists(_ path: String) -> Bool {
        (try? FileStatus.of(path, followLinks: true)) != nil
    }

    /// Whether `path` names something this process may run (`access(X_OK)`): where the photo
    /// helper is installed.
    public static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Whether this process may write to `path` (`access(W_OK)`): whether journald's socket
    /// takes entries, asked once when the daemon starts.
    public static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// Sets the permission bits of the regular file at `path`; anything else there (a link
    /// above all, which `chmod` would follow) is left alone and refused.
    public static func setPermissions(_ path: String, _ mode: UInt32) throws(Errno) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Errno.current }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Errno(EINVAL) }
        guard chmod(path, mode_t(mode)) == 0 else { throw Errno.current }
    }

    /// `unlink(2)`: removes the file or link itself, never what a link points to. Not made
    /// durable; `DurableFiles.remove` is, for files whose absence must survive a crash.
    public static func removeFile(_ path: String) throws(Errno) {
        guard unlink(path) == 0 else { throw Errno.current }
    }

    /// The target of the symbolic link at `path`, nil when it is no link (or cannot be read):
    /// `/etc/localtime` names its zone through it.
    public static func symbolicLinkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!, $0.count - 1) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}
