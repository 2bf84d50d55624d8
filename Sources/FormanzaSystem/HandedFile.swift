import Glibc

/// A file the person names for the program to read (a photo to store), opened the safe way
/// before anything reads it: links are followed (the name is theirs to give), but the open never
/// blocks (a FIFO would otherwise wait forever for a writer) and only a regular file is kept.
/// The open descriptor, not the name, is what gets read, so the checked file is the one used.
public enum HandedFile {
    /// Why the file was not opened.
    public enum Refusal: Error, Equatable, Sendable {
        case missing
        case directory
        /// A FIFO, a device or a socket.
        case notRegular
        case unreadable(Errno)
    }

    /// The regular file at `path`, open for reading in blocking mode again (regular files
    /// never block; the reader expects a normal descriptor).
    public static func openRegular(_ path: String) throws(Refusal) -> FileDescriptor {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        } catch {
            switch error.code {
            case ENOENT, ENOTDIR: throw .missing
            case EISDIR: throw .directory
            default: throw .unreadable(error)
            }
        }
        let info: stat
        do { info = try file.status() } catch { throw .unreadable(error) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory
        default: throw .notRegular
        }
        _ = fcntl(file.raw, F_SETFL, fcntl(file.raw, F_GETFL) & ~O_NONBLOCK)
        return file
    }
}
