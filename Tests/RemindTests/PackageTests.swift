import FormanzaTestSupport
import Foundation
import Glibc
import Testing

/// The Debian package's contents, built the way `make deb` lays them out but from the debug
/// products (a release build takes minutes): `make install-files` stages the tree with the
/// package's directories, `dpkg-deb --build` packs it with debian/control's fields, and
/// `dpkg --root` installs it into a fresh root with an empty package database. Then the tools that look for each file find it
/// there: `man`, bash-completion's loader, zsh's compinit, fish, and the programs run.
@Suite struct PackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    final class Installed {
        let base: String
        var root: String { base + "/root" }
        let version: String

        init() throws {
            base = try TemporaryDirectory.make(prefix: "package")
            let changelog = try String(contentsOfFile: PackageTests.repository + "/debian/changelog", encoding: .utf8)
            version = String(changelog.split(separator: "(")[1].prefix { $0 != ")" })
            let stage = base + "/stage"
            let make = try PackageTests.run(
                "/usr/bin/make",
                [
                    "-C", PackageTests.repository, "--no-print-directory", "install-files",
                    "BUILT=\(try BuiltProducts.directory())",
                    "DESTDIR=\(stage)", "PREFIX=/usr", "UNITDIR=/usr/lib/systemd/user",
                    "AUTOSTARTDIR=/etc/xdg/autostart",
                    "MANBUILD=\(base)/man",
                ], timeout: .seconds(60))
            guard make.succeeded else { throw HarnessError("make install-files failed: \(make)") }
            try FileManager.default.createDirectory(atPath: stage + "/DEBIAN", withIntermediateDirectories: true)
            let control = try String(contentsOfFile: PackageTests.repository + "/debian/control", encoding: .utf8)
            func field(_ name: String) -> String {
                control.split(separator: "\n").first { $0.hasPrefix(name + ": ") }.map {
                    String($0.dropFirst(name.count + 2))
                } ?? ""
            }
            try """
            Package: formanza
            Version: \(version)
            Architecture: amd64
            Maintainer: \(field("Maintainer"))
            Depends: libsystemd0
            Section: utils
            Priority: optional
            Description: \(field("Description"))

            """.write(toFile: stage + "/DEBIAN/control", atomically: true, encoding: .utf8)
            let deb = base + "/formanza_\(version)_amd64.deb"
            let build = try PackageTests.run(
                "/usr/bin/dpkg-deb", ["--root-owner-group", "-Zgzip", "-z1", "--build", stage, deb],
                timeout: .seconds(60))
            guard build.succeeded else { throw HarnessError("dpkg-deb --build failed: \(build)") }
            // A fresh root with an empty dpkg database; the root's own libraries are the host's,
            // so dependencies are not checked there, and no maintainer script is chrooted.
            for directory in ["/var/lib/dpkg/info", "/var/lib/dpkg/updates", "/var/log"] {
                try FileManager.default.createDirectory(atPath: root + directory, withIntermediateDirectories: true)
            }
            _ = FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: nil)
            let install = try PackageTests.run(
                "/usr/bin/dpkg",
                [
                    "--root=\(root)", "--force-not-root", "--force-depends", "--force-script-chrootless",
                    "--log=\(root)/var/log/dpkg.log", "-i", deb,
                ], environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8"], timeout: .seconds(60))
            guard install.succeeded else { throw HarnessError("dpkg --root -i failed: \(install)") }
            let listed = try PackageTests.run("/usr/bin/dpkg", ["--root=\(root)", "-L", "formanza"])
            guard listed.succeeded, listed.stdout.contains("/usr/bin/formanza-remind\n") else {
                throw HarnessError("dpkg does not list the package's files: \(listed)")
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: base) }

        /// An environment that sees the unpacked root first: its programs, man pages and data.
        var environment: [String: String] {
            [
                "PATH": root + "/usr/bin:/usr/bin:/bin", "HOME": base, "LANG": "C.UTF-8",
                "MANPATH": root + "/usr/share/man",
                "XDG_DATA_DIRS": root + "/usr/share", "XDG_DATA_HOME": base + "/data",
                "XDG_CONFIG_HOME": base + "/config",
                "XDG_RUNTIME_DIR": base + "/run", "MANPAGER": "cat", "MANWIDTH": "100",
            ]
        }

