import FormanzaBase
import FormanzaModel
import FormanzaSystem
import FormanzaWords

/// A check-in draft read back: the answers that pass every rule a typed answer passes, and
/// what was left out and why.
public struct DraftReading: Sendable {
    public var answers: [String: AnswerValue]
    public var refusals: [DraftRefusal]
}

/// Why a draft, or one answer in it, was left out. A draft is a file anyone (or anything) may
/// have edited since it was written, so its answers are input like any typed one.
public struct DraftRefusal: Error, Sendable {
    public enum Reason: Sendable {
        /// The file itself could not be used (not a regular file, a link, too large).
        case unreadable(FileRefusal)
        /// The file is not a draft's JSON.
        case notADraft
        /// The draft names another form or day than the one it is kept for.
        case otherFormOrDay
        case noScreen
        case wrongType(saved: String, screen: String)
        case notAValue(type: String)
        case unknownOption(String)
        case invalid(AnswerError)
        case missingPhoto(String)
        case unknownTile(String, names: [String])
        case tooManyPhotos(max: Int)
    }

    /// The screen's title, or the id the draft gave when no screen has it; nil for the file.
    public let screen: String?
    public let reason: Reason
}

extension DraftRefusal: UserFacingError {
    public func message(in l: Language) -> String {
        let shown = { (text: String) in RecordImportError.shown(text) }
        let why: String
        switch reason {
        case .unreadable(let refusal):
            return l.tr(
                "The interrupted check-in's draft cannot be used, so it was removed: ") + refusal.message(in: l)
        case .notADraft:
            return l.tr(
                "The interrupted check-in's draft is not a draft Formanza wrote (not its JSON), so it was removed."
            )
        case .otherFormOrDay:
            return l.tr(
                "The interrupted check-in's draft names another form or day, so it was removed.")
        case .noScreen: why = l.tr("the form has no such question")
        case .wrongType(let saved, let screen):
            why = l.tr(
                "it was kept as {0}, the question now takes {1}", shown(saved), screen)
        case .notAValue(let type):
            why = l.tr("it is not a valid {0} answer", shown(type))
        case .unknownOption(let value):
            why = l.tr(
                "\"{0}\" is not one of the question's options", shown(value))
        case .invalid(let error): why = error.message(in: l)
        case .missingPhoto(let name):
            why = l.tr(
                "the photo \"{0}\" is not in the store", shown(name))
        case .unknownTile(let name, let names):
            why = l.tr(
                "no photo is named \"{0}\"; the names are {1}", shown(name), names.joined(separator: ", "))
        case .tooManyPhotos(let max): why = l.tr("it holds more than {0} photos", max)
        }
        let screen = shown(self.screen ?? "")
        return l.tr(
            "Draft answer to \"{0}\" left out: {1}.", screen, why)
    }
}

/// Checks one answer of a draft exactly as the check-in checks a typed one: the screen must
/// exist with the type (and unit) the answer was kept under, and its text must parse by
/// `AnswerParser` for the screen as it is now (ranges, decimals, steps, lengths, date limits,
/// intervals); a choice must name options the screen has; a photo must be a stored photo of
/// this store and a multi-photo's tiles names the screen has.
struct DraftCheck {
    let form: Form
    let parser: AnswerParser
    let photosDirectory: String

    func answer(screen id: String, type: String, unit: String?, text: String) -> Result<AnswerValue, DraftRefusal> {
        guard let screen = form.screen(id: id) else { return .failure(DraftRefusal(screen: id, reason: .noScreen)) }
        let fail = { (reason: DraftRefusal.Reason) in
            Result<AnswerValue, DraftRefusal>.failure(
                DraftRefusal(screen: screen.displayShortTitle, reason: reason))
        }
        guard type == screen.kind.typeName, (unit ?? "") == (screen.kind.numberSettings?.unit ?? "") else {
            let now =
                screen.kind.typeName + (screen.kind.numberSettings.map { $0.unit.isEmpty ? "" : " (\($0.unit))" } ?? "")
            return fail(.wrongType(saved: type + (unit.map { " (\($0))" } ?? ""), screen: now))
        }
        guard let value = AnswerColumns.decode(type: type, plain: text) else { return fail(.notAValue(type: type)) }
        switch (value, screen.kind) {
        case (.choice(let picked), .singleChoice(let s)):
            return s.options.contains { $0.value == picked } ? .success(value) : fail(.unknownOption(picked))
        case (.choices(let picked), .multipleChoice(let s)):
            if let unknown = picked.first(where: { v in !s.options.contains { $0.value == v } }) {
                return fail(.unknownOption(unknown))
            }
            guard !picked.isEmpty else { return fail(.invalid(.empty)) }
            return .success(.choices(s.options.map(\.value).filter(picked.contains)))
        case (.photo(let name), .photo):
            return isStoredPhoto(name) ? .success(value) : fail(.missingPhoto(name))
        case (.photos(let tiles), .multiPhoto(let s)):
            guard !tiles.isEmpty else { return fail(.invalid(.empty)) }
            guard tiles.count <= MultiPhotoSettings.maxPhotos else {
                return fail(.tooManyPhotos(max: MultiPhotoSettings.maxPhotos))
            }
            if let unknown = tiles.keys.sorted().first(where: { !s.names.contains($0) }) {
                return fail(.unknownTile(unknown, names: s.names))
            }
            if let missing = tiles.values.sorted().first(where: { !isStoredPhoto($0) }) {
                return fail(.missingPhoto(missing))
            }
            return .success(value)
        default:
            do {
                let parsed = try parser.parse(AnswerDisplay.storedText(value), for: screen)
                try parser.validate(parsed, for: screen)
                return .success(parsed)
            } catch {
                return fail(.invalid(error))
            }
        }
    }

    /// A photo name of the store's own shape whose JPEG is a regular file in its folder (never
    /// a link: the name cannot lead out of the store).
    func isStoredPhoto(_ name: String) -> Bool {
        guard PhotoLedger.isPhotoName(name),
            let status = try? FileStatus.of(photosDirectory + "/" + name + ".jpg", followLinks: false)
        else { return false }
        return status.kind == .regular
    }
}
