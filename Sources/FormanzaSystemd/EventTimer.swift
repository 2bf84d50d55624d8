import CSystemd
import FoundationEssentials
import Glibc

/// A one-shot wall-clock timer for "the next reminder": armed for an instant, fires once, and is
/// re-armed by whoever plans the next one.
///
/// It is a `CLOCK_REALTIME` sd-event time source with 1 ms accuracy: realtime so that an instant
/// computed from the wall clock fires when the wall clock reaches it (also after a suspend or a
/// clock step), and a tight accuracy because sd-event otherwise coalesces wake-ups by up to 250 ms.
/// Created disarmed; keep the handle, dropping it removes the source.
public final class EventTimer {
    private var source: OpaquePointer?
    private let handler: (EventTimer) -> Void
    /// The instant the timer is armed for, or nil while disarmed (also after it fired).
    private(set) var armedFor: UInt64?

    /// Adds a disarmed timer to `loop`; `handler` runs on the loop each time an armed instant is
    /// reached (it may call `arm(at:)` again).
    public init(loop: EventLoop, accuracy: Duration = .milliseconds(1), handler: @escaping (EventTimer) -> Void)
        throws(SystemdError)
    {
        self.handler = handler
        var created: OpaquePointer?
        let callback: sd_event_time_handler_t = { _, _, userdata in
            let timer = Unmanaged<EventTimer>.fromOpaque(userdata!).takeUnretainedValue()
            timer.armedFor = nil
            timer.handler(timer)
            return 0
        }
        try checkSystemd(
            "sd_event_add_time",
            sd_event_add_time(
                loop.handle, &created, CLOCK_REALTIME, UInt64.max, EventLoop.microseconds(accuracy),
                callback, Unmanaged.passUnretained(self).toOpaque()))
        source = created
        try checkSystemd("sd_event_source_set_enabled", sd_event_source_set_enabled(created, Int32(SD_EVENT_OFF)))
    }

    deinit {
        sd_event_source_disable_unref(source)
    }

    /// Arms (or re-arms) the timer for `date`; an instant already past fires on the next iteration.
    func arm(at date: Date) throws(SystemdError) {
        try arm(atMicroseconds: RealtimeMicroseconds.from(date))
    }

    /// Arms for an absolute `CLOCK_REALTIME` instant in microseconds since the epoch.
    public func arm(atMicroseconds usec: UInt64) throws(SystemdError) {
        try checkSystemd("sd_event_source_set_time", sd_event_source_set_time(source, max(usec, 1)))
        try checkSystemd("sd_event_source_set_enabled", sd_event_source_set_enabled(source, Int32(SD_EVENT_ONESHOT)))
        armedFor = usec
    }

    /// Stops the timer from firing until armed again.
    public func disarm() throws(SystemdError) {
        try checkSystemd("sd_event_source_set_enabled", sd_event_source_set_enabled(source, Int32(SD_EVENT_OFF)))
        armedFor = nil
    }
}
