import FormanzaTestSupport
import Foundation
import Glibc
import Testing

@testable import FormanzaSystem

/// Starting real programs through the process door: arguments and environment passed as they
/// are, streams redirected, signal state reset, exits reported as they happened.
@Suite struct ChildProcessTests {
    let shell = "/bin/sh"

    @Test func argumentsAndTheEnvironmentReachTheChildUntouched() throws {
        let hostile = #"a "b"; $(touch /tmp/formanza-pwned) `id` <c>&"#
        let result = try ChildProcess.output(
            of: [shell, "-c", #"printf '%s|%s|%s' "$1" "$ONLY" "${HOME-unset}""#, "sh", hostile],
            ChildSetup(environment: ["ONLY": "this"]), limit: 4096)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "\(hostile)|this|unset")
        #expect(result.exit == .exited(0))
        #expect(access("/tmp/formanza-pwned", F_OK) != 0)
    }

    @Test func exitStatusesAndDeathsBySignalAreReported() throws {
        #expect(try ChildProcess.wait(ChildProcess.spawn([shell, "-c", "exit 7"])) == .exited(7))
        // The test runs on a worker thread, which may block signals: the child starts unblocked.
        let unblocked = ChildSetup(clearSignalMask: true)
        #expect(
            try ChildProcess.wait(ChildProcess.spawn([shell, "-c", "kill -TERM $$"], unblocked))
                == .killed(signal: SIGTERM))
    }

    @Test func aMissingProgramIsRefusedWithENOENT() {
        #expect(throws: Errno.noEntry) { try ChildProcess.spawn(["formanza-no-such-program"]) }
        #expect(throws: Errno.noEntry) {
            try ChildProcess.spawn(["/nonexistent/formanza"], ChildSetup(searchPath: false))
        }
    }

    @Test func aProgramNameIsLookedUpInPATHOnlyWhenAsked() throws {
        #expect(try ChildProcess.wait(ChildProcess.spawn(["true"])) == .exited(0))
        #expect(throws: Errno.noEntry) { try ChildProcess.spawn(["true"], ChildSetup(searchPath: false)) }
    }

    @Test func standardInputComesFromNullOrFromTheDescriptorGiven() throws {
        let empty = try ChildProcess.output(of: ["cat"], ChildSetup(input: .null), limit: 100)
        #expect(empty.bytes.isEmpty && empty.exit == .exited(0))
        let directory = try TemporaryDirectory(prefix: "spawn")
        try directory.write(Array("from a file\n".utf8), to: "input")
        let file = try FileDescriptor.open(directory.path + "/input", O_RDONLY)
        let copied = try ChildProcess.output(
            of: ["cat"], ChildSetup(input: .descriptor(file.raw), errorOutput: .null), limit: 100)
        #expect(String(decoding: copied.bytes, as: UTF8.self) == "from a file\n")
    }

    @Test func outputBeyondTheLimitIsCutAndTheWriterDoesNotHang() throws {
        let result = try ChildProcess.output(
            of: ["yes"], ChildSetup(defaultSignals: [ProcessSignal.brokenPipe]), limit: 1000)
        #expect(result.bytes.count == 1000)
        #expect(result.exit == .killed(signal: SIGPIPE))
    }

    @Test func ignoredSignalsStayIgnoredInTheChildUnlessResetToTheirDefault() throws {
        let selfInterrupt = [shell, "-c", "kill -INT $$; exit 0"]
        let (kept, reset) = try ProcessSignal.ignoring([ProcessSignal.interrupt]) {
            () throws(Errno) -> (ChildExit, ChildExit) in
            (
                try ChildProcess.wait(ChildProcess.spawn(selfInterrupt, ChildSetup(clearSignalMask: true))),
                try ChildProcess.wait(
                    ChildProcess.spawn(
                        selfInterrupt, ChildSetup(defaultSignals: [ProcessSignal.interrupt], clearSignalMask: true)))
            )
        }
        #expect(kept == .exited(0), "an ignored signal is inherited")
        #expect(reset == .killed(signal: SIGINT))
        var action = sigaction()
        sigaction(SIGINT, nil, &action)
        #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) != 1, "no longer ignored here")
    }

    @Test func aBlockedSignalIsUnblockedInTheChildWhenAsked() throws {
        var terminate = sigset_t()
        sigemptyset(&terminate)
        sigaddset(&terminate, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &terminate, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let selfTerminate = [shell, "-c", "kill -TERM $$; exit 0"]
        #expect(try ChildProcess.wait(ChildProcess.spawn(selfTerminate)) == .exited(0), "a blocked mask is inherited")
        #expect(
            try ChildProcess.wait(ChildProcess.spawn(selfTerminate, ChildSetup(clearSignalMask: true)))
                == .killed(signal: SIGTERM))
    }

    @Test func aNewSessionMakesTheChildItsLeader() throws {
        let script = #"read -r stat < /proc/$$/stat; set -- $stat; printf '%s %s' "$$" "$6""#
        let alone = try ChildProcess.output(of: [shell, "-c", script], ChildSetup(newSession: true), limit: 100)
        let ids = String(decoding: alone.bytes, as: UTF8.self).split(separator: " ")
        #expect(ids.count == 2 && ids[0] == ids[1], "pid and session id: \(ids)")
        let along = try ChildProcess.output(of: [shell, "-c", script], ChildSetup(), limit: 100)
        let same = String(decoding: along.bytes, as: UTF8.self).split(separator: " ")
        #expect(same.count == 2 && same[0] != same[1])
    }
}
