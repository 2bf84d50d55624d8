import Foundation
import Testing

/// The completion scripts `formanza completions bash|zsh|fish` prints, loaded into the real
/// shells: bash with bash-completion, fish's own completion engine (`complete -C`), and zsh at
/// a prompt in tmux, pressing Tab. The store holds the starter form, a second form whose title
/// has a blank, and a data value, so the live names come from a real store.
@Suite struct CompletionShellTests {
    final class Shells {
        let box: FormsSandbox
        let bin: String

        init() throws {
            box = try FormsSandbox()
            bin = box.base + "/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: bin + "/formanza", withDestinationPath: FormsSandbox.binary)
            let remind = URL(fileURLWithPath: FormsSandbox.binary).deletingLastPathComponent().appendingPathComponent(
                "formanza-remind"
            ).path
            try FileManager.default.createSymbolicLink(atPath: bin + "/formanza-remind", withDestinationPath: remind)
            box.environment["PATH"] = bin + ":/usr/bin:/bin"
            #expect(try box.run("form", "new", "Sleep log").status == 0)
            #expect(try box.run("data", "set", "Height", "1.8", "--unit", "m").status == 0)
            for shell in ["bash", "zsh", "fish"] {
                let script = try box.run("completions", shell)
                #expect(script.status == 0, "\(script)")
                _ = try box.write(script.stdout, to: "completion." + shell)
            }
            try FileManager.default.createDirectory(
                atPath: box.base + "/files/forms", withIntermediateDirectories: true)
            _ = try box.write("{}", to: "files/forms/sleep.json")
        }

