import FormanzaModel
import FormanzaSystem
import FoundationEssentials

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
