import FormanzaSystem

/// Why a time zone could not be loaded or understood.
///
/// Every failure names the zone (an IANA name, a path or a `TZ` value) and carries why, as
/// data: the programs say it in the reader's language (FormanzaCommandLine's words: "time zone
/// 'Europe/Berlinn': no such zone in /usr/share/zoneinfo"), the daemon's journal in English.
public struct ZoneError: Error, Sendable, Equatable {
    /// The kind of failure, for callers that react differently (the CLI maps `notFound` and
    /// `invalidName` to a refused request, the daemon falls back to UTC and logs).
    public enum Code: String, Sendable, Hashable {
        /// The name contains `..`, a NUL byte, or is empty.
        case invalidName = "invalid-name"
        /// No zone file of that name exists (and, for `TZ`, it is no POSIX rule either).
        case notFound = "not-found"
        /// The file exists but cannot be read (permissions, a directory, an I/O error).
        case unreadable
        /// The file is not a valid TZif file.
        case malformed
        /// A POSIX TZ rule string (a `TZ` value or a TZif footer) is not valid.
        case invalidRule = "invalid-rule"
    }

    /// What was wrong, with what names it.
    public enum Reason: Sendable, Equatable {
        /// Empty, or holding a NUL byte.
        case notAName
        /// A name with `..`, which could reach outside the zone directory.
        case parentInName
        /// No file of that name in the zone directory.
        case noSuchZone(directory: String)
        /// `TZ` that names no zone file in the directory and is no POSIX rule either.
        case neitherZoneNorRule(directory: String)
        /// The system refused to read the file.
        case cannotRead(path: String, Errno)
        /// More than a zone file can hold.
        case tooLarge(path: String)
        case directory(path: String)
        /// A FIFO, a device or a socket.
        case notRegularFile(path: String)
        /// The file's ownership or permissions, as the files check words them.
        case refused(FileRefusal)
        /// An error from below, as it describes itself.
        case other(String)
        /// The file is no valid TZif file.
        case tzif(TZifFault)
        /// A POSIX TZ rule that cannot be read, and the character (from 1) where reading
        /// stopped, nil when the text ended too soon.
        case posixRule(String, character: Int?)
    }

    /// How a TZif file breaks its format.
    public enum TZifFault: Sendable, Equatable {
        case noMagic
        case unknownVersion(UInt8)
        case noLocalTimeTypes
        case inconsistentCounts
        case transitionTypeMissing(Int)
        case localTimeTypeOutOfRange(offset: Int, dstFlag: UInt8)
        case abbreviationOutOfRange
        case transitionsNotAscending
        case footerWithoutLeadingNewline
        case footerWithoutTrailingNewline
        case truncated
    }

    public let code: Code
    /// The zone as the user or the system named it.
    public let zone: String
    public let reason: Reason

    public init(_ code: Code, zone: String, reason: Reason) {
        self.code = code
        self.zone = zone
        self.reason = reason
    }
}
