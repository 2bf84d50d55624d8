import FormanzaSystem

/// Calls back when the wall clock is set (a step by NTP, `date -s`, a VM resume that resets it).
///
/// libsystemd 252 has no `sd_event_add_time_change`, so this does what it does inside: a
/// `ClockChangeTimer` (a realtime timerfd cancelled on a set of the clock) armed for a far-away
/// instant, watched by the loop; the watcher reports a set and re-arms. It costs no wake-ups
/// while the clock runs normally. (Reminder timers themselves are realtime and follow the new
/// clock anyway; what a step changes is the plan — "today" may be another day, and a reminder
/// may now be in the past or the future.)
public final class ClockChangeWatcher {
    private let timer: ClockChangeTimer
    private var watch: IOWatch?
    private let handler: () -> Void

    /// Far enough that it never expires in practice (2200-01-01), yet inside what every kernel takes.
    private static let farFuture = 7_258_118_400

    public init(loop: EventLoop, handler: @escaping () -> Void) throws(SystemdError) {
        self.handler = handler
        do { timer = try ClockChangeTimer() } catch {
            throw SystemdError(call: "timerfd_create(CLOCK_REALTIME)", errno: error.code)
        }
        try arm()
        watch = try IOWatch(loop: loop, fd: timer.descriptor, events: .readable) { [unowned self] _ in
            self.drain()
        }
    }

    deinit {
        // The loop's watch goes before the descriptor it watches.
        watch = nil
    }

    private func arm() throws(SystemdError) {
        do { try timer.arm(atWallSeconds: Self.farFuture) } catch {
            throw SystemdError(call: "timerfd_settime(TFD_TIMER_CANCEL_ON_SET)", errno: error.code)
        }
    }

    /// Reads the timer: a set clock is reported; the timer must be re-armed either way or it
    /// stays cancelled (and readable, which would spin the loop).
    private func drain() {
        let reading = timer.read()
        if reading == .nothing { return }
        try? arm()
        if reading == .clockSet { handler() }
    }
}
