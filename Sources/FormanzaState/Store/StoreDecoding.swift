import FormanzaModel
import FoundationEssentials

extension StoreCoding {
    /// Decodes `data` read from `path`; any failure becomes `StoreError.unreadable` or
    /// `.newerSchema` naming the path.
    /// The strict reader first (`StrictJSON`, many times faster on the text the store itself
    /// wrote), `JSONDecoder` for anything it gives up on.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        if let value = try? StrictJSON.decode(type, from: [UInt8](data)) { return value }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as NewerSchemaError {
            throw StoreError.newerSchema(path: path, found: error.found)
        } catch let error as DecodingError {
            throw StoreError.unreadable(path: path, reason: .document(problem(error, size: data.count)))
        } catch {
            throw StoreError.unreadable(path: path, reason: .document(DecodeProblem(.other("\(error)"))))
        }
    }
}
