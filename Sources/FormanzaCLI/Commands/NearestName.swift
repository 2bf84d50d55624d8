/// The known name closest to a mistyped one, for "did you mean …?". Closeness is the edit
/// distance (letters added, removed or changed), ignoring case; only a few edits count, and
/// long texts are compared by their first `compared` characters, so the work stays small
/// whatever is typed.
enum NearestName {
    static let compared = 64

    /// How many edits still make a near miss: one for short names, about a third of the
    /// typed name's length for longer ones.
    static func allowedEdits(for query: String) -> Int {
        max(1, min(query.count, compared) / 3)
    }

    /// The candidate nearest to `query` within `allowedEdits`; the first one on a tie, nil
    /// when none is near.
    static func nearest(to query: String, among candidates: [String]) -> String? {
        let limit = allowedEdits(for: query)
        var best: (name: String, edits: Int)?
        for candidate in candidates {
            guard let edits = distance(query, candidate, limit: limit) else { continue }
            if best == nil || edits < best!.edits { best = (candidate, edits) }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b` (case ignored), or nil when it is over `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        let x = Array(a.lowercased().prefix(compared))
        let y = Array(b.lowercased().prefix(compared))
        guard abs(x.count - y.count) <= limit else { return nil }
        if x.isEmpty { return y.count <= limit ? y.count : nil }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in stride(from: 1, through: y.count, by: 1) {
                let change = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(change, previous[j] + 1, current[j - 1] + 1)
            }
            guard current.min() ?? 0 <= limit else { return nil }
            previous = current
        }
        let edits = previous[y.count]
        return edits <= limit ? edits : nil
    }
}
