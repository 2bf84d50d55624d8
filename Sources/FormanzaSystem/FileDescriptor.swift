import Glibc

/// An open file descriptor that closes itself once, when its owner lets go of it.
///
/// Every open here adds `O_CLOEXEC` (nothing leaks into a launched terminal or editor), and
/// reads and writes retry after `EINTR`, so a signal never cuts a file short. Immutable, so it
/// may be kept by a process-wide lock holder (`FileLock`).
public final class FileDescriptor: Sendable {
    public let raw: Int32

    private init(raw: Int32) {
        self.raw = raw
    }

    deinit { Glibc.close(raw) }

    /// `open(2)` of `path`.
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(Errno) -> FileDescriptor {
        let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Errno.current }
        return FileDescriptor(raw: fd)
    }

    /// A descriptor of its own for `raw` (`dup`), so closing it leaves `raw` open (standard
    /// input read by `form import -`).
    public static func duplicate(_ raw: Int32) throws(Errno) -> FileDescriptor {
        let fd = fcntl(raw, F_DUPFD_CLOEXEC, 0)
        guard fd >= 0 else { throw Errno.current }
        return FileDescriptor(raw: fd)
    }

    /// `openat(2)`: `name` inside this directory, never a path the directory does not hold.
    public func open(_ name: String, _ flags: Int32, mode: mode_t = 0o600) throws(Errno) -> FileDescriptor {
        let fd = Glibc.openat(raw, name, flags | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Errno.current }
        return FileDescriptor(raw: fd)
    }

    /// `fstat(2)`: what the descriptor really is, whatever its path said.
    public func status() throws(Errno) -> stat {
        var info = stat()
        guard fstat(raw, &info) == 0 else { throw Errno.current }
        return info
    }

    /// At most `limit` bytes, up to the end of the file; a file that holds more than `limit`
    /// gives `limit + 1` bytes, so the caller can tell it is too large without reading it all.
    public func read(upTo limit: Int) throws(Errno) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while result.count <= limit {
            let wanted = min(buffer.count, limit + 1 - result.count)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(raw, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Errno.current
            }
            if count == 0 { break }
            result += buffer[0..<count]
        }
        return result
    }

    /// All of `bytes`, retrying after interruptions and short writes.
    public func write(_ bytes: [UInt8]) throws(Errno) {
        try FileDescriptor.writeAll(bytes, to: raw)
    }

    /// All of `bytes` to a descriptor this code does not own (a standard stream, a descriptor
    /// a durable write closes itself), retrying after interruptions and short writes.
    static func writeAll(_ bytes: [UInt8], to raw: Int32) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(raw, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Errno.current
            }
            offset += written
        }
    }

    /// `fchmod(2)` on what is open, so a mode is never applied through a symlink.
    public func setMode(_ mode: mode_t) throws(Errno) {
        guard fchmod(raw, mode) == 0 else { throw Errno.current }
    }
}
