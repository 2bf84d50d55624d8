import Glibc

/// What an inotify watch asks for and what a record reports (`IN_*` bits).
public struct InotifyMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let modify = InotifyMask(rawValue: UInt32(IN_MODIFY))
    public static let attributes = InotifyMask(rawValue: UInt32(IN_ATTRIB))
    public static let closeWrite = InotifyMask(rawValue: UInt32(IN_CLOSE_WRITE))
    public static let movedFrom = InotifyMask(rawValue: UInt32(IN_MOVED_FROM))
    public static let movedTo = InotifyMask(rawValue: UInt32(IN_MOVED_TO))
    public static let create = InotifyMask(rawValue: UInt32(IN_CREATE))
    public static let delete = InotifyMask(rawValue: UInt32(IN_DELETE))
    public static let deleteSelf = InotifyMask(rawValue: UInt32(IN_DELETE_SELF))
    public static let moveSelf = InotifyMask(rawValue: UInt32(IN_MOVE_SELF))
    /// Only watch the path if it is a directory.
    public static let onlyDirectory = InotifyMask(rawValue: UInt32(IN_ONLYDIR))
    /// Do not follow a symbolic link given as the path.
    public static let dontFollow = InotifyMask(rawValue: UInt32(IN_DONT_FOLLOW))
    /// Reported: the watch is gone (path deleted, unmounted or unwatched).
    public static let ignored = InotifyMask(rawValue: UInt32(IN_IGNORED))
    /// Reported: the kernel queue overflowed, events were lost; rescan everything.
    public static let queueOverflow = InotifyMask(rawValue: UInt32(IN_Q_OVERFLOW))
    /// Reported: the subject of the event is a directory.
    public static let isDirectory = InotifyMask(rawValue: UInt32(IN_ISDIR))

    /// What a directory of files that are replaced atomically (write temp, rename) needs: new,
    /// renamed-in, rewritten and removed entries, and the directory itself going away.
    public static let directoryContents: InotifyMask = [
        .create, .closeWrite, .movedTo, .movedFrom, .delete, .deleteSelf, .moveSelf,
    ]
}

/// One change the kernel queued, as read from the descriptor.
public struct InotifyRecord: Equatable, Sendable {
    /// The watch it belongs to, as `addWatch` returned it (-1 for a queue overflow).
    public let watch: Int32
    /// The entry inside a watched directory that changed (nil for the watched path itself).
    public let name: String?
    public let mask: InotifyMask
}

/// An inotify instance: one non-blocking descriptor carrying the records of many watches, so an
/// event loop waits on a single descriptor for every path it follows. Closed once, when dropped.
public final class Inotify {
    /// What an event loop waits on: readable while records are queued. Owned by this object.
    public let descriptor: Int32

    public init() throws(Errno) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw Errno.current }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Starts watching `path` (a directory or a file) and returns the watch's number, which the
    /// records name; adding a path watched already returns its number again. Fails with
    /// `noEntry` when nothing is there, so the caller can watch the parent until it appears.
    public func addWatch(_ path: String, mask: InotifyMask) throws(Errno) -> Int32 {
        let watch = inotify_add_watch(descriptor, path, mask.rawValue)
        guard watch >= 0 else { throw Errno.current }
        return watch
    }

    /// Stops a watch; the kernel then queues an `ignored` record for it. A watch already gone
    /// is no error.
    public func removeWatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor, watch)
    }

    /// Every record queued now, without waiting: empty when there is none. Reading drains the
    /// whole queue, so a burst of changes comes back as one batch.
    public func readQueued() -> [InotifyRecord] {
        var records: [InotifyRecord] = []
        // Room for many records; one record is at most a header and NAME_MAX + 1 name bytes.
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // Nothing more queued (EAGAIN), or a failure the next wake-up meets again.
            if count <= 0 { break }
            buffer.withUnsafeBytes { records += Self.parse($0.prefix(count)) }
        }
        return records
    }

    /// The records in one read: the kernel returns whole records only, each a header followed by
    /// `len` bytes of name padded with NULs.
    private static func parse(_ bytes: Slice<UnsafeRawBufferPointer>) -> [InotifyRecord] {
        var records: [InotifyRecord] = []
        let header = MemoryLayout<inotify_event>.size
        let base = UnsafeRawBufferPointer(rebasing: bytes)
        var offset = 0
        while offset + header <= base.count {
            let event = base.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            guard offset + header + nameLength <= base.count else { break }
            let nameBytes = base[(offset + header)..<(offset + header + nameLength)].prefix { $0 != 0 }
            let name = nameBytes.isEmpty ? nil : String(decoding: nameBytes, as: UTF8.self)
            records.append(InotifyRecord(watch: event.wd, name: name, mask: InotifyMask(rawValue: event.mask)))
            offset += header + nameLength
        }
        return records
    }
}
