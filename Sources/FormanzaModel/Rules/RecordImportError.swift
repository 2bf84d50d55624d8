import FormanzaBase

/// Why a records file was refused, with the line at fault.

public struct RecordImportError: Error {
    public let line: Int
    public let problem: Problem

    public enum Problem: Error {
        case notARecord
        case badDay(String)
        case futureDay(String)
        case dayBeforeRecords(String)
        case badSavedAt(String)
        case badScreenID(String)
        case unknownScreen(String, form: String)
        case noTypeForRemovedForm(String)
        case unknownType(String)
        case unitNotAllowed(String)
        case badUnit(String)
        case badValue(String, screen: String, AnswerError)
        case badStoredValue(String, type: String)
        case unreadableValue
        case missingPhoto(String)
        case photoNotOnPhotoScreen(String, type: String)
    }

    /// Text from the file as it may be shown: control characters escaped, long text cut.
    public static func shown(_ text: String, limit: Int = 80) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? result + "…" : result
    }
}

/// Rows of forms the store has neither a definition nor answers of: refused together, with the
/// way to bring them in.
public struct UnknownFormsError: Error {
    public let rows: Int
    public let forms: [String]
}

extension RecordImportError {
    /// Form ids from a file, escaped, at most ten of them named.
    public static func listed(_ ids: [String]) -> String {
        let named = ids.prefix(10).map { shown($0, limit: 64) }.joined(separator: ", ")
        return ids.count > 10 ? named + ", …" : named
    }
}
