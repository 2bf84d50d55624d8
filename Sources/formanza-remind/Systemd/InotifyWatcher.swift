import CSystemd
import Glibc

/// What an inotify watch asks for and what an event reports (`IN_*` bits).
struct InotifyMask: OptionSet, Sendable, Hashable {
    let rawValue: UInt32
    static let modify = InotifyMask(rawValue: UInt32(IN_MODIFY))
    static let attributes = InotifyMask(rawValue: UInt32(IN_ATTRIB))
    static let closeWrite = InotifyMask(rawValue: UInt32(IN_CLOSE_WRITE))
    static let movedFrom = InotifyMask(rawValue: UInt32(IN_MOVED_FROM))
    static let movedTo = InotifyMask(rawValue: UInt32(IN_MOVED_TO))
    static let create = InotifyMask(rawValue: UInt32(IN_CREATE))
    static let delete = InotifyMask(rawValue: UInt32(IN_DELETE))
    static let deleteSelf = InotifyMask(rawValue: UInt32(IN_DELETE_SELF))
    static let moveSelf = InotifyMask(rawValue: UInt32(IN_MOVE_SELF))
    /// Only watch the path if it is a directory.
    static let onlyDirectory = InotifyMask(rawValue: UInt32(IN_ONLYDIR))
    /// Do not follow a symbolic link given as the path.
    static let dontFollow = InotifyMask(rawValue: UInt32(IN_DONT_FOLLOW))
    /// Reported: the watch is gone (path deleted, unmounted or unwatched).
    static let ignored = InotifyMask(rawValue: UInt32(IN_IGNORED))
    /// Reported: the kernel queue overflowed, events were lost; rescan everything.
    static let queueOverflow = InotifyMask(rawValue: UInt32(IN_Q_OVERFLOW))
    /// Reported: the subject of the event is a directory.
    static let isDirectory = InotifyMask(rawValue: UInt32(IN_ISDIR))

    /// What a directory of files that are replaced atomically (write temp, rename) needs: new,
    /// renamed-in, rewritten and removed entries, and the directory itself going away.
    static let directoryContents: InotifyMask = [
        .create, .closeWrite, .movedTo, .movedFrom, .delete, .deleteSelf, .moveSelf,
    ]
}

/// One change reported by the kernel.
struct InotifyEvent: Equatable, Sendable {
    /// The watched path the event belongs to (nil only for a queue overflow).
    let watchedPath: String?
    /// The entry inside a watched directory that changed (nil for the directory itself).
    let name: String?
    let mask: InotifyMask
}

/// Watches paths with inotify and reports every batch of changes in one callback.
///
/// The store directory, `$XDG_CONFIG_HOME/formanza` and `/etc` (for `localtime`, which is
/// replaced by a rename, so the directory is watched, not the link) are all watched through one
/// inotify descriptor; each readable wake-up reads everything queued and hands it over at once,
/// so a burst of writes from one `formanza` command costs the daemon one re-plan.
final class InotifyWatcher {
    private let fd: Int32
    private var watch: IOWatch?
    private var paths: [Int32: String] = [:]
    private let handler: ([InotifyEvent]) -> Void

    init(loop: EventLoop, handler: @escaping ([InotifyEvent]) -> Void) throws(SystemdError) {
        self.handler = handler
        fd = try checkLibc("inotify_init1", inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)))
        do {
            watch = try IOWatch(loop: loop, fd: fd, events: .readable) { [unowned self] _ in
                self.drain()
            }
        } catch {
            close(fd)
            throw error
        }
    }

    deinit {
        watch = nil
        close(fd)
    }

    /// Starts watching `path` (a directory or a file); fails with ENOENT when it does not exist,
    /// so the caller can watch the parent instead and add the path once it appears.
    func add(_ path: String, mask: InotifyMask = .directoryContents) throws(SystemdError) {
        let descriptor = try checkLibc("inotify_add_watch(\(path))", inotify_add_watch(fd, path, mask.rawValue))
        paths[descriptor] = path
    }

    /// Stops watching `path` (no error when it was not watched).
    func remove(_ path: String) {
        for (descriptor, watched) in paths where watched == path {
            inotify_rm_watch(fd, descriptor)
            paths[descriptor] = nil
        }
    }

    /// The paths currently watched.
    var watchedPaths: [String] { paths.values.sorted() }

    private func drain() {
        var events: [InotifyEvent] = []
        let capacity = 16 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(
            byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer, capacity)
            if count <= 0 { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                var name: String?
                if nameLength > 0 {
                    let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
                    let text = String(cString: start)
                    name = text.isEmpty ? nil : text
                }
                let mask = InotifyMask(rawValue: event.mask)
                events.append(InotifyEvent(watchedPath: paths[event.wd], name: name, mask: mask))
                if mask.contains(.ignored) { paths[event.wd] = nil }
                offset += header + nameLength
            }
        }
        if !events.isEmpty { handler(events) }
    }
}
