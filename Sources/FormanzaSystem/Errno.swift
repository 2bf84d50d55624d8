import Glibc

/// A failed system call's `errno`, typed, so callers match on it instead of reading a global
/// that the next call overwrites.
public struct Errno: Error, Hashable, Sendable {
    public let code: Int32

    public init(_ code: Int32) {
        self.code = code
    }

    /// The value `errno` holds now.
    static var current: Errno { Errno(errno) }

    public static let noEntry = Errno(ENOENT)
    public static let interrupted = Errno(EINTR)
    public static let tooManyLinks = Errno(ELOOP)
    public static let notDirectory = Errno(ENOTDIR)
    public static let wouldBlock = Errno(EWOULDBLOCK)
    public static let noSpace = Errno(ENOSPC)
    public static let quotaExceeded = Errno(EDQUOT)
    public static let fileTooLarge = Errno(EFBIG)
    public static let brokenPipe = Errno(EPIPE)
    public static let inputOutput = Errno(EIO)
    public static let badDescriptor = Errno(EBADF)

    /// The C library's text, e.g. "Permission denied".
    public var text: String { String(cString: strerror(code)) }
}
