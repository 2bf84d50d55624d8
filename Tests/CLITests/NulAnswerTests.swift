import Foundation
import Glibc
import Testing

/// A text holding a NUL byte is refused, with the screen named, wherever an answer can carry
/// one (an argument cannot): a line typed in line mode, a NUL pasted into the full-screen text
/// field, a `\u0000` in a records file. Nothing is saved, whole or cut at the NUL.
@Suite struct NulAnswerTests {
    /// A sandbox with a form "Notes" of one text screen "Note".
    static func notesSandbox(language: String = "C.UTF-8") throws -> FormsSandbox {
        let sandbox = try FormsSandbox(language: language)
        #expect(try sandbox.run("form", "new", "Notes").status == 0)
        #expect(try sandbox.run("screen", "add", "Notes", "--type", "text", "--title", "Note").status == 0)
        return sandbox
    }

    /// How many answers the form "Notes" has, and how many texts in the store hold a NUL.
    static func savedNotes(_ sandbox: FormsSandbox) throws -> (notes: Int64?, withNUL: Int64?) {
        let database = sandbox.storeRoot + "/store.db"
        let notes = try StoreReading.count(
            database: database,
            "SELECT count(*) FROM answers WHERE form = (SELECT id FROM forms WHERE definition LIKE '%\"Notes\"%')")
        let withNUL = try StoreReading.count(
            database: database,
            "SELECT count(*) FROM answers WHERE typeof(value) = 'text' AND instr(value, char(0)) > 0")
        return (notes, withNUL)
    }

    @Test func aLineWithANulInLineModeIsRefused() throws {
        let sandbox = try Self.notesSandbox()
        let refused = try sandbox.run(["checkin", "--form", "Notes", "--line"], input: "a\u{0}b\n:quit\n")
        #expect(refused.stderr.contains("NUL byte"), "\(refused)")
        #expect(refused.stdout.contains("Note"), "the question is named: \(refused)")
        #expect(try Self.savedNotes(sandbox) == (0, 0), "nothing saved, not even the text cut at the NUL")
        let saved = try sandbox.run(["checkin", "--form", "Notes", "--line"], input: "ab\n")
        #expect(saved.status == 0, "\(saved)")
        #expect(try Self.savedNotes(sandbox) == (1, 0))
    }

    @Test(arguments: [("C.UTF-8", "line 2: Note", "NUL byte"), ("es_ES.UTF-8", "línea 2: Note", "byte NUL")])
    func aNulInARecordsFileIsRefusedWithItsLine(_ language: String, _ place: String, _ words: String) throws {
        let sandbox = try Self.notesSandbox(language: language)
        let form = try #require(try StoreReading.formIDs(root: sandbox.storeRoot).first { $0 != "daily-check-in" })
        let definition = try #require(sandbox.formBytes(form))
        let screens = try #require(
            (try JSONSerialization.jsonObject(with: definition) as? [String: Any])?["screens"] as? [[String: Any]])
        let screen = try #require(screens.first?["id"] as? String)
        let rows = [
            #"{"form":"\#(form)","day":"2026-12-01","screen":"\#(screen)","value":"fine","savedAt":"2026-12-01T08:00:00Z"}"#,
            #"{"form":"\#(form)","day":"2026-12-02","screen":"\#(screen)","value":"a\u0000b","savedAt":"2026-12-02T08:00:00Z"}"#,
        ]
        let path = try sandbox.write(rows.joined(separator: "\n") + "\n", to: "nul.jsonl")
        let refused = try sandbox.run("import-records", path)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains(place) && refused.stderr.contains(words), "\(refused)")
        #expect(!refused.stderr.utf8.contains(0), "the NUL is shown escaped")
        #expect(try Self.savedNotes(sandbox) == (0, 0), "nothing imported")
    }

    @Test func aNulPastedIntoTheFullScreenTextFieldIsRefused() throws {
        let sandbox = try Self.notesSandbox()
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        let pty = try PtyPair()
        let child = try PtyChild.spawn(
            FormsSandbox.binary, arguments: ["checkin", "--form", "Notes"], environment: environment,
            terminal: pty.slave)
        try #require(pty.readUntil("1 of 1", seconds: 30), "\(pty.text.suffix(400))")
        pty.type("\u{1B}[200~a\u{0}b\u{1B}[201~")
        pty.readAvailable(milliseconds: 200)
        pty.type("\r")
        #expect(pty.readUntil("NUL byte", seconds: 10), "the refusal is shown: \(pty.text.suffix(600))")
        pty.type("\u{13}")  // Ctrl-S: save what is confirmed (nothing)
        pty.readAvailable(milliseconds: 300)
        child.send(SIGTERM)
        _ = child.wait(seconds: 10, reading: pty)
        #expect(try Self.savedNotes(sandbox) == (0, 0), "nothing saved, not even the text cut at the NUL")
    }
}
