import FormanzaBase

/// A command that did not do what it was asked, with the exit status it ends the program with.
///
/// Both programs share one contract (formanza(1), EXIT STATUS): 0 done, 1 refused (validation, not
/// found), 2 a mistake in how the command was called, 130 a check-in left with Ctrl-C. Carrying
/// the status in the error, instead of in a type per status, leaves one place that maps failures
/// to statuses: `CommandError.report`.
public struct CommandError: Error, Sendable {
    /// What to print on stderr, or nil when there is nothing to say (Ctrl-C: what was saved is
    /// already on the screen).
    public let message: String?
    public let status: Int32

    public init(message: String?, status: Int32) {
        self.message = message
        self.status = status
    }

    /// A mistake in how a command was called: an unknown option, a missing value. Exit status 2.
    public init(usage message: String) { self.init(message: message, status: 2) }

    /// A request refused (validation, not found, cancelled): exit status 1.
    public init(refused message: String) { self.init(message: message, status: 1) }

    /// A check-in left with Ctrl-C: 130 (128 + SIGINT), the way an interrupted program tells its
    /// caller, once the terminal is restored.
    public static let interrupted = CommandError(message: nil, status: 130)

    /// The text a person reads for any error: a command's own message, a model error in their
    /// language, else the error's description.
    public static func message(of error: any Error, language l: Language) -> String? {
        switch error {
        case let failure as CommandError: return failure.message
        case let userFacing as any UserFacingError: return userFacing.message(in: l)
        default: return "\(error)"
        }
    }

    /// Prints the error on stderr (`PROGRAM: error: …`) and returns the status the program exits
    /// with: the command's own, else 1 (a refused request). A failed stdout (`OutputFailure`,
    /// thrown by `Console.checkOutput`) is left for `Console.finish` to say, once.
    public static func report(_ error: any Error, language l: Language) -> Int32 {
        if error is OutputFailure { return 1 }
        if let message = message(of: error, language: l) { Console.error(message, language: l) }
        return (error as? CommandError)?.status ?? 1
    }
}
