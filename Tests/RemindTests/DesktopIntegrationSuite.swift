import Testing

/// Every test that starts a private desktop (bus, Xvfb, dunst) belongs to this suite, spread over
/// several files by extension, and runs one at a time: the sessions are independent, but serial
/// runs keep timing-sensitive checks (timer accuracy, waits on dunst) away from each other's load.
@Suite("Desktop integration (private bus, Xvfb, dunst)", .serialized)
struct DesktopIntegration {}
