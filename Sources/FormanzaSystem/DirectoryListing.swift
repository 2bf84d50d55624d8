import Glibc

/// The names in a directory.
public enum DirectoryListing {
    /// The names in the directory at `path` (no `.` or `..`), in the order the file system
    /// gives them; nil when there is no such directory.
    ///
    /// The directory is opened without following a symbolic link (`Errno.tooManyLinks` when
    /// it was one, or when a loop of links stands earlier in the path), so a link planted in place of a store folder never leads the store into
    /// another directory's files.
    public static func names(in path: String) throws(Errno) -> [String]? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let error = Errno.current
            if error == .noEntry { return nil }
            // With O_DIRECTORY the kernel reports a link as "not a directory": tell them apart.
            if error == .notDirectory, (try? FileStatus.of(path, followLinks: false))?.kind == .symbolicLink {
                throw Errno.tooManyLinks
            }
            throw error
        }
        // `fdopendir` owns the descriptor from here on: `closedir` closes it.
        guard let directory = fdopendir(fd) else {
            let error = Errno.current
            close(fd)
            throw error
        }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Errno.current }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
