import FormanzaBase
import FoundationEssentials

/// A form as a JSON document: the store's `forms/ID.json`, `formanza form export`'s output and
/// what `form import` and `form edit` read (formanza(1), FORM FORMAT). One encoder
/// for all three, so an exported form is byte for byte its store file.
public enum FormDocument {
    public static func encode(_ form: Form) throws -> Data {
        try StoreCoding.encode(form)
    }

    /// Reads a form from `data`; `source` names where it came from in the error.
    public static func decode(_ data: Data, source: String) throws(FormDocumentError) -> Form {
        do {
            return try JSONDecoder().decode(Form.self, from: data)
        } catch let error as NewerSchemaError {
            throw FormDocumentError(source: source, reason: .newerSchema(error.found))
        } catch let error as DecodingError {
            throw FormDocumentError(source: source, reason: .malformed(StoreCoding.problem(error, size: data.count)))
        } catch {
            throw FormDocumentError(source: source, reason: .malformed(DecodeProblem(.other("\(error)"))))
        }
    }
}

/// A form document that cannot be read; nothing is changed.
public struct FormDocumentError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case malformed(DecodeProblem)
        case newerSchema(Int)
    }

    public let source: String
    public let reason: Reason
}
