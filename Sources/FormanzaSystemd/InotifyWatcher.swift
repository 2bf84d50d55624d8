import FormanzaSystem

/// One change reported by the kernel.
public struct InotifyEvent: Equatable, Sendable {
    /// The watched path the event belongs to (nil only for a queue overflow).
    public let watchedPath: String?
    /// The entry inside a watched directory that changed (nil for the directory itself).
    public let name: String?
    public let mask: InotifyMask
}

/// Watches paths with inotify and reports every batch of changes in one callback.
///
/// The store directory, `$XDG_CONFIG_HOME/formanza` and `/etc` (for `localtime`, which is
/// replaced by a rename, so the directory is watched, not the link) are all watched through one
/// inotify descriptor; each readable wake-up reads everything queued and hands it over at once,
/// so a burst of writes from one `formanza` command costs the daemon one re-plan.
public final class InotifyWatcher {
    private let inotify: Inotify
    private var watch: IOWatch?
    private var paths: [Int32: String] = [:]
    private let handler: ([InotifyEvent]) -> Void

    public init(loop: EventLoop, handler: @escaping ([InotifyEvent]) -> Void) throws(SystemdError) {
        self.handler = handler
        do { inotify = try Inotify() } catch { throw SystemdError(call: "inotify_init1", errno: error.code) }
        watch = try IOWatch(loop: loop, fd: inotify.descriptor, events: .readable) { [unowned self] _ in
            self.drain()
        }
    }

    deinit {
        // The loop's watch goes before the descriptor it watches.
        watch = nil
    }

    /// Starts watching `path` (a directory or a file); fails with ENOENT when it does not exist,
    /// so the caller can watch the parent instead and add the path once it appears.
    public func add(_ path: String, mask: InotifyMask = .directoryContents) throws(SystemdError) {
        do {
            paths[try inotify.addWatch(path, mask: mask)] = path
        } catch {
            throw SystemdError(call: "inotify_add_watch(\(path))", errno: error.code)
        }
    }

    /// Stops watching `path` (no error when it was not watched).
    public func remove(_ path: String) {
        for (descriptor, watched) in paths where watched == path {
            inotify.removeWatch(descriptor)
            paths[descriptor] = nil
        }
    }

    /// The paths currently watched.
    var watchedPaths: [String] { paths.values.sorted() }

    private func drain() {
        var events: [InotifyEvent] = []
        for record in inotify.readQueued() {
            events.append(InotifyEvent(watchedPath: paths[record.watch], name: record.name, mask: record.mask))
            if record.mask.contains(.ignored) { paths[record.watch] = nil }
        }
        if !events.isEmpty { handler(events) }
    }
}
