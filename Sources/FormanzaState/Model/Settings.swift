/// The check-in switches of Settings › Check-in (H1). Defaults: both on (our choice; the seeds
/// leave them open).
public struct CheckinSettings: Hashable, Sendable {
    public var autoAdvance: Bool
    public var prefillYesNo: Bool

    public init(autoAdvance: Bool = true, prefillYesNo: Bool = true) {
        self.autoAdvance = autoAdvance
        self.prefillYesNo = prefillYesNo
    }
}

extension CheckinSettings: Codable {
    private enum CodingKeys: String, CodingKey { case schema, autoAdvance, prefillYesNo }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try StoreSchema.check(try c.decodeIfPresent(Int.self, forKey: .schema))
        self.init(autoAdvance: try c.decodeIfPresent(Bool.self, forKey: .autoAdvance) ?? true,
                  prefillYesNo: try c.decodeIfPresent(Bool.self, forKey: .prefillYesNo) ?? true)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(StoreSchema.current, forKey: .schema)
        try c.encode(autoAdvance, forKey: .autoAdvance)
        try c.encode(prefillYesNo, forKey: .prefillYesNo)
    }
}

/// The data values file: every fixed value formulas may read (E1).
struct DataValuesFile: Codable {
    var schema: Int?
    var values: [DataValue]
}

/// When Formanza was last opened (R4): a fact, written by every `formanza` command.
struct OpenedFile: Codable {
    var schema: Int?
    var lastOpened: String
}
