import FormanzaState
import Glibc

/// Runs `formanza-photo store DIR` with the open file as its standard input and reads its one
/// reply line. The helper is installed in `PREFIX/lib/formanza/` (beside `PREFIX/bin/`), and
/// sits next to `formanza` in a build directory.
enum PhotoHelper {
    static var executable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "formanza-photo" }
        let own = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)])
        let installed = folder + "/../lib/formanza/formanza-photo"
        return access(installed, X_OK) == 0 ? installed : folder + "/formanza-photo"
    }

    /// The helper's reply line, or nil when it could not run.
    static func store(descriptor: Int32, into directory: String) -> String? {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, descriptor, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        // libvips' warnings about a damaged file say nothing the reply does not.
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let program = executable
        let arguments = [program, "store", directory]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { return nil }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while reply.count < 4096 {
            let count = read(pipeEnds[0], &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            reply += chunk[0..<count]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let line = String(decoding: reply, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return line
    }
}
