import CSystemd
import Glibc

/// Calls back when the wall clock is set (a step by NTP, `date -s`, a VM resume that resets it).
///
/// libsystemd 252 has no `sd_event_add_time_change`, so this does what it does inside: a
/// `CLOCK_REALTIME` timerfd armed absolutely for a far-away instant with
/// `TFD_TIMER_CANCEL_ON_SET`. The kernel then makes the descriptor readable and `read` fail with
/// `ECANCELED` whenever the clock is set discontinuously; the watcher reports that and re-arms.
/// It costs no wake-ups while the clock runs normally. (Reminder timers themselves are realtime
/// and follow the new clock anyway; what a step changes is the plan — "today" may be another day,
/// and a reminder may now be in the past or the future.)
final class ClockChangeWatcher {
    private let fd: Int32
    private var watch: IOWatch?
    private let handler: () -> Void

    /// Far enough that it never expires in practice (2200-01-01), yet inside what every kernel takes.
    private static let farFuture = 7_258_118_400

    init(loop: EventLoop, handler: @escaping () -> Void) throws(SystemdError) {
        self.handler = handler
        fd = try checkLibc(
            "timerfd_create(CLOCK_REALTIME)",
            timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC)))
        do {
            try arm()
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

    private func arm() throws(SystemdError) {
        var spec = itimerspec()
        spec.it_value.tv_sec = Self.farFuture
        try checkLibc(
            "timerfd_settime(TFD_TIMER_CANCEL_ON_SET)",
            timerfd_settime(
                fd, Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET), &spec, nil))
    }

    /// Reads the descriptor: ECANCELED means the clock was set; the timer must be re-armed either
    /// way or it stays cancelled (and readable, which would spin the loop).
    private func drain() {
        var expirations: UInt64 = 0
        let count = read(fd, &expirations, MemoryLayout<UInt64>.size)
        let changed = count < 0 && errno == ECANCELED
        if count < 0 && errno == EAGAIN { return }
        try? arm()
        if changed { handler() }
    }
}
