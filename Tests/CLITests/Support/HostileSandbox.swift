import Foundation
import Glibc
import Testing

/// A `FormsSandbox` plus what the hostile-input table plants in it, a directory outside the
/// store to watch, and runs under `timeout` so a hang ends as status 124 instead of never.
final class HostileSandbox {
    let sandbox: FormsSandbox
    var base: String { sandbox.base }
    var store: String { sandbox.storeRoot }
    var outside: String { base + "/outside" }

    init() throws {
        sandbox = try FormsSandbox()
        try FileManager.default.createDirectory(atPath: outside + "/inner", withIntermediateDirectories: true)
        try Data("untouched\n".utf8).write(to: URL(fileURLWithPath: outside + "/file.txt"))
        chmod(outside, 0o755)
    }

    /// Every path under `outside` with its mode and content.
    func outsideSnapshot() throws -> [String: String] {
        var snapshot: [String: String] = [:]
        for name in [""] + (FileManager.default.subpaths(atPath: outside) ?? []) {
            let path = outside + (name.isEmpty ? "" : "/" + name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let content = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            snapshot[name] = String(info.st_mode, radix: 8) + " " + content
        }
        return snapshot
    }

    /// `formanza` (or `formanza-remind`) under `timeout -s KILL 60`, from the sandbox directory.
    func runLimited(_ arguments: [String], remind: Bool = false, input: String? = nil) throws -> FormsRun {
        let binary =
            remind
            ? URL(fileURLWithPath: FormsSandbox.binary).deletingLastPathComponent().appendingPathComponent(
                "formanza-remind"
            ).path
            : FormsSandbox.binary
        let command =
            ["cd \(FormsSandbox.quote(base)) && exec /usr/bin/timeout -s KILL 60", binary].joined(separator: " ")
            + " " + arguments.map(FormsSandbox.quote).joined(separator: " ")
        return try sandbox.runShell(command, input: input)
    }

    func addScreen(_ arguments: String...) throws {
        let result = try sandbox.run(["screen", "add", "daily-check-in"] + arguments)
        #expect(result.status == 0, "\(result)")
    }

    func fifo(_ relative: String) throws {
        let path = base + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o600) == 0)
    }

    func link(_ target: String, at relative: String) throws {
        let path = base + "/" + relative
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(symlink(target, path) == 0)
    }

    func chmodStore(_ mode: mode_t) throws {
        #expect(chmod(store, mode) == 0)
    }

    func writeImports() throws {
        _ = try sandbox.write(#"{"schema": -1, "id": "f-a", "title": "A"}"#, to: "schema.json")
        _ = try sandbox.write(#"{"id": "f-a", "title": "A", "screens": null}"#, to: "null.json")
        _ = try sandbox.write(#"{"id": "f-a", "title": "A\u0000B"}"#, to: "nul.json")
        let deep =
            String(repeating: #"{"paren": "("},"#, count: 3000) + #"{"number": 1}"#
            + String(repeating: #",{"paren": ")"}"#, count: 3000)
        _ = try sandbox.write(
            #"{"id": "f-a", "title": "A", "calculated": [{"id": "c-d", "title": "D", "type": "formula", "tokens": [\#(deep)]}]}"#,
            to: "deep.json")
    }
}
