import FormanzaBase
import FormanzaSystem

/// Finds and reads time zones on this system: the only file access in FormanzaSchedule.
///
/// Zones come from the same tzdata as the rest of the OS (`$TZDIR`, else `/usr/share/zoneinfo`),
/// read afresh on every call, so the daemon picks up a changed `/etc/localtime` or an updated
/// tzdata package by simply loading again (no cache to invalidate, unlike Foundation's).
public struct ZoneLoader: Sendable {
    public static let defaultDirectory = "/usr/share/zoneinfo"

    /// Where IANA names are looked up.
    public let directory: String
    /// The system zone file (`/etc/localtime`), used when `TZ` is unset.
    public let localtimePath: String
    /// Debian's `/etc/timezone`, consulted for a name only when `/etc/localtime` is a copy
    /// rather than a symlink.
    public let timezoneNamePath: String

    public init(
        directory: String = ZoneLoader.defaultDirectory, localtimePath: String = "/etc/localtime",
        timezoneNamePath: String = "/etc/timezone"
    ) {
        self.directory = directory
        self.localtimePath = localtimePath
        self.timezoneNamePath = timezoneNamePath
    }

    /// A loader that honours `TZDIR` (as glibc does) in the given environment.
    public init(environment: [String: String]) {
        let tzdir = environment["TZDIR"] ?? ""
        self.init(directory: tzdir.isEmpty ? ZoneLoader.defaultDirectory : tzdir)
    }

    /// The zone named `identifier`: an IANA name under `directory`, or an absolute path to a
    /// TZif file. Names containing `..` are refused, so a `--tz` value cannot reach outside the
    /// zone directory by accident.
    public func load(identifier: String) throws(ZoneError) -> ZoneRules {
        guard !identifier.isEmpty, !identifier.utf8.contains(0) else {
            throw ZoneError(.invalidName, zone: identifier, reason: .notAName)
        }
        guard !identifier.contains("..") else {
            throw ZoneError(.invalidName, zone: identifier, reason: .parentInName)
        }
        let isPath = identifier.hasPrefix("/")
        let path = isPath ? identifier : directory + "/" + identifier
        let bytes: [UInt8]
        do {
            bytes = try Self.readFile(path, zone: identifier)
        } catch let error where error.code == .notFound && !isPath {
            throw ZoneError(.notFound, zone: identifier, reason: .noSuchZone(directory: directory))
        }
        return try ZoneRules(tzif: bytes, identifier: isPath ? Self.zoneName(fromPath: path) : identifier)
    }

    /// The system's zone, as glibc would choose it from `TZ`: unset → `/etc/localtime`
    /// (UTC when that is missing); empty → UTC; `:NAME` or `NAME` → that zone file; an absolute
    /// path → that file; anything else that is no zone file → a POSIX rule such as
    /// `CET-1CEST,M3.5.0,M10.5.0/3`. Unlike glibc, a `TZ` that is neither is an error rather than
    /// silent UTC, so a typo does not shift every reminder unnoticed.
    public func system(environment: [String: String]) throws(ZoneError) -> ZoneRules {
        guard let tz = environment["TZ"] else { return try localtime() }
        if tz.isEmpty { return .utc }
        if tz.hasPrefix(":") {
            let name = String(tz.dropFirst())
            return name.isEmpty ? try localtime() : try load(identifier: name)
        }
        do {
            return try load(identifier: tz)
        } catch let error where error.code == .notFound && !tz.hasPrefix("/") {
            guard let rule = try? ZoneRules(posixRule: tz) else {
                throw ZoneError(
                    .notFound, zone: tz,
                    reason: .neitherZoneNorRule(directory: directory))
            }
            return rule
        }
    }

    /// `/etc/localtime`, named after its symlink target when it is one.
    private func localtime() throws(ZoneError) -> ZoneRules {
        let bytes: [UInt8]
        do {
            bytes = try Self.readFile(localtimePath, zone: localtimePath)
        } catch let error where error.code == .notFound {
            return .utc
        }
        return try ZoneRules(tzif: bytes, identifier: localtimeName(bytes: bytes))
    }

    private func localtimeName(bytes: [UInt8]) -> String {
        if let target = PathOperations.symbolicLinkTarget(localtimePath) { return Self.zoneName(fromPath: target) }
        if let text = try? Self.readFile(timezoneNamePath, zone: timezoneNamePath),
            let line = String(decoding: text, as: UTF8.self).split(separator: "\n").first
        {
            let name = String(line.filter { $0 != " " && $0 != "\t" && $0 != "\r" })
            if let named = try? Self.readFile(directory + "/" + name, zone: name),
                !name.contains(".."), named == bytes
            {
                return name
            }
        }
        return localtimePath
    }

    /// `…/zoneinfo/Europe/Berlin` → `Europe/Berlin`; other paths stay as they are.
    static func zoneName(fromPath path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let marker = parts.lastIndex(of: "zoneinfo"), marker + 1 < parts.count else { return path }
        return parts[(marker + 1)...].joined(separator: "/")
    }

    /// The whole file, or a `notFound` / `unreadable` error naming the reason. Through
    /// `OwnedFiles`: links are followed (`/etc/localtime` is one), but a FIFO or a device is
    /// refused without blocking, and nothing beyond 4 MiB is read.
    static func readFile(_ path: String, zone: String) throws(ZoneError) -> [UInt8] {
        do {
            guard let bytes = try OwnedFiles.readRegular(path, limit: 4 << 20, followLinks: true) else {
                throw ZoneError(.notFound, zone: zone, reason: .cannotRead(path: path, .noEntry))
            }
            return bytes
        } catch let refusal as FileRefusal {
            switch refusal.problem {
            case .system(_, let error): throw failure(error, path: path, zone: zone)
            case .tooLarge: throw ZoneError(.malformed, zone: zone, reason: .tooLarge(path: path))
            case .notRegular:
                let isDirectory = (try? FileStatus.of(path, followLinks: true))?.kind == .directory
                throw ZoneError(
                    .unreadable, zone: zone,
                    reason: isDirectory ? .directory(path: path) : .notRegularFile(path: path))
            default: throw ZoneError(.unreadable, zone: zone, reason: .refused(refusal))
            }
        } catch let error as ZoneError {
            throw error
        } catch {
            throw ZoneError(.unreadable, zone: zone, reason: .other("\(error)"))
        }
    }

    private static func failure(_ error: Errno, path: String, zone: String) -> ZoneError {
        let kind: ZoneError.Code = error == .noEntry || error == .notDirectory ? .notFound : .unreadable
        return ZoneError(kind, zone: zone, reason: .cannotRead(path: path, error))
    }
}
