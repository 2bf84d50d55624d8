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
        l.pick("could not write the output: ", "no se pudo escribir la salida: ") + Self.reason(errno, l)
    }

    /// The reason in the person's language: the usual ones in both, others as the C library
    /// words them.
    static func reason(_ errno: Errno, _ l: Language) -> String {
        switch errno {
        case .noSpace: return l.pick("No space left on device", "no queda espacio en el dispositivo")
        case .quotaExceeded: return l.pick("Disk quota exceeded", "se ha superado la cuota de disco")
        case .fileTooLarge: return l.pick("File too large", "el archivo es demasiado grande")
        case .brokenPipe:
            return l.pick(
                "Broken pipe (the program reading it has closed it)",
                "tubería rota (el programa que la leía la ha cerrado)")
        case .inputOutput: return l.pick("Input/output error", "error de entrada/salida")
        case .badDescriptor:
            return l.pick(
                "Bad file descriptor (standard output is closed)",
                "descriptor no válido (la salida estándar está cerrada)"
            )
        default: return errno.text
        }
    }
}
