import FormanzaSystem
import FormanzaTestSupport
import Glibc
import Testing

/// `PathOperations.isWritable` on real paths: the daemon asks it of journald's socket to decide
/// where its log goes.
@Suite struct PathWritableTests {
    @Test func anOwnFileAndASocketAreWritableAMissingPathIsNot() throws {
        let directory = try TemporaryDirectory(prefix: "path-writable")
        try directory.write(Array("x".utf8), to: "mine")
        #expect(PathOperations.isWritable(directory.path + "/mine"))
        #expect(!PathOperations.isWritable(directory.path + "/missing"))
        #expect(!PathOperations.isWritable(directory.path + "/missing/socket"))
        // A bound Unix socket, as journald's is.
        let socketPath = directory.path + "/socket"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        #expect(PathOperations.isWritable(socketPath))
    }
}
