import FormanzaSystem

/// The person's file, opened the safe way before anything reads it: without blocking (a FIFO
/// would otherwise wait forever for a writer), and only when it is a regular file. The open
/// descriptor, not the name, is what the helper reads, so the checked file is the stored one.
struct PhotoFile: ~Copyable {
    let file: FileDescriptor
    var descriptor: Int32 { file.raw }

    init(path: String) throws(PhotoError) {
        do {
            file = try HandedFile.openRegular(path)
        } catch {
            switch error {
            case .missing: throw .missing(path)
            case .directory: throw .directory(path)
            case .notRegular: throw .notRegularFile(path)
            case .unreadable(let code): throw .unreadable(path, reason: code.text)
            }
        }
    }
}
