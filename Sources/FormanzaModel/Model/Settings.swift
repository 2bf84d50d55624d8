/// The check-in switches of Settings › Check-in. Defaults: both on (our choice).
public struct CheckinSettings: Hashable, Sendable {
    public var autoAdvance: Bool
    public var prefillYesNo: Bool
    /// The Progress period last chosen, shared by every card and chart (default 1M).
    public var progressPeriod: ProgressPeriod?
    /// The id of the form Progress showed last.
    public var progressForm: String?

    public init(
        autoAdvance: Bool = true, prefillYesNo: Bool = true, progressPeriod: ProgressPeriod? = nil,
        progressForm: String? = nil
    ) {
        self.autoAdvance = autoAdvance
        self.prefillYesNo = prefillYesNo
        self.progressPeriod = progressPeriod
        self.progressForm = progressForm
    }
}

extension CheckinSettings: Codable {
    private enum CodingKeys: String, CodingKey { case schema, autoAdvance, prefillYesNo, progressPeriod, progressForm }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try StoreSchema.check(try c.decodeIfPresent(Int.self, forKey: .schema))
        self.init(
            autoAdvance: try c.decodeIfPresent(Bool.self, forKey: .autoAdvance) ?? true,
            prefillYesNo: try c.decodeIfPresent(Bool.self, forKey: .prefillYesNo) ?? true,
            // An unknown period (a newer Formanza's, or a hand edit) falls back to the
            // default.
            progressPeriod: (try? c.decodeIfPresent(String.self, forKey: .progressPeriod)).flatMap {
                $0.flatMap(ProgressPeriod.init(text:))
            },
            progressForm: try? c.decodeIfPresent(String.self, forKey: .progressForm))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(StoreSchema.current, forKey: .schema)
        try c.encode(autoAdvance, forKey: .autoAdvance)
        try c.encode(prefillYesNo, forKey: .prefillYesNo)
        try c.encodeIfPresent(progressPeriod?.rawValue, forKey: .progressPeriod)
        try c.encodeIfPresent(progressForm, forKey: .progressForm)
    }
}

/// The data values file: every fixed value formulas may read.
package struct DataValuesFile: Codable {
    package var schema: Int?
    package var values: [DataValue]
}

/// When Formanza was last opened: a fact, written by every `formanza` command.
package struct OpenedFile: Codable {
    package var schema: Int?
    package var lastOpened: String
}
