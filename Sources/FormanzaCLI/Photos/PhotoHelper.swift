import FormanzaSystem

/// Runs `formanza-photo store DIR` with the open file as its standard input and reads its one
/// reply line. The helper is installed in `PREFIX/lib/formanza/` (beside `PREFIX/bin/`), and
/// sits next to `formanza` in a build directory.
enum PhotoHelper {
    static var executable: String {
        guard let own = PathOperations.symbolicLinkTarget("/proc/self/exe") else { return "formanza-photo" }
        let folder = String(own[..<(own.lastIndex(of: "/") ?? own.startIndex)])
        let installed = folder + "/../lib/formanza/formanza-photo"
        return PathOperations.isExecutable(installed) ? installed : folder + "/formanza-photo"
    }

    /// The helper's reply line, or nil when it could not run.
    static func store(descriptor: Int32, into directory: String) -> String? {
        // libvips' warnings about a damaged file say nothing the reply does not.
        let setup = ChildSetup(input: .descriptor(descriptor), errorOutput: .null, searchPath: false)
        guard let reply = try? ChildProcess.output(of: [executable, "store", directory], setup, limit: 4096) else {
            return nil
        }
        return String(decoding: reply.bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}
