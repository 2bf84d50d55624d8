/// Which step of a file operation failed, on which path, and why: a durable write takes
/// several system calls on two paths (a temporary file and its target), and the message must
/// name the one that failed.
public struct FileOperationFailure: Error, Sendable, Equatable {
    public let path: String
    /// The system call, as people see it in messages: "open", "write", "fsync", "rename", ….
    public let operation: String
    public let errno: Errno

    public init(path: String, operation: String, errno: Errno) {
        self.path = path
        self.operation = operation
        self.errno = errno
    }
}
