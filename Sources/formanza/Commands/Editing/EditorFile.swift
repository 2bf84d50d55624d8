import FormanzaCommandLine
import FormanzaState
import FoundationEssentials
import Glibc

/// The temporary file `form edit` hands to the person's editor, and the editor itself.
///
/// The file is private (0600, created with `mkstemps`) in `$XDG_RUNTIME_DIR/formanza`, else
/// `/tmp`, because a form's definition is personal. The editor is `$VISUAL`, else `$EDITOR`,
/// else `vi`, split into words like a shell would but run without one (`CommandWords`), with
/// the file's path as its last argument — the convention of `crontab -e`, `visudo` and git.
struct EditorFile {
    let path: String

    static func create(_ contents: Data, form: Form, environment: [String: String], _ l: Language) throws -> EditorFile
    {
        var directory = "/tmp"
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let candidate = runtime + "/formanza"
            if mkdir(candidate, 0o700) == 0 || errno == EEXIST { directory = candidate }
        }
        var template = Array("\(directory)/form-\(form.id)-XXXXXX.json".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 5) }
        guard fd >= 0 else {
            throw failure(
                l.pick("cannot create a temporary file in", "no se puede crear un archivo temporal en"), directory)
        }
        defer { close(fd) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fchmod(fd, 0o600)
        let ok = contents.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        guard ok else {
            unlink(path)
            throw failure(l.pick("cannot write", "no se puede escribir"), path)
        }
        return EditorFile(path: path)
    }

    static func failure(_ what: String, _ path: String) -> CommandError {
        CommandError(refused: "\(what) \(path): \(String(cString: strerror(errno)))")
    }

    func read() throws -> Data { try FormDocument.read(path: path) ?? Data() }

    func remove() { unlink(path) }

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
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], nil, &attributes, argv, environ)
        guard spawned == 0 else {
            throw CommandError(
                refused: l.pick(
                    "cannot start the editor \"\(arguments[0])\": \(String(cString: strerror(spawned))); set $VISUAL or $EDITOR",
                    "no se puede abrir el editor «\(arguments[0])»: \(String(cString: strerror(spawned))); define $VISUAL o $EDITOR"
                ))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { throw CommandError(refused: "waitpid: \(String(cString: strerror(errno)))") }
        }
        let signalNumber = status & 0x7f
        let exitCode = (status >> 8) & 0xff
        if signalNumber != 0 || exitCode != 0 {
            let how =
                signalNumber != 0
                ? l.pick("was killed by signal \(signalNumber)", "terminó por la señal \(signalNumber)")
                : l.pick("exited with status \(exitCode)", "salió con el estado \(exitCode)")
            throw CommandError(
                refused: l.pick(
                    "the editor \"\(arguments[0])\" \(how); the form is unchanged",
                    "el editor «\(arguments[0])» \(how); el formulario no cambió"))
        }
    }
}
