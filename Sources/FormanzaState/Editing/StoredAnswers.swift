/// Every stored answer of one form, screen by screen, read from all day files: what an edit
/// needs to say how many answers a type change hides (D15) and whether a removed option has
/// history (D17). Read only when an edit touches a type, a unit or the options, because it
/// opens every day file.
public struct StoredAnswers: Sendable {
    public let byScreen: [String: [Answer]]

    public init(byScreen: [String: [Answer]]) {
        self.byScreen = byScreen
    }

    /// Unreadable day files are passed over: they are reported wherever they are opened
    /// directly, and an edit never changes them.
    public static func load(form id: String, from store: Store) throws -> StoredAnswers {
        var found: [String: [Answer]] = [:]
        for date in try store.recordedDays() {
            guard let record = try? store.loadDay(date), let answers = record.forms[id] else { continue }
            for (screen, answer) in answers { found[screen, default: []].append(answer) }
        }
        return StoredAnswers(byScreen: found)
    }

    /// How many answers show under `screen` as it is.
    public func visibleCount(_ screen: Screen) -> Int {
        (byScreen[screen.id] ?? []).filter { $0.fits(screen) }.count
    }

    /// How many answers that show under `old` stop showing under `new` (kept on disk, H7).
    public func hiddenCount(from old: Screen, to new: Screen) -> Int {
        (byScreen[old.id] ?? []).filter { $0.fits(old) && !$0.fits(new) }.count
    }

    /// The option values saved at least once for `screenID` by a choice answer.
    public func usedOptionValues(screen screenID: String) -> Set<String> {
        var values = Set<String>()
        for answer in byScreen[screenID] ?? [] {
            switch answer.value {
            case .choice(let value): values.insert(value)
            case .choices(let list): values.formUnion(list)
            default: break
            }
        }
        return values
    }

    /// Days on which `screenID` has an answer with option `value`.
    public func count(of value: String, screen screenID: String) -> Int {
        (byScreen[screenID] ?? []).filter { answer in
            switch answer.value {
            case .choice(let v): return v == value
            case .choices(let list): return list.contains(value)
            default: return false
            }
        }.count
    }
}
