import FormanzaBase
import FormanzaCommandLine
import FormanzaModel
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
                l.tr("cannot create a temporary file in"), directory,
                error)
        } catch .write(let path, let error) {
            throw failure(l.tr("cannot write"), path, error)
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
                    refused: l.tr(
                        "${0} has an unclosed quote: {1}", key, text))
            }
            return words
        }
        return ["vi"]
    }

    /// Runs the editor on the file and waits for it. A Ctrl-C or Ctrl-\ typed meanwhile is
    /// the editor's (as with `system(3)`), so it does not end Formanza and leave the file
    /// behind. Told to stop (SIGTERM, SIGHUP, or SIGINT sent by another process), Formanza stops
    /// the editor too and throws an error whose status is 128 + the signal, as a process ended
    /// by it reports; the caller's cleanup removes the file on the way out.
    func edit(with command: [String], _ l: Language) throws {
        let arguments = command + [path]
        let outcome: SignalForwarding.Outcome
        do {
            outcome = try SignalForwarding.run(
                arguments, ChildSetup(defaultSignals: [ProcessSignal.interrupt, ProcessSignal.quit]))
        } catch .start(let error) {
            throw CommandError(
                refused: l.tr(
                    "cannot start the editor \"{0}\": {1}; set $VISUAL or $EDITOR", arguments[0], error.text
                ))
        } catch .wait(let error) {
            throw CommandError(refused: "waitpid: \(error.text)")
        }
        let exit: ChildExit
        switch outcome {
        case .ended(let ended): exit = ended
        case .stopped(let signal):
            throw CommandError(
                message: l.tr(
                    "stopped by signal {0}; the editor was stopped too and the form is unchanged", signal),
                status: 128 + signal)
        }
        guard exit != .exited(0) else { return }
        let how =
            switch exit {
            case .killed(let signal): l.tr("was killed by signal {0}", signal)
            case .exited(let status): l.tr("exited with status {0}", status)
            }
        throw CommandError(
            refused: l.tr(
                "the editor \"{0}\" {1}; the form is unchanged", arguments[0], how))
    }
}
