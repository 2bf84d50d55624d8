import FormanzaSystem

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
        guard let status = try? FileStatus.of(path, followLinks: false) else { return nil }
        return StoreOwnership(ownerID: status.owner, mode: status.permissions, isDirectory: status.kind == .directory)
    }

    /// Whether the running user owns it.
    public var ownedByMe: Bool { ownerID == ThisProcess.userID }

    /// Whether anyone but the owner may read or enter it.
    public var openToOthers: Bool { mode & 0o077 != 0 }
}
