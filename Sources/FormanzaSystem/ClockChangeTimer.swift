import CLinux
import Glibc

/// A timer descriptor that becomes readable when the wall clock is set (a step by NTP,
/// `date -s`, a virtual machine resumed with its clock reset).
///
/// A `CLOCK_REALTIME` timerfd armed for an absolute instant with `TFD_TIMER_CANCEL_ON_SET`: the
/// kernel cancels it whenever the clock is set discontinuously, which makes it readable and its
/// read fail with `ECANCELED`. Armed for a far-away instant it costs no wake-ups while the clock
/// runs normally. Once read it must be armed again, cancelled or expired alike, or it stays
/// readable. Closed once, when dropped.
public final class ClockChangeTimer {
    /// What a read found.
    public enum Reading: Equatable, Sendable {
        /// Nothing happened yet (the descriptor was not readable).
        case nothing
        /// The instant it was armed for has come.
        case expired
        /// The wall clock was set; the timer is disarmed.
        case clockSet
        /// The read failed otherwise.
        case failed(Errno)
    }

    /// What an event loop waits on. Owned by this object.
    public let descriptor: Int32

    /// A timer that is not armed yet.
    public init() throws(Errno) {
        let fd = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard fd >= 0 else { throw Errno.current }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Arms the timer for `seconds` after the epoch on the wall clock, to be cancelled by any
    /// set of that clock before then. An instant already past expires at once.
    public func arm(atWallSeconds seconds: Int) throws(Errno) {
        var spec = itimerspec()
        spec.it_value.tv_sec = seconds
        guard timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET), &spec, nil) == 0
        else { throw Errno.current }
    }

    /// Reads the descriptor without waiting.
    public func read() -> Reading {
        var expirations: UInt64 = 0
        while true {
            let count = withUnsafeMutableBytes(of: &expirations) { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return .expired }
            switch errno {
            case EINTR: continue
            case EAGAIN: return .nothing
            case ECANCELED: return .clockSet
            default: return .failed(Errno.current)
            }
        }
    }
}
