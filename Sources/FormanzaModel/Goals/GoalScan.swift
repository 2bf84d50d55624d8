import FormanzaBase

/// What a goal has found on its source's answers from its start day through `through`: the
/// first day a value goal's reading reached its target, or how many days of a habit's window
/// were met and not met.
///
/// A scan is derived, never a fact: a store may keep one so the next command reads only the
/// days after it, and deleting it at any moment changes nothing but speed. A kept scan is
/// trusted only while nothing it was counted from has changed (the store deletes it when an
/// answer on or before `through` is written), and only for the exact question it answers
/// (`question`: the goal's kind, start day, target or counted answer, and its screen's id,
/// type, unit and options, so an edit of the goal or of its screen asks another question).

public struct GoalScan: Hashable, Sendable {
    public let through: CivilDate
    /// A value goal's first day whose reading reached its target, nil when none did.
    public let metDay: CivilDate?
    /// A habit's met and not-met days.
    public let met: Int
    public let notMet: Int

    public init(through: CivilDate, metDay: CivilDate?, met: Int, notMet: Int) {
        self.through = through
        self.metDay = metDay
        self.met = met
        self.notMet = notMet
    }

    /// Nothing scanned yet: through the day before `start`.
    static func empty(startingOn start: CivilDate) -> GoalScan {
        GoalScan(through: start.adding(days: -1), metDay: nil, met: 0, notMet: 0)
    }

    /// This scan followed by `later`, the scan of the days right after it.
    func extended(by later: GoalScan) -> GoalScan {
        GoalScan(
            through: later.through, metDay: metDay ?? later.metDay, met: met + later.met,
            notMet: notMet + later.notMet)
    }

    /// Whether a kept scan can be a scan of days `start`…`through` of some question: its counts
    /// fit in those days and its met day lies among them. A row edited by hand to say anything
    /// else is not trusted.
    func isPlausible(startingOn start: CivilDate) -> Bool {
        let days = DayRange(from: start, through: through).count
        guard met >= 0, notMet >= 0, met <= days, notMet <= days - met else { return false }
        if let metDay { return metDay >= start && metDay <= through }
        return true
    }

    /// The question a value goal on a screen asks: the first day from `start` whose answer to
    /// `screen`, read as the screen shows it now, reaches `target` moving in `direction`.
    static func valueQuestion(screen: Screen, target: Double, direction: GoalDirection, start: CivilDate) -> Int64 {
        var hash = QuestionHash()
        hash.add("value")
        hash.add(screen)
        hash.add(String(target.bitPattern))
        hash.add(direction.rawValue)
        hash.add(start.iso)
        return hash.value
    }

    /// The question a habit goal on a screen asks: how many days from `start` answered
    /// `answer`, and how many answered something else that the screen still shows.
    static func habitQuestion(screen: Screen, answer: String, start: CivilDate) -> Int64 {
        var hash = QuestionHash()
        hash.add("habit")
        hash.add(screen)
        hash.add(answer)
        hash.add(start.iso)
        return hash.value
    }
}

/// A 64-bit FNV-1a hash of a question's fields, each ended by a byte that never occurs in
/// UTF-8 text, so two different questions never read the same.
private struct QuestionHash {
    var value: Int64 { Int64(bitPattern: hash) }
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    init() { add("goal-scan-1") }

    mutating func add(_ byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0xFF)
    }

    /// What decides how the screen shows an answer: its id, type, unit and options.
    mutating func add(_ screen: Screen) {
        add(screen.id)
        add(screen.kind.typeName)
        add(screen.kind.numberSettings?.unit ?? "")
        switch screen.kind {
        case .singleChoice(let settings): for option in settings.options { add(option.value) }
        case .multipleChoice(let settings): for option in settings.options { add(option.value) }
        default: break
        }
        add(0xFE)
    }
}

/// Brings a goal's scan from its start day through a day: the kept scan, when there is one,
/// plus the days after it. When more than `keepGap` days would be read, the scan through
/// `keepThrough` is kept first (in one write transaction), so the next command reads at most
/// a month of days; a shorter tail is read without writing, so a daily command writes at most
/// once a month per goal.
struct GoalScanner<Records: GoalRecords> {
    static var keepGap: Int { 31 }

    let records: Records
    let formID: String
    let question: Int64
    let start: CivilDate
    /// Scans the days given (never empty, never before `start`).
    let scan: (DayRange) throws -> GoalScan

    func result(through end: CivilDate, keepThrough: CivilDate) throws -> GoalScan {
        var sofar = GoalScan.empty(startingOn: start)
        guard start <= end else { return sofar }
        if let kept = usable(try? records.keptGoalScan(form: formID, question: question), through: end) {
            sofar = kept
        }
        let keepUntil = min(keepThrough, end)
        if sofar.metDay == nil, sofar.through.days(until: keepUntil) > Self.keepGap {
            let kept = records.keepingGoalScan(form: formID, question: question) { current in
                let base = usable(current, through: keepUntil) ?? GoalScan.empty(startingOn: start)
                guard base.metDay == nil, base.through < keepUntil else { return base }
                return base.extended(by: try scan(DayRange(from: base.through.adding(days: 1), through: keepUntil)))
            }
            if let kept { sofar = kept }
        }
        if sofar.metDay == nil, sofar.through < end {
            sofar = sofar.extended(by: try scan(DayRange(from: sofar.through.adding(days: 1), through: end)))
        }
        return sofar
    }

    /// A kept scan that covers no more than the days asked about; a scan of a later day (asked
    /// as of another day) counts too much and is read again.
    private func usable(_ kept: GoalScan?, through end: CivilDate) -> GoalScan? {
        guard let kept, kept.through >= start, kept.through <= end, kept.isPlausible(startingOn: start) else {
            return nil
        }
        return kept
    }
}
