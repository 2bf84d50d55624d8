import CSystemd
import Glibc

/// The floating sd-event child source behind `ProcessLauncher`: retained by itself until sd-event
/// destroys the source after the child was reaped (or the loop goes away).
final class ChildReaper {
    let onExit: ((LaunchedExit) -> Void)?

    private init(onExit: ((LaunchedExit) -> Void)?) {
        self.onExit = onExit
    }

    static func watch(pid: Int32, loop: EventLoop, onExit: ((LaunchedExit) -> Void)?) throws(SystemdError) {
        let reaper = ChildReaper(onExit: onExit)
        let userdata = Unmanaged.passRetained(reaper).toOpaque()
        let callback: sd_event_child_handler_t = { _, info, userdata in
            let reaper = Unmanaged<ChildReaper>.fromOpaque(userdata!).takeUnretainedValue()
            let code = formanza_siginfo_code(info)
            let status = formanza_siginfo_status(info)
            reaper.onExit?(code == Int32(CLD_EXITED) ? .exited(status) : .killed(signal: status))
            return 0
        }
        var source: OpaquePointer?
        let result = sd_event_add_child(loop.handle, &source, pid, WEXITED, callback, userdata)
        if result < 0 {
            Unmanaged<ChildReaper>.fromOpaque(userdata).release()
            throw SystemdError(call: "sd_event_add_child(\(pid))", errno: -result)
        }
        sd_event_source_set_destroy_callback(source, { Unmanaged<ChildReaper>.fromOpaque($0!).release() })
        sd_event_source_set_floating(source, 1)
        sd_event_source_unref(source)
    }
}
