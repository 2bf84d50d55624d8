import Glibc

/// Free TCP ports on 127.0.0.1 for servers a test starts (Syncthing's sync and GUI listeners).
///
/// The kernel picks each port (bind to port 0); all the sockets stay open until every port is
/// picked, so one call never hands out the same port twice. Another process may still take a
/// port between our close and the server's bind: the server then fails to start, and the caller
/// tries again with new ports.
public enum LoopbackPorts {
    public static func pick(_ count: Int) throws -> [UInt16] {
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        var ports: [UInt16] = []
        for _ in 0..<count {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw TestSupportError("socket: \(String(cString: strerror(errno)))") }
            sockets.append(descriptor)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                    bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
                }
            }
            guard bound else { throw TestSupportError("bind 127.0.0.1:0: \(String(cString: strerror(errno)))") }
            ports.append(UInt16(bigEndian: address.sin_port))
        }
        return ports
    }
}
