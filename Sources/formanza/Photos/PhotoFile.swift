import FormanzaState
import Glibc

/// The person's file, opened the safe way before anything reads it: without blocking (a FIFO
/// would otherwise wait forever for a writer), and only when it is a regular file. The open
/// descriptor, not the name, is what the helper reads, so the checked file is the stored one.
struct PhotoFile: ~Copyable {
    let descriptor: Int32

    init(path: String) throws(PhotoError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw .missing(path)
            case EISDIR: throw .directory(path)
            default: throw .unreadable(path, reason: String(cString: strerror(code)))
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(path, reason: reason)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            throw kind == S_IFDIR ? .directory(path) : .notRegularFile(path)
        }
        // Regular files never block; reading goes back to normal blocking mode for the helper.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        descriptor = fd
    }

    deinit { close(descriptor) }
}
