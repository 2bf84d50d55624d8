import Glibc

/// Who owns the store's directory and who may read it, for `formanza-remind doctor`: a store
/// made by another user (a `sudo formanza` run, say) cannot be written, and one that others can
/// read exposes a person's answers.
public struct StoreOwnership: Sendable, Equatable {
    public let ownerID: UInt32
    public let mode: UInt32
    public let isDirectory: Bool

    /// The directory's owner and permission bits, nil when nothing is there. Never follows a
    /// symbolic link.
    public static func of(_ path: String) -> StoreOwnership? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return StoreOwnership(
            ownerID: info.st_uid, mode: UInt32(info.st_mode & 0o7777),
            isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
    }

    /// Whether the running user owns it.
    public var ownedByMe: Bool { ownerID == getuid() }

    /// Whether anyone but the owner may read or enter it.
    public var openToOthers: Bool { mode & 0o077 != 0 }
}
