import FormanzaBase
import FoundationEssentials

/// Why a JSON document of the store (a form, a day, the settings, a data value) could not be
/// read, as data: what was wrong and where in the document. The model words nothing; FormanzaWords
/// says it in the reader's language.
public struct DecodeProblem: Error, Sendable, Equatable {
    public enum Fault: Error, Sendable, Equatable {
        /// The file holds nothing.
        case empty
        /// The text is no JSON at all (cut short, or garbled).
        case notJSON
        /// A key the document must have.
        case missing(key: String)
        /// A value of the wrong kind (text for a number, null for a list…).
        case wrongKind
        case notADate(String)
        case notATime(String)
        /// An answer's date and time that is not `YYYY-MM-DDTHH:MM`.
        case notADateTime(String)
        /// A saving time that is no UTC instant.
        case notAnInstant(String)
        /// A `type` this Formanza does not know, of the kind of thing named.
        case unknownType(TypeOf, String)
        /// A schema version below the first one any Formanza wrote.
        case noSuchSchema(Int)
        /// A calculated value's source that names neither a screen nor a calculated value.
        case sourceNeedsScreenOrCalculated
        /// A formula piece with none of the keys a piece has.
        case formulaPieceNeedsOne
        /// What the JSON reader itself said, as it said it.
        case other(String)

        /// The decoding error that carries this fault to `StoreCoding.problem`, at `path`.
        func decodingError(at path: [any CodingKey]) -> DecodingError {
            .dataCorrupted(.init(codingPath: path, debugDescription: "\(self)", underlyingError: self))
        }
    }

    /// Which kind of thing's `type` was not known.
    public enum TypeOf: Sendable, Equatable {
        case answer, field, calculatedValue, dataValue
    }

    public let fault: Fault
    /// The keys leading to the value, `screens.[2].type`; empty for the document as a whole.
    public let place: String

    public init(_ fault: Fault, at place: String = "") {
        self.fault = fault
        self.place = place
    }
}
