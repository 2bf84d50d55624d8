import FormanzaSystem
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
            throw FormDocumentError(source: source, reason: .malformed(StoreCoding.reason(error, size: data.count)))
        } catch {
            throw FormDocumentError(source: source, reason: .malformed("\(error)"))
        }
    }
}

/// A form document that cannot be read; nothing is changed.
public struct FormDocumentError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case malformed(String)
        case newerSchema(Int)
    }

    public let source: String
    public let reason: Reason
}

extension FormDocumentError: UserFacingError {
    public func message(in l: Language) -> String {
        switch reason {
        case .malformed(let why):
            return l.pick(
                "\(source) is not a form definition: \(why); nothing was changed",
                "\(source) no es una definición de formulario: \(why); no se cambió nada")
        case .newerSchema(let found):
            return l.pick(
                "\(source) was written by a newer Formanza (schema \(found); this one reads \(StoreSchema.current)); nothing was changed",
                "\(source) lo escribió un Formanza más nuevo (esquema \(found); este lee el \(StoreSchema.current)); no se cambió nada"
            )
        }
    }
}

extension FormDocument {
    /// The bytes of the file at `path`, nil when it does not exist; other failures name the
    /// path and the reason. The path is the person's own choice, so a link is followed, but a
    /// FIFO or a device is refused without blocking and at most 16 MiB is read.
    public static func read(path: String, limit: Int = OwnedFiles.defaultReadLimit) throws -> Data? {
        try OwnedFiles.readRegular(path, limit: limit, followLinks: true).map { Data($0) }
    }

    /// Standard input (`form import -`): a file or a pipe, at most 16 MiB.
    public static func readStandardInput(name: String, limit: Int = OwnedFiles.defaultReadLimit) throws -> Data {
        let input: FileDescriptor
        do { input = try FileDescriptor.duplicate(0) } catch {
            throw FileRefusal(path: name, problem: .system("dup", error))
        }
        return Data(try OwnedFiles.readRegular(input, path: name, limit: limit, allowStreams: true))
    }
}

extension FormDocument {
    /// The form's definition exactly as stored (so `form export` gives back the bytes a form
    /// was imported or migrated with, whatever order the encoder gives its keys), or a fresh
    /// encoding when the store no longer holds `form`.
    public static func storedBytes(of form: Form, in store: Store) throws -> Data {
        if let text = try store.formDefinition(id: form.id) {
            let data = Data(text.utf8)
            if (try? JSONDecoder().decode(Form.self, from: data)) == form { return data }
        }
        return try encode(form)
    }
}