        /// What bash's completion function offers for `words` (the last one is under the cursor).
        func bash(_ words: [String]) throws -> [String] {
            let line = words.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ")
            let array = words.map { FormsSandbox.quote($0) }.joined(separator: " ")
            let program = """
                source /usr/share/bash-completion/bash_completion
                source \(FormsSandbox.quote(box.base + "/completion.bash"))
                cd \(FormsSandbox.quote(box.base + "/files"))
                COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1)
                COMP_LINE=\(FormsSandbox.quote(line)); COMP_POINT=${#COMP_LINE}
                _formanza
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try box.launch("/bin/bash", ["--norc", "--noprofile", "-c", program], input: nil, env: [:])
            #expect(result.status == 0, "\(result)")
            return result.stdout.split(separator: "\n").map(String.init)
        }

        /// What fish offers for the command line `line` (the cursor at its end).
        func fish(_ line: String) throws -> [String] {
            let program =
                "source \(FormsSandbox.quote(box.base + "/completion.fish")); complete -C \(FormsSandbox.quote(line))"
            let result = try box.launch("/usr/bin/fish", ["--no-config", "-c", program], input: nil, env: [:])
            #expect(result.status == 0, "\(result)")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
    }

    @Test func bashCompletesCommandsSubcommandsAndOptionsFromTheTable() throws {
        let shells = try Shells()
        #expect(try shells.bash(["formanza", "re"]) == ["remove", "reminders"])
        #expect(try shells.bash(["formanza", "screen", ""]) == ["add", "edit", "move", "remove", "list", "help"])
        #expect(try shells.bash(["formanza", "summary", "--"]) == ["--form", "--date", "--json", "--help"])
        #expect(try shells.bash(["formanza", "--v"]) == ["--version"])
        #expect(
            try shells.bash(["formanza", "screen", "add", "x", "--type", "mu"]) == ["multiple-choice", "multi-photo"])
        #expect(try shells.bash(["formanza", "reminders", "Sleep log", "--evening", ""]) == ["on", "off"])
        #expect(try shells.bash(["formanza", "summary", "--date", "y"]) == ["yesterday"])
        #expect(try shells.bash(["formanza", "nonsense", ""]) == [])
    }

    @Test func bashCompletesLiveNamesQuotedForTheShell() throws {
        let shells = try Shells()
        #expect(try shells.bash(["formanza", "screen", "list", ""]) == ["Daily\\ check-in", "Sleep\\ log"])
        #expect(try shells.bash(["formanza", "screen", "list", "\"sl"]) == ["\"Sleep log\""])
        #expect(try shells.bash(["formanza", "--form=D"]) == ["--form=Daily\\ check-in"])
        let screens = try shells.bash(["formanza", "screen", "edit", "'Daily check-in'", "W"])
        #expect(screens == ["Weight", "Water\\ 2\\ L"])
        #expect(try shells.bash(["formanza", "answer", "--form", "Daily\\ check-in", "Ke"]) == ["Keto\\ level="])
        #expect(try shells.bash(["formanza", "calc", "add", "Daily\\ check-in", "--age", ""]) == ["Height"])
        #expect(try shells.bash(["formanza", "data", "remove", "h"]) == ["Height"])
        #expect(try shells.bash(["formanza", "form", "import", "forms/"]) == ["forms/sleep.json"])
    }

    @Test func fishCompletesFromTheSameTable() throws {
        let shells = try Shells()
        #expect(try shells.fish("formanza sett") == ["settings"])
        #expect(try shells.fish("formanza settings --auto-advance ").sorted() == ["off", "on"])
        #expect(try shells.fish("formanza form rename ").sorted() == ["Daily check-in", "Sleep log"])
        #expect(try shells.fish("formanza screen edit 'Daily check-in' Sl") == ["Slept 7 h+"])
        #expect(try shells.fish("formanza goal add Sleep\\ log --").contains("--habit"))
    }

    @Test func zshCompletesAtAPromptWithTab() throws {
        let shells = try Shells()
        let sandbox = try CheckinSandbox()
        let zdotdir = sandbox.base + "/zsh"
        try FileManager.default.createDirectory(atPath: zdotdir + "/functions", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: shells.box.base + "/completion.zsh", toPath: zdotdir + "/functions/_formanza")
        // Named after its function, as `make install` names it.
        let remind = try shells.box.launch(
            shells.bin + "/formanza-remind", ["completions", "zsh"], input: nil, env: [:])
        try remind.stdout.write(toFile: zdotdir + "/functions/_formanza_remind", atomically: true, encoding: .utf8)
        try "fpath=(\(zdotdir)/functions $fpath)\nautoload -U compinit && compinit -u\nPS1='zsh> '\n"
            .write(toFile: zdotdir + "/.zshrc", atomically: true, encoding: .utf8)
        var environment = shells.box.environment
        environment["ZDOTDIR"] = zdotdir
        environment["TERM"] = "xterm"
        let pane = try TmuxPane(sandbox, program: ["/usr/bin/zsh", "-i"], env: environment)
        #expect(pane.waitFor("zsh>"))
        try pane.type("formanza screen edit Sl")
        try pane.press("Tab")
        #expect(pane.waitFor("formanza screen edit Sleep\\ log"))
        try pane.press("C-u")
        try pane.type("formanza answer --form Daily\\ check-in Wei")
        try pane.press("Tab")
        #expect(pane.waitFor("formanza answer --form Daily\\ check-in Weight="))
        try pane.press("C-u")
        try pane.type("formanza-remind doc")
        try pane.press("Tab")
        #expect(pane.waitFor("formanza-remind doctor"))
    }
}

/// Completing reads the store without creating it and never counts as an opening.
@Suite struct CompletionStoreTests {
    @Test func completingNeitherCreatesTheStoreNorRecordsAnOpening() throws {
        let box = try FormsSandbox()
        let database = box.storeRoot + "/store.db"
        let before = try StoreReading.count(database: database, "SELECT at FROM opening")
        let answer = try box.run(
            ["__complete", "bash", "form", "show", ""], env: ["FORMANZA_NOW": "2026-12-03T10:00:00Z"])
        #expect(answer.stdout == "words\nDaily check-in\n", "\(answer)")
        #expect(try StoreReading.count(database: database, "SELECT at FROM opening") == before)
        let elsewhere = box.base + "/empty"
        let none = try box.run(["__complete", "zsh", "form", "show", ""], env: ["XDG_DATA_HOME": elsewhere])
        #expect(none.stdout == "words\n")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        #expect(try box.run("completions", "tcsh").status == 2)
    }
}

/// `sync setup` takes a folder: the shell offers paths, and the subcommands and options of
/// `sync` come from the same table as every other command's.
@Suite struct SyncCompletionTests {
    @Test func syncCompletesItsSubcommandsOptionsAndAFolder() throws {
        let box = try FormsSandbox()
        #expect(try box.run("__complete", "bash", "sync", "").stdout == "words\nsetup\nstatus\nleave\nhelp\n")
        #expect(try box.run("__complete", "bash", "sync", "setup", "").stdout == "files\n")
        #expect(try box.run("__complete", "bash", "sync", "status", "--").stdout.contains("--json"))
    }
}
