import FormanzaBase
import FormanzaModel
import FormanzaState
import FormanzaTerminal

/// What the photo field needs from outside: storing a file (through `formanza-photo`) and
/// drawing a stored photo as symbol lines. Kept apart so the widget stays a state machine.
struct PhotoServices: Sendable {
    /// The stored photo's name, or the message saying why the file was refused.
    let store: @Sendable (String) -> Result<String, PhotoRefusalMessage>
    let preview: @Sendable (String, Int, Int) -> [StyledLine]
    let complete: @Sendable (String) -> PathCompletion.Result
}

struct PhotoRefusalMessage: Error, Sendable { let text: String }

/// A photo or multi-photo screen (one photo, or up to six named ones): a path field with Tab
/// completion of file names; Enter stores the file typed and shows its preview, Enter on an
/// empty field goes on; Ctrl-X is "Remove photo" («Quitar foto»). A multi-photo screen lists
/// its names, Up and Down choose the one the field fills.
struct PhotoInput: CheckInInput {
    let names: [String]?
    let services: PhotoServices
    let language: Language
    private(set) var photos: [String: String]
    private(set) var selected = 0
    private(set) var field = TextInput(maxLength: 4096)
    private(set) var message: StyledLine?
    private(set) var isConfirmed = false

    /// Which key photos are filed under for a single-photo screen.
    static let single = ""

    init(names: [String]?, initial: AnswerValue?, services: PhotoServices, language: Language) {
        self.names = names.map { Array($0.prefix(PhotoImport.maxPhotos)) }
        self.services = services
        self.language = language
        switch initial {
        case .photo(let name)?: photos = [Self.single: name]
        case .photos(let map)?: photos = map
        default: photos = [:]
        }
    }

    var currentKey: String { names.map { $0[min(selected, $0.count - 1)] } ?? Self.single }

    /// Whether Enter would store a file: a path is typed in the field.
    var hasTypedFile: Bool { !field.text.trimmingWhitespace.isEmpty }

    /// Whether a photo is stored, so Enter on an empty field goes on.
    var hasPhotos: Bool { !photos.isEmpty }

    var value: AnswerValue? {
        guard !photos.isEmpty else { return nil }
        return names == nil ? photos[Self.single].map(AnswerValue.photo) : .photos(photos)
    }

    mutating func handle(_ key: Key) -> InputEffect {
        switch key {
        case .enter:
            let path = field.text.trimmingWhitespace
            if path.isEmpty {
                guard !photos.isEmpty else { return .rejected }
                isConfirmed = true
                return .submit
            }
            switch services.store(path) {
            case .success(let name):
                photos[currentKey] = name
                field = TextInput(maxLength: 4096)
                message = nil
                isConfirmed = true
                if let names, let next = names.indices.first(where: { photos[names[$0]] == nil }) { selected = next }
            case .failure(let refusal):
                message = StyledLine(refusal.text, .red, overflow: .wrap)
            }
            return .updated
        case .control("x"):
            guard photos[currentKey] != nil else { return .rejected }
            photos[currentKey] = nil
            isConfirmed = true
            message = StyledLine(PhotoInput.removed(language), .gray)
            return .updated
        case .up, .down:
            guard let names else { return .ignored }
            selected = (selected + (key == .up ? names.count - 1 : 1)) % names.count
            return .updated
        case .tab:
            let result = services.complete(field.text)
            field = TextInput(maxLength: 4096, initial: result.text)
            message =
                result.choices.isEmpty
                ? nil : StyledLine(result.choices.joined(separator: "  "), .gray, overflow: .wrap)
            return .updated
        default:
            let effect = field.handle(key)
            return effect == .submit ? .updated : effect
        }
    }

    func render(width: Int, height: Int) -> InputView {
        var lines: [StyledLine] = []
        if let names {
            for (index, name) in names.enumerated() {
                let mark = index == selected ? "› " : "  "
                let state = photos[name].map { AnswerDisplay.photoLabel($0, language) } ?? "—"
                lines.append(
                    StyledLine(mark + TerminalText.safe(name) + "  " + state, index == selected ? .bold : .plain))
            }
            lines.append(.blank)
        }
        let fieldView = field.render(width: max(10, width - 2), height: 1)
        lines.append(StyledLine(PhotoInput.fileLabel(language), .gray))
        let fieldRow = lines.count
        lines.append(fieldView.lines.first ?? .blank)
        if let message { lines.append(message) }
        if let photo = photos[currentKey] {
            lines.append(
                StyledLine(AnswerDisplay.photoLabel(photo, language) + "   " + PhotoInput.removeHint(language), .gray))
            let room = max(2, height - lines.count)
            lines += services.preview(photo, min(width, 40), min(room, 12))
        }
        let cursor = fieldView.cursor.map { CursorPosition(row: $0.row + fieldRow, column: $0.column) }
        return InputView(lines: lines, cursor: cursor)
    }

    static func fileLabel(_ l: Language) -> String {
        l.tr("Image file (Tab completes, Enter stores it):")
    }

    /// Enter's label in the footer while a path is typed.
    static func storeHint(_ l: Language) -> String { l.tr("Store photo") }

    static func removeHint(_ l: Language) -> String { l.tr("Ctrl-X: Remove photo") }

    static func removed(_ l: Language) -> String { l.tr("Photo removed") }
}
