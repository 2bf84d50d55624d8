/// Every stored answer of one form, screen by screen: what an edit needs to say how many
/// answers a type change hides and whether a removed option has history. Read only when an
/// edit touches a type, a unit or the options, because it reads all of the form's history.
public struct StoredAnswers: Sendable {
    public let byScreen: [String: [Answer]]

    public init(byScreen: [String: [Answer]]) {
        self.byScreen = byScreen
    }

    /// How many answers show under `screen` as it is.
    public func visibleCount(_ screen: Screen) -> Int {
        (byScreen[screen.id] ?? []).filter { $0.fits(screen) }.count
    }

    /// How many answers that show under `old` stop showing under `new` (kept on disk).
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
