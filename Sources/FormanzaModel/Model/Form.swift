import FormanzaBase

/// A form: ordered screens, two reminders, calculated values and goals.
///
/// The same JSON is the form's file in the store and the `formanza form export` format.

public struct Form: Hashable, Sendable, Identifiable {
    public var id: String
    /// 1 to 60 characters.
    public var title: String
    public var active: Bool
    public var screens: [Screen]
    public var reminders: Reminders
    public var calculated: [CalculatedValue]
    public var goals: [Goal]

    public static let titleLimit = 60

    public init(
        id: String = Identifier.make(prefix: "f"), title: String, active: Bool = true,
        screens: [Screen] = [], reminders: Reminders = Reminders(),
        calculated: [CalculatedValue] = [], goals: [Goal] = []
    ) {
        self.id = id
        self.title = title
        self.active = active
        self.screens = screens
        self.reminders = reminders
        self.calculated = calculated
        self.goals = goals
    }

    /// Whether the form reminds: active, at least one screen, at least one reminder on.
    public var reminds: Bool { active && !screens.isEmpty && reminders.anyEnabled }

    /// A form without screens waits outside check-in.
    public var isUsable: Bool { active && !screens.isEmpty }

    public func screen(id: String) -> Screen? { screens.first { $0.id == id } }

    public func calculatedValue(id: String) -> CalculatedValue? { calculated.first { $0.id == id } }

    /// The highlighted number screen, if any.
    public var highlightedScreen: Screen? {
        screens.first { $0.highlight && $0.kind.numberSettings != nil }
    }
}

extension Form: Codable {
    private enum CodingKeys: String, CodingKey {
        case schema, id, title, active, reminders, screens, calculated, goals
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try c.decodeIfPresent(Int.self, forKey: .schema)
        try StoreSchema.check(schema)
        if let schema, schema < 1 {
            // No Formanza ever wrote such a version.
            throw DecodeProblem.Fault.noSuchSchema(schema).decodingError(at: c.codingPath + [CodingKeys.schema])
        }
        // A key may be left out, but `null` is not a value of any of them: refused rather than
        // read as empty, so a mangled file is noticed instead of losing its screens.
        for key in [CodingKeys.schema, .active, .reminders, .screens, .calculated, .goals] where c.contains(key) {
            guard try c.decodeNil(forKey: key) else { continue }
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: c.codingPath + [key],
                    debugDescription: key.stringValue))
        }
        self.init(
            id: try c.decode(String.self, forKey: .id),
            title: try c.decode(String.self, forKey: .title),
            active: try c.decodeIfPresent(Bool.self, forKey: .active) ?? true,
            screens: try c.decodeIfPresent([Screen].self, forKey: .screens) ?? [],
            reminders: try c.decodeIfPresent(Reminders.self, forKey: .reminders) ?? Reminders(),
            calculated: try c.decodeIfPresent([CalculatedValue].self, forKey: .calculated) ?? [],
            goals: try c.decodeIfPresent([Goal].self, forKey: .goals) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(StoreSchema.current, forKey: .schema)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(active, forKey: .active)
        try c.encode(reminders, forKey: .reminders)
        try c.encode(screens, forKey: .screens)
        try c.encode(calculated, forKey: .calculated)
        try c.encode(goals, forKey: .goals)
    }
}

/// The schema version every store file carries.
public enum StoreSchema {
    public static let current = 1

    /// A file from a newer Formanza is refused rather than misread or overwritten.
    package static func check(_ version: Int?) throws {
        if let version, version > current { throw NewerSchemaError(found: version) }
    }
}

/// Thrown while decoding a file whose schema is newer than this program's.
public struct NewerSchemaError: Error, Sendable {
    public let found: Int
}
