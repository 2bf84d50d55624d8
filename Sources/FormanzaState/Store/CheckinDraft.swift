import FormanzaBase
import FormanzaModel
import FormanzaSystem
import FoundationEssentials

/// The confirmed answers of a check-in ended from outside (its terminal closed: SIGHUP; the
/// session ended: SIGTERM; an interrupt: SIGINT), full-screen or line by line, kept beside the
/// store instead of saved into it, so nothing the person did not finish lands in their records,
/// and nothing they confirmed is lost: the next check-in of that form and day offers to resume
/// them.
///
/// One file per form and day under `drafts/` in the store directory, written atomically with
/// mode 0600 and read through the store's door (no link, nothing but a regular file, a size
/// limit). The form id is hex-encoded in the name, so no id can reach outside the directory.
public struct CheckinDraft: Sendable {
    public let paths: StorePaths

    public init(paths: StorePaths) {
        self.paths = paths
    }

    var directory: String { paths.root + "/drafts" }

    func path(form: String, day: CivilDate) -> String {
        let hex = form.utf8.map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }
        return "\(directory)/\(day.iso)-\(hex.joined()).json"
    }

    private struct Stored: Codable {
        struct Entry: Codable {
            let screen: String
            let type: String
            let unit: String?
            let value: String
        }

        let form: String
        let day: String
        let answers: [Entry]
    }

    /// Keeps `answers` (confirmed, by screen id) as the draft of `form`'s `day`.
    public func keep(_ answers: [String: AnswerValue], of form: Form, day: CivilDate) throws {
        let entries = answers.keys.sorted().compactMap { id -> Stored.Entry? in
            guard let screen = form.screen(id: id), let value = answers[id] else { return nil }
            let answer = Answer(value: value, for: screen, savedAt: 0)
            return Stored.Entry(screen: id, type: answer.type, unit: answer.unit, value: AnswerColumns.text(value))
        }
        guard !entries.isEmpty else { return }
        try Posix.makeDirectory(directory)
        let data = try StoreCoding.encode(Stored(form: form.id, day: day.iso, answers: entries), sortedKeys: true)
        try Posix.writeAtomically(data, to: path(form: form.id, day: day), mode: 0o600)
    }

    /// Larger than any draft a check-in writes (200 screens of 2,000-character texts, escaped).
    static let sizeLimit = 4 << 20

    /// The draft of `form`'s `day`, nil when there is none. A draft is input: each answer is
    /// checked as a typed one would be (`DraftCheck`, against the form as it is now and
    /// `today`'s date limits); what fails is left out and said why. A file that is not a
    /// regular one, a link, larger than `sizeLimit` or not a draft at all gives no answers and
    /// one refusal; reading it never blocks (a FIFO is refused unopened for reading).
    public func load(of form: Form, day: CivilDate, today: CivilDate) -> DraftReading? {
        let file = path(form: form.id, day: day)
        let data: Data
        do {
            guard let read = try OwnedFiles.readRegular(file, limit: CheckinDraft.sizeLimit) else { return nil }
            data = Data(read)
        } catch {
            return DraftReading(answers: [:], refusals: [DraftRefusal(screen: nil, reason: .unreadable(error))])
        }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else {
            return DraftReading(answers: [:], refusals: [DraftRefusal(screen: nil, reason: .notADraft)])
        }
        guard stored.form == form.id, stored.day == day.iso else {
            return DraftReading(answers: [:], refusals: [DraftRefusal(screen: nil, reason: .otherFormOrDay)])
        }
        let check = DraftCheck(form: form, parser: AnswerParser(today: today), photosDirectory: paths.photosDirectory)
        var reading = DraftReading(answers: [:], refusals: [])
        for entry in stored.answers {
            switch check.answer(screen: entry.screen, type: entry.type, unit: entry.unit, text: entry.value) {
            case .success(let value): reading.answers[entry.screen] = value
            case .failure(let refusal): reading.refusals.append(refusal)
            }
        }
        return reading
    }

    /// Removes the draft (resumed or declined). Never throws: a draft left behind is only offered again.
    public func discard(of form: Form, day: CivilDate) {
        try? Posix.remove(path(form: form.id, day: day))
    }
}

extension AnswerColumns {
    /// A value as one text, read back by `decode(type:plain:)`.
    static func text(_ value: AnswerValue) -> String {
        switch AnswerColumns.value(value) {
        case .real(let number): return "\(number)"
        case .integer(let number): return "\(number)"
        case .text(let text): return text
        default: return ""
        }
    }

    static func decode(type: String, plain text: String) -> AnswerValue? {
        switch type {
        case "number", "slider": return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case "duration": return Int(text).map { .duration($0) }
        case "yes-no": return text == "1" ? .yesNo(true) : text == "0" ? .yesNo(false) : nil
        default: return FieldType(rawValue: type).flatMap { decode(type: $0, text: text) }
        }
    }
}
