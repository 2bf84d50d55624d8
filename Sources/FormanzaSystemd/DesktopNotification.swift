import FormanzaBase
import FormanzaModel

/// A desktop notification as the Desktop Notifications spec's `Notify` takes it.
///
/// The daemon fills one per reminder: app name "Formanza", the form's title as summary, the
/// reminder text as body, the `default` ("Check in") and snooze actions when the server has the
/// `actions` capability, and the hints every reminder carries (urgency 1, category
/// `x-formanza.reminder`, desktop-entry).
public struct DesktopNotification: Equatable, Sendable {
    /// An action button: `id` comes back in `ActionInvoked`, `label` is what the person sees.
    /// The id `default` is the click on the notification itself.
    public struct Action: Equatable, Sendable {
        let id: String
        let label: String
        public init(id: String, label: String) {
            self.id = id
            self.label = label
        }
    }

    /// The `urgency` hint (a byte on the wire).
    public enum Urgency: UInt8, Sendable {
        case low = 0
        case normal = 1
        case critical = 2
    }

    var appName: String = "Formanza"
    /// The id of a notification to replace in place (0: a new one), so a form's reminder of the
    /// day updates instead of piling up.
    public var replacesID: UInt32 = 0
    public var appIcon: String = ""
    /// Plain text; servers never parse markup in the summary.
    var summary: String
    /// May contain markup when the server has `body-markup`: escape with `markupEscaped`.
    var body: String = ""
    public var actions: [Action] = []
    public var urgency: Urgency? = .normal
    public var category: String?
    /// The desktop file name without `.desktop`, so the server can show the app's icon and name.
    public var desktopEntry: String?
    /// Further hints, merged after the standard ones.
    var extraHints: [String: BusValue] = [:]
    /// Milliseconds; -1 leaves it to the server, 0 means "until dismissed".
    var expireTimeout: Int32 = -1

    public init(summary: String, body: String = "") {
        self.summary = summary
        self.body = body
    }

    /// The `a{sv}` hints dictionary sent on the wire.
    var hints: [String: BusValue] {
        var hints: [String: BusValue] = [:]
        if let urgency { hints["urgency"] = .byte(urgency.rawValue) }
        if let category { hints["category"] = .string(category) }
        if let desktopEntry { hints["desktop-entry"] = .string(desktopEntry) }
        hints.merge(extraHints) { _, extra in extra }
        return hints
    }

    /// The eight `Notify` arguments (`susssasa{sv}i`).
    var arguments: [BusValue] {
        [
            .string(appName), .uint32(replacesID), .string(appIcon), .string(summary), .string(body),
            .stringArray(actions.flatMap { [$0.id, $0.label] }), .dictionary(hints), .int32(expireTimeout),
        ]
    }

    /// `text` as a server shows it as text: control characters as visible escapes, and with
    /// `markup` the markup characters escaped too.
    public static func shown(_ text: String, markup: Bool, lineBreaks: Bool) -> String {
        let visible = VisibleText.escape(text, keepingLineBreaks: lineBreaks)
        return markup ? markupEscaped(visible) : visible
    }

    /// Escapes `&`, `<`, `>`, `'` and `"` so a form title or text full of markup is shown as text
    /// by a server that parses body markup (the Desktop Notifications specification's subset of
    /// XML).
    static func markupEscaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&apos;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// Why the server says a notification closed (`NotificationClosed`'s reason).
public enum NotificationCloseReason: Equatable, Sendable {
    case expired, dismissed, closedByCall, undefined
    case other(UInt32)

    init(code: UInt32) {
        switch code {
        case 1: self = .expired
        case 2: self = .dismissed
        case 3: self = .closedByCall
        case 4: self = .undefined
        default: self = .other(code)
        }
    }
}

/// What `GetServerInformation` returns.
public struct NotificationServerInformation: Equatable, Sendable {
    public let name: String
    public let vendor: String
    public let version: String
    public let specVersion: String
}
