import FormanzaSchedule
import FormanzaSystem

/// Where the daemon learns the time and the zone. The real one reads the system clock and
/// `TZ`/`/etc/localtime` afresh on every call (the zone may change while the daemon runs);
/// simulations drive days, DST nights and suspends through their own.
protocol WallClock {
    /// Seconds since 1970 UTC.
    func now() -> Int64
    /// The local time zone as it is now.
    func zone() throws(ZoneError) -> ZoneRules
}

/// The system's clock and zone.
struct SystemClock: WallClock {
    let environment: [String: String]

    /// The precise wall clock (`SystemTime`), not a coarse one: a clock lagging a few
    /// milliseconds would make a timer firing right on a reminder's second still see the second
    /// before and re-arm in a busy loop until it caught up.
    func now() -> Int64 {
        SystemTime.wallSeconds()
    }

    func zone() throws(ZoneError) -> ZoneRules {
        try ZoneLoader(environment: environment).system(environment: environment)
    }
}
