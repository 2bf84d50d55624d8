/// The rules of one time zone: which UTC offset is in force at any instant.
///
/// Built from the system's TZif files (`ZoneLoader`) or a POSIX TZ string, never from
/// Foundation's `TimeZone`: on Linux that needs ICU, which would more than double the idle
/// daemon's memory, and it caches the zone where we must re-read it when `/etc/localtime`
/// changes. A value is immutable and cheap to compare, so the daemon can reload the zone and
/// re-plan only when the rules really differ.
public struct ZoneRules: Hashable, Sendable, CustomStringConvertible {
    /// The zone's name: an IANA name ("Europe/Berlin"), a file path, or the POSIX rule itself
    /// when `TZ` held one.
    public let identifier: String
    /// Explicit transitions, strictly ascending.
    let transitions: [Int64]
    /// `types[i]` is in force from `transitions[i]` until the next transition.
    let types: [LocalTimeType]
    /// In force before the first transition (TZif time type 0, RFC 8536 §3.2).
    let initial: LocalTimeType
    /// In force after the last transition, when the file has one (RFC 8536 §3.3).
    let footer: PosixRule?

    init(
        identifier: String, transitions: [Int64], types: [LocalTimeType],
        initial: LocalTimeType, footer: PosixRule?
    ) {
        precondition(transitions.count == types.count, "one type per transition")
        self.identifier = identifier
        self.transitions = transitions
        self.types = types
        self.initial = initial
        self.footer = footer
    }

    /// Coordinated Universal Time, the fallback when the system names no zone.
    public static let utc = ZoneRules(
        identifier: "UTC", transitions: [], types: [],
        initial: LocalTimeType(offset: 0, isDaylightSaving: false, abbreviation: "UTC"), footer: nil)

    /// A zone described by a POSIX TZ string alone (`CET-1CEST,M3.5.0,M10.5.0/3`), as `TZ` may
    /// hold it. The identifier defaults to the string itself.
    public init(posixRule: String, identifier: String? = nil) throws(ZoneError) {
        let rule = try PosixRuleParser.parse(posixRule, zone: identifier ?? posixRule)
        self.init(
            identifier: identifier ?? posixRule, transitions: [], types: [],
            initial: rule.standard, footer: rule)
    }

    public var description: String { identifier }

    /// The local time type (offset, DST flag, abbreviation) in force at an instant.
    public func type(atEpochSecond epochSecond: Int64) -> LocalTimeType {
        guard let first = transitions.first, let last = transitions.last else {
            return footer?.type(at: epochSecond) ?? initial
        }
        if epochSecond < first { return initial }
        if epochSecond > last, let footer { return footer.type(at: epochSecond) }
        return types[lastTransitionIndex(atOrBefore: epochSecond)]
    }

    /// Seconds east of UTC in force at an instant (Berlin, 2026-03-29T01:00:00Z: 7200).
    public func offset(atEpochSecond epochSecond: Int64) -> Int {
        type(atEpochSecond: epochSecond).offset
    }

    /// The index of the last explicit transition at or before `epochSecond`; the caller made
    /// sure there is one.
    private func lastTransitionIndex(atOrBefore epochSecond: Int64) -> Int {
        var low = 0
        var high = transitions.count  // invariant: transitions[low] <= epochSecond < transitions[high]
        while high - low > 1 {
            let middle = (low + high) / 2
            if transitions[middle] <= epochSecond { low = middle } else { high = middle }
        }
        return low
    }

    /// Every switch to another local time type in `(lower, upper]`, in time order: the
    /// explicit ones, then the footer's once the explicit table has run out.
    func changes(after lower: Int64, through upper: Int64) -> [ZoneChange] {
        var result: [ZoneChange] = []
        if let first = transitions.first, first <= upper {
            var index = lower < first ? 0 : lastTransitionIndex(atOrBefore: lower) + 1
            while index < transitions.count, transitions[index] <= upper {
                result.append(ZoneChange(at: transitions[index], type: types[index]))
                index += 1
            }
        }
        if let footer {
            let footerFrom = max(lower, transitions.last ?? Int64.min)
            // A footer that disagrees with the last explicit type (a sloppy file) takes over
            // one second after it, exactly as `type(atEpochSecond:)` reads it.
            if let last = transitions.last, let lastType = types.last, last < upper, last + 1 > lower,
                footer.type(at: last + 1) != lastType
            {
                result.append(ZoneChange(at: last + 1, type: footer.type(at: last + 1)))
            }
            result += footer.changes(after: footerFrom, through: upper)
        }
        return result
    }
}