        func text(_ path: String) throws -> String { try String(contentsOfFile: root + path, encoding: .utf8) }
    }

    static func run(
        _ executable: String, _ arguments: [String],
        environment: [String: String] = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
        timeout: Duration = .seconds(20)
    ) throws -> ProcessResult {
        try runProcess(executable, arguments, environment: environment, timeout: timeout)
    }

    @Test func theUnpackedPackageRunsAndManFindsItsPages() throws {
        let package = try Installed()
        let formanza = try Self.run(package.root + "/usr/bin/formanza", ["--version"], environment: package.environment)
        #expect(formanza.succeeded && formanza.stdout == "formanza \(package.version)\n", "\(formanza)")
        let remind = try Self.run(
            package.root + "/usr/bin/formanza-remind", ["--version"], environment: package.environment)
        #expect(remind.succeeded && remind.stdout == "formanza-remind \(package.version)\n", "\(remind)")
        for (section, page) in [("1", "formanza"), ("1", "formanza-remind"), ("5", "remind.conf")] {
            let found = try Self.run("/usr/bin/man", ["-w", section, page], environment: package.environment)
            #expect(found.stdout == package.root + "/usr/share/man/man\(section)/\(page).\(section)\n", "\(found)")
        }
        let shown = try Self.run("/usr/bin/man", ["formanza-remind"], environment: package.environment)
        #expect(shown.succeeded && shown.stdout.contains("doctor [--json]"), "\(shown)")
    }

    /// The package ships the Spanish catalog where gettext programs keep theirs, and the
    /// installed program finds it beside its own prefix (the unpacked root's /usr/share/locale).
    @Test func theInstalledProgramReadsThePackagesCatalog() throws {
        let package = try Installed()
        let listed = try Self.run("/usr/bin/dpkg", ["--root=\(package.root)", "-L", "formanza"])
        #expect(listed.stdout.contains("/usr/share/locale/es/LC_MESSAGES/formanza.mo\n"), "\(listed)")
        var spanish = package.environment
        spanish["LANG"] = "es_ES.UTF-8"
        let help = try Self.run(package.root + "/usr/bin/formanza", ["--help"], environment: spanish)
        #expect(help.succeeded && help.stdout.hasPrefix("Uso: formanza [ORDEN] [OPCIONES]\n"), "\(help)")
    }

    @Test func theShellsFindTheCompletionsWhereThePackagePutsThem() throws {
        let package = try Installed()
        let bash = try Self.run(
            "/bin/bash",
            [
                "--norc", "-c",
                "source /usr/share/bash-completion/bash_completion; __load_completion formanza && complete -p formanza",
            ],
            environment: package.environment)
        #expect(bash.stdout == "complete -F _formanza formanza\n", "\(bash)")
        let remind = try Self.run(
            "/bin/bash",
            [
                "--norc", "-c",
                "source /usr/share/bash-completion/bash_completion; __load_completion formanza-remind && complete -p formanza-remind",
            ],
            environment: package.environment)
        #expect(remind.stdout == "complete -F _formanza_remind formanza-remind\n", "\(remind)")
        let zsh = try Self.run(
            "/usr/bin/zsh",
            [
                "-f", "-c",
                "fpath=(\(package.root)/usr/share/zsh/vendor-completions $fpath); autoload -U compinit; compinit -u -d \(package.base)/zcompdump; print -r -- $_comps[formanza] $_comps[formanza-remind]",
            ],
            environment: package.environment)
        #expect(zsh.stdout == "_formanza _formanza_remind\n", "\(zsh)")
        let fish = try Self.run(
            "/usr/bin/fish", ["-c", "complete -C 'formanza sett'"], environment: package.environment)
        #expect(fish.stdout.hasPrefix("settings"), "\(fish)")
    }

    @Test func theUnitDBusServiceAndAutostartEntryNameTheInstalledDaemon() throws {
        let package = try Installed()
        let unit = try package.text("/usr/lib/systemd/user/formanza-remind.service")
        #expect(unit.contains("ExecStart=/usr/bin/formanza-remind run\n"))
        let service = try package.text("/usr/share/dbus-1/services/app.formanza.Remind1.service")
        for line in [
            "[D-BUS Service]", "Name=app.formanza.Remind1", "Exec=/usr/bin/formanza-remind run",
            "SystemdService=formanza-remind.service",
        ] {
            #expect(service.contains(line + "\n"), "\(line)")
        }
        let autostart = try package.text("/etc/xdg/autostart/formanza-remind.desktop")
        for line in [
            "Exec=/usr/bin/formanza-remind run", "X-GNOME-Autostart-enabled=true", "X-systemd-skip=true",
            "X-GNOME-HiddenUnderSystemd=true",
        ] {
            #expect(autostart.contains(line + "\n"), "\(line)")
        }
        #expect(!autostart.contains("OnlyShowIn"))
        #expect(
            try package.text("/usr/share/applications/formanza.desktop").contains("Exec=/usr/bin/formanza checkin\n"))
    }
}
