/// A stored photo's name: 32 hex digits of its hash, then WIDTHxHEIGHT. An answer holds only
/// this name, so a name of any other shape is never a photo (nor a path).
public enum PhotoName {
    /// Whether `name` has that shape.
    public static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 32, parts[0].allSatisfy(\.isHexDigit) else { return false }
        let size = parts[1].split(separator: "x", omittingEmptySubsequences: false)
        return size.count == 2 && size.allSatisfy { !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// The photos an answer refers to.
    public static func photos(in value: AnswerValue) -> Set<String> {
        switch value {
        case .photo(let name): return [name]
        case .photos(let map): return Set(map.values)
        default: return []
        }
    }

    public static func photos(in record: DayRecord?) -> Set<String> {
        guard let record else { return [] }
        var names: Set<String> = []
        for answers in record.forms.values {
            for answer in answers.values { names.formUnion(photos(in: answer.value)) }
        }
        return names
    }
}
