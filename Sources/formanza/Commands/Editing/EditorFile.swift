import FormanzaCommandLine
import FormanzaState
import FormanzaSystem
import FoundationEssentials

/// The temporary file `form edit` hands to the person's editor, and the editor itself.
///
/// The file is private (0600, made anew by `EditorTemporaryFile`) in `$XDG_RUNTIME_DIR/formanza`,
/// else `/tmp`, because a form's definition is personal. The editor is `$VISUAL`, else `$EDITOR`,
/// else `vi`, split into words like a shell would but run without one (`CommandWords`), with
/// the file's path as its last argument — the convention of `crontab -e`, `visudo` and git.
struct EditorFile {
    let path: String

    static func create(_ contents: Data, form: Form, environment: [String: String], _ l: Language) throws -> EditorFile
    {
        var directory = "/tmp"
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            directory = EditorTemporaryFile.privateDirectory(in: runtime, fallback: directory)
        }
        do {
            let path = try EditorTemporaryFile.create(
                in: directory, prefix: "form-\(form.id)-", suffix: ".json", contents: Array(contents))
            return EditorFile(path: path)
        } catch .create(let directory, let error) {
            throw failure(
                l.pick("cannot create a temporary file in", "no se puede crear un archivo temporal en"), directory,
                error)
        } catch .write(let path, let error) {
            throw failure(l.pick("cannot write", "no se puede escribir"), path, error)
        }
    }

    static func failure(_ what: String, _ path: String, _ error: Errno) -> CommandError {
        CommandError(refused: "\(what) \(path): \(error.text)")
    }

    func read() throws -> Data { try FormDocument.read(path: path) ?? Data() }

    func remove() { EditorTemporaryFile.remove(path) }

    /// The editor's words: `$VISUAL`, else `$EDITOR`, else `vi`.
    static func command(_ environment: [String: String], _ l: Language) throws -> [String] {
        for key in ["VISUAL", "EDITOR"] {
            guard let text = environment[key], !text.trimmingWhitespace.isEmpty else { continue }
            guard let words = CommandWords.split(text), !words.isEmpty else {
                throw CommandError(
                    refused: l.pick(
                        "$\(key) has an unclosed quote: \(text)", "$\(key) tiene unas comillas sin cerrar: \(text)"))
            }
            return words
        }
        return ["vi"]
    }

    /// Runs the editor on the file and waits for it. Interrupt and quit are ignored here
    /// meanwhile (as `system(3)` does), so a Ctrl-C meant for the editor does not end
    /// Formanza and leave the file behind; the editor gets them with their default action.
    func edit(with command: [String], _ l: Language) throws {
        let arguments = command + [path]
        let interruptAndQuit = [ProcessSignal.interrupt, ProcessSignal.quit]
        let exit = try ProcessSignal.ignoring(interruptAndQuit) { () throws(CommandError) -> ChildExit in
            try Self.run(arguments, defaultSignals: interruptAndQuit, l)
        }
        guard exit != .exited(0) else { return }
        let how =
            switch exit {
            case .killed(let signal): l.pick("was killed by signal \(signal)", "terminó por la señal \(signal)")
            case .exited(let status): l.pick("exited with status \(status)", "salió con el estado \(status)")
            }
        throw CommandError(
            refused: l.pick(
                "the editor \"\(arguments[0])\" \(how); the form is unchanged",
                "el editor «\(arguments[0])» \(how); el formulario no cambió"))
    }

    private static func run(_ arguments: [String], defaultSignals: [Int32], _ l: Language) throws(CommandError)
        -> ChildExit
    {
        let pid: Int32
        do {
            pid = try ChildProcess.spawn(arguments, ChildSetup(defaultSignals: defaultSignals))
        } catch {
            throw CommandError(
                refused: l.pick(
                    "cannot start the editor \"\(arguments[0])\": \(error.text); set $VISUAL or $EDITOR",
                    "no se puede abrir el editor «\(arguments[0])»: \(error.text); define $VISUAL o $EDITOR"
                ))
        }
        do { return try ChildProcess.wait(pid) } catch { throw CommandError(refused: "waitpid: \(error.text)") }
    }
}
