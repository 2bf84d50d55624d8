import Glibc

/// What `stat(2)` says about a path, as the few Swift fields callers read, so no caller needs
/// libc's `stat` structure or its mode bit masks.
public struct FileStatus: Sendable, Equatable {
    /// The kind of entry: the store refuses anything but regular files and directories.
    public enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown
    }

    public let kind: Kind
    /// Permission bits with set-id and sticky bits (`mode & 0o7777`).
    public let permissions: UInt32
    public let owner: UInt32
    public let size: Int64
    /// Device and inode: together they tell one file from another that later took its path.
    public let device: UInt64
    public let inode: UInt64

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .unknown
        }
        permissions = UInt32(info.st_mode & 0o7777)
        owner = info.st_uid
        size = Int64(info.st_size)
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The entry at `path`: with `followLinks` false (`lstat`) a symbolic link is reported as
    /// one, never as what it points to, which is how the store looks at its own entries.
    public static func of(_ path: String, followLinks: Bool) throws(Errno) -> FileStatus {
        var info = stat()
        let result = followLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { throw Errno.current }
        return FileStatus(info)
    }
}
