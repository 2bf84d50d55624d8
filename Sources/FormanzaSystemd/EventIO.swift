import CSystemd
import Glibc

/// epoll event bits for `IOWatch`, named so callers need not import the C constants.
struct IOEvents: OptionSet, Sendable {
    let rawValue: UInt32
    static let readable = IOEvents(rawValue: UInt32(EPOLLIN.rawValue))
    static let writable = IOEvents(rawValue: UInt32(EPOLLOUT.rawValue))
    static let priority = IOEvents(rawValue: UInt32(EPOLLPRI.rawValue))
    static let error = IOEvents(rawValue: UInt32(EPOLLERR.rawValue))
    static let hangUp = IOEvents(rawValue: UInt32(EPOLLHUP.rawValue))
}

/// Calls back when a file descriptor becomes readable (or writable…): an sd-event io source.
///
/// The watch does not own the descriptor: whoever opened it closes it, after dropping the watch
/// (epoll forgets a closed descriptor silently, so the other order leaks nothing but is untidy).
/// The clock-change and inotify watchers are built on this.
final class IOWatch {
    private var source: OpaquePointer?
    private let handler: (IOEvents) -> Void
    let fd: Int32

    init(loop: EventLoop, fd: Int32, events: IOEvents = .readable, handler: @escaping (IOEvents) -> Void)
        throws(SystemdError)
    {
        self.fd = fd
        self.handler = handler
        var created: OpaquePointer?
        let callback: sd_event_io_handler_t = { _, _, revents, userdata in
            let watch = Unmanaged<IOWatch>.fromOpaque(userdata!).takeUnretainedValue()
            watch.handler(IOEvents(rawValue: revents))
            return 0
        }
        try checkSystemd(
            "sd_event_add_io(fd \(fd))",
            sd_event_add_io(
                loop.handle, &created, fd, events.rawValue, callback, Unmanaged.passUnretained(self).toOpaque()))
        source = created
    }

    deinit {
        sd_event_source_disable_unref(source)
    }
}
