import FormanzaTestSupport
import Foundation
import Testing

/// `formanza-remind`'s completions in real bash (with bash-completion) and fish: its commands,
/// their options and zone names for `--tz`, from the daemon's command table.
@Suite struct RemindCompletionTests {
    final class Scripts {
        let base: String
        init() throws {
            base = try TemporaryDirectory.make(prefix: "remind-completion")
            try FileManager.default.createDirectory(atPath: base + "/bin", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: base + "/bin/formanza-remind", withDestinationPath: try BuiltProducts.path("formanza-remind"))
            for shell in ["bash", "fish"] {
                let script = try BuiltProducts.run("formanza-remind", ["completions", shell], environment: environment)
                #expect(script.succeeded, "\(script)")
                try script.stdout.write(toFile: base + "/completion." + shell, atomically: true, encoding: .utf8)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: base) }

        var environment: [String: String] { ["PATH": base + "/bin:/usr/bin:/bin", "HOME": base, "LANG": "C.UTF-8"] }

        func bash(_ words: [String]) throws -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let program = """
                source /usr/share/bash-completion/bash_completion; source \(base)/completion.bash
                COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                _formanza_remind; printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try runProcess("/bin/bash", ["--norc", "-c", program], environment: environment)
            #expect(result.succeeded, "\(result)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
    }

    @Test func bashAndFishCompleteCommandsOptionsAndZones() throws {
        let scripts = try Scripts()
        #expect(try scripts.bash(["formanza-remind", ""]) == ["run", "plan", "status", "doctor"])
        #expect(try scripts.bash(["formanza-remind", "doctor", "--"]) == ["--json", "--help"])
        #expect(try scripts.bash(["formanza-remind", "plan", "--tz", "Europe/Mad"]) == ["Europe/Madrid"])
        #expect(try scripts.bash(["formanza-remind", "--v"]) == ["--version"])
        let fish = try runProcess(
            "/usr/bin/fish",
            ["--no-config", "-c", "source \(scripts.base)/completion.fish; complete -C 'formanza-remind st'"],
            environment: scripts.environment)
        #expect(
            fish.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["status"], "\(fish)")
    }
}
