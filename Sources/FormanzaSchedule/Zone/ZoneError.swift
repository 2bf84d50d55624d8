/// Why a time zone could not be loaded or understood.
///
/// Every failure names the zone (an IANA name, a path or a `TZ` value) and a reason a person can
/// act on, because the daemon logs it and the CLI prints it: "time zone 'Europe/Berlinn': no such
/// zone in /usr/share/zoneinfo".
public struct ZoneError: Error, Sendable, Hashable, CustomStringConvertible {
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

    public let code: Code
    /// The zone as the user or the system named it.
    public let zone: String
    /// What was wrong, in plain words.
    public let reason: String

    public init(_ code: Code, zone: String, reason: String) {
        self.code = code
        self.zone = zone
        self.reason = reason
    }

    /// "time zone 'ZONE': REASON".
    public var message: String { "time zone '\(zone)': \(reason)" }

    public var description: String { message }
}
