import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// `make install` for one user (`PREFIX=~/.local`), from the debug products with
/// `make install-files INSTALL_STRIP=-s` (what `make install` runs): every file lands where its
/// tool looks in a home directory — man through `~/.local/bin` on PATH, bash-completion's and
/// fish's user directories, systemd's user unit path — and the programs are stripped.
@Suite struct UserInstallTests {
    @Test func eachFileOfAUserInstallIsFoundWhereItsToolLooks() throws {
        let home = try TemporaryDirectory.make(prefix: "home")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let make = try PackageTests.run(
            "/usr/bin/make",
            [
                "-C", PackageTests.repository, "--no-print-directory", "install-files",
                "BUILT=\(try BuiltProducts.directory())",
                "PREFIX=\(home)/.local", "AUTOSTARTDIR=\(home)/.config/autostart", "MANBUILD=\(home)/man-build",
                "INSTALL_STRIP=-s",
            ], timeout: .seconds(120))
        #expect(make.succeeded, "\(make)")
        for program in ["bin/formanza", "bin/formanza-remind", "lib/formanza/formanza-photo"] {
            let sections = try PackageTests.run("/usr/bin/readelf", ["-S", "-W", "\(home)/.local/\(program)"])
            #expect(sections.succeeded && sections.stdout.contains(".text"), "\(sections)")
            #expect(!sections.stdout.contains(".symtab"), "\(program) is not stripped")
            #expect(!sections.stdout.contains(".debug_info"), "\(program) keeps its debug information")
        }
        let environment = [
            "PATH": "\(home)/.local/bin:/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "XDG_RUNTIME_DIR": home,
        ]

        let version = try PackageTests.run("/bin/sh", ["-c", "formanza --version"], environment: environment)
        #expect(version.stdout.hasPrefix("formanza "), "\(version)")
        let man = try PackageTests.run("/usr/bin/man", ["-w", "formanza-remind"], environment: environment)
        #expect(man.stdout == "\(home)/.local/share/man/man1/formanza-remind.1\n", "\(man)")
        let bash = try PackageTests.run(
            "/bin/bash",
            [
                "--norc", "-c",
                "source /usr/share/bash-completion/bash_completion; __load_completion formanza && complete -p formanza",
            ], environment: environment)
        #expect(bash.stdout == "complete -F _formanza formanza\n", "\(bash)")
        let fish = try PackageTests.run(
            "/usr/bin/fish", ["-c", "complete -C 'formanza for'"], environment: environment)
        #expect(
            fish.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted() == [
                "form", "forms",
            ], "\(fish)")
        let paths = try PackageTests.run(
            "/usr/bin/systemd-analyze", ["--user", "unit-paths"], environment: environment)
        #expect(paths.stdout.split(separator: "\n").contains("\(home)/.local/share/systemd/user"), "\(paths)")
        let unit = try String(
            contentsOfFile: "\(home)/.local/share/systemd/user/formanza-remind.service", encoding: .utf8)
        #expect(unit.contains("ExecStart=\(home)/.local/bin/formanza-remind run\n"))
        let service = try String(
            contentsOfFile: "\(home)/.local/share/dbus-1/services/app.formanza.Remind1.service", encoding: .utf8)
        #expect(service.contains("Exec=\(home)/.local/bin/formanza-remind run\n"))
        #expect(FileManager.default.fileExists(atPath: "\(home)/.config/autostart/formanza-remind.desktop"))
        #expect(FileManager.default.fileExists(atPath: "\(home)/.local/share/zsh/vendor-completions/_formanza"))
    }
}
