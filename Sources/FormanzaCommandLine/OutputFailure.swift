import FormanzaBase
import FormanzaSystem

/// Standard output stopped taking what a command printed: a full disk, a pipe whose reader is
/// gone, a device error, a closed descriptor. The result is cut short, so the command must not
/// end as done: the program says why on stderr and exits with status 1 (`Console.finish`).
public struct OutputFailure: Error, Sendable, Equatable {
    public let errno: Errno

    public init(_ errno: Errno) {
        self.errno = errno
    }
}

extension OutputFailure: UserFacingError {
    public func message(in l: Language) -> String {
        l.tr("could not write the output: ") + Self.reason(errno, l)
    }

    /// The reason in the person's language: the usual ones in both, others as the C library
    /// words them.
    static func reason(_ errno: Errno, _ l: Language) -> String {
        switch errno {
        case .noSpace: return l.tr("No space left on device")
        case .quotaExceeded: return l.tr("Disk quota exceeded")
        case .fileTooLarge: return l.tr("File too large")
        case .brokenPipe:
            return l.tr(
                "Broken pipe (the program reading it has closed it)")
        case .inputOutput: return l.tr("Input/output error")
        case .badDescriptor:
            return l.tr(
                "Bad file descriptor (standard output is closed)"
            )
        default: return errno.text
        }
    }
}
