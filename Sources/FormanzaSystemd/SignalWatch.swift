import CSystemd
import Glibc

/// Turns SIGTERM, SIGINT and SIGHUP (or any signals) into loop events via sd-event's signalfd.
///
/// A signalfd only sees signals that are blocked, otherwise their default action (terminate)
/// runs first; sd-event refuses an unblocked signal with EBUSY. So the watch blocks its signals
/// on the calling thread with `pthread_sigmask` before adding them. The daemon must create it on
/// the main thread before starting any other thread, so every later thread inherits the mask and
/// no thread can be picked to run the default action. Children spawned later inherit a blocked
/// mask too: reset it for them (`posix_spawnattr_setsigmask`).
public final class SignalWatch {
    private var sources: [OpaquePointer] = []
    private let handler: (Int32) -> Void
    let signals: [Int32]

    /// The signals a daemon usually handles: stop (TERM, INT) and reload (HUP).
    public static let standard: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    public init(loop: EventLoop, signals: [Int32] = SignalWatch.standard, handler: @escaping (Int32) -> Void)
        throws(SystemdError)
    {
        self.signals = signals
        self.handler = handler
        try Self.block(signals)
        let callback: sd_event_signal_handler_t = { _, info, userdata in
            let watch = Unmanaged<SignalWatch>.fromOpaque(userdata!).takeUnretainedValue()
            watch.handler(Int32(bitPattern: info!.pointee.ssi_signo))
            return 0
        }
        for signal in signals {
            var created: OpaquePointer?
            do {
                try checkSystemd(
                    "sd_event_add_signal(\(signal))",
                    sd_event_add_signal(
                        loop.handle, &created, signal, callback, Unmanaged.passUnretained(self).toOpaque()))
            } catch {
                for source in sources { sd_event_source_disable_unref(source) }
                sources = []
                throw error
            }
            sources.append(created!)
        }
    }

    deinit {
        for source in sources { sd_event_source_disable_unref(source) }
    }

    /// Blocks `signals` for the calling thread (and the threads it creates afterwards).
    public static func block(_ signals: [Int32]) throws(SystemdError) {
        try changeMask(SIG_BLOCK, signals)
    }

    private static func changeMask(_ how: Int32, _ signals: [Int32]) throws(SystemdError) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        let result = pthread_sigmask(how, &set, nil)
        if result != 0 { throw SystemdError(call: "pthread_sigmask", errno: result) }
    }
}
