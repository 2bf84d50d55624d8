import CSQLite

/// SQLite's online backup between two open connections: a copy of a whole database that reads
/// a consistent snapshot of the source while other connections keep using it.
extension Connection {
    /// Copies this database over `target`'s, replacing all of its content.
    ///
    /// With `pagesPerStep` nil the copy is one step, under both databases' locks at once:
    /// every other connection to `target` sees the old content or the new, never a mix (what a
    /// restore needs). With a number of pages, the source's read lock is let go between steps
    /// and `pauseMilliseconds` is slept there, so a long copy never holds anyone up for more
    /// than one step; a source written meanwhile makes SQLite start over from a fresh snapshot.
    public func backup(into target: Connection, pagesPerStep: Int32? = nil, pauseMilliseconds: Int32 = 0) throws {
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw target.error(sqlite3_errcode(target.handle))
        }
        var code: Int32
        // A lock still held after the busy timeout (which a step waits first) is retried a few
        // times, then reported: the copy never waits forever on another process.
        var busyRetries = 0
        repeat {
            code = sqlite3_backup_step(backup, pagesPerStep ?? -1)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED {
                busyRetries += 1
                if busyRetries > 50 { break }
                sqlite3_sleep(20)
            } else if code == SQLITE_OK && pauseMilliseconds > 0 {
                sqlite3_sleep(pauseMilliseconds)
            }
        } while code == SQLITE_OK || code == SQLITE_BUSY || code == SQLITE_LOCKED
        let finish = sqlite3_backup_finish(backup)
        if code != SQLITE_DONE { throw target.error(code) }
        try target.check(finish)
    }

    /// `path` as the path part of a `file:` URI: every byte but letters, digits and `/._-~`
    /// percent-encoded, so `?`, `#` and `%` in a file name stay part of the name.
    static func uriEscaped(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "-"), UInt8(ascii: "~"):
                escaped.append(Character(Unicode.Scalar(byte)))
            default:
                escaped += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xf)])
            }
        }
        return escaped
    }
}
