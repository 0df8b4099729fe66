import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX socket calls ``HTTPServer`` needs (Glibc on Linux, Darwin on macOS).
enum Socket {
    #if os(Linux)
        static let stream = Int32(SOCK_STREAM.rawValue)
        static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        static let stream = SOCK_STREAM
        static let noSignal: Int32 = 0
    #endif

    /// A listening socket on `host:port` (port 0: the system picks one), non-blocking. `host` is
    /// an IPv4 address (`127.0.0.1`) or an IPv6 one (`::1`, which then serves IPv6 only).
    /// - Throws: ``HTTPServerError`` naming the failing call and `errno`'s message.
    static func listen(host: String, port: UInt16, backlog: Int32) throws(HTTPServerError) -> (fd: Int32, port: UInt16) {
        let isIPv6 = host.contains(":")
        var address4 = sockaddr_in()
        var address6 = sockaddr_in6()
        if isIPv6 {
            address6.sin6_family = sa_family_t(AF_INET6)
            address6.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &address6.sin6_addr) == 1 else { throw HTTPServerError("invalid IPv6 address '\(host)'") }
        } else {
            address4.sin_family = sa_family_t(AF_INET)
            address4.sin_port = port.bigEndian
            guard inet_pton(AF_INET, host, &address4.sin_addr) == 1 else { throw HTTPServerError("invalid IPv4 address '\(host)'") }
        }
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, stream, 0)
        guard fd >= 0 else { throw .failed("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        // The IPv6 socket serves IPv6 only; 127.0.0.1 has a socket of its own.
        if isIPv6 { setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size)) }
        #if !os(Linux)
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let bound =
            isIPv6
            ? withUnsafePointer(to: &address6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
            : withUnsafePointer(to: &address4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        guard bound == 0 else {
            let error = HTTPServerError.failed("bind \(isIPv6 ? "[\(host)]" : host):\(port)")
            close(fd)
            throw error
        }
        guard Glibc_listen(fd, backlog) == 0 else {
            let error = HTTPServerError.failed("listen")
            close(fd)
            throw error
        }
        var actual = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        // sin_port and sin6_port sit at the same offset.
        setNonBlocking(fd)
        return (fd, UInt16(bigEndian: actual.sin6_port))
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // Named after the C function it wraps, which a method named `listen` would shadow.
    private static func Glibc_listen(_ fd: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.listen(fd, backlog)
        #else
            Darwin.listen(fd, backlog)
        #endif
    }

    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    /// What one non-blocking `accept` gave.
    enum AcceptResult {
        case connection(Int32)
        /// No connection is pending (or one went away before it was accepted).
        case empty
        /// The process or the system has no descriptor left (`EMFILE`, `ENFILE`): the connection
        /// stays pending and the listener stays readable.
        case outOfDescriptors
    }

    /// Accepts one pending connection, non-blocking.
    static func accept(_ listener: Int32) -> AcceptResult {
        #if canImport(Glibc)
            let fd = Glibc.accept(listener, nil, nil)
        #else
            let fd = Darwin.accept(listener, nil, nil)
        #endif
        guard fd >= 0 else {
            if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { return .outOfDescriptors }
            return .empty
        }
        setNonBlocking(fd)
        #if !os(Linux)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        return .connection(fd)
    }

    /// What one non-blocking read gave.
    enum ReadResult {
        case bytes(Int)
        case wouldBlock
        /// End of stream or an error: the peer is gone.
        case closed
    }

    /// Reads what is available into `scratch` and appends it to `buffer`.
    static func read(_ fd: Int32, into buffer: inout [UInt8], scratch: inout [UInt8]) -> ReadResult {
        let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: scratch[..<count])
            return .bytes(count)
        }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .wouldBlock }
        return .closed
    }

    /// Writes all of `bytes` to a non-blocking socket, waiting for room until `deadline`
    /// (monotonic seconds). False when the peer is gone or the deadline passed.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], deadline: Double) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, bytes.count - offset, noSignal) }
            if sent > 0 {
                offset += sent
                continue
            }
            guard sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            let remaining = deadline - Clock.now()
            guard remaining > 0 else { return false }
            var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&entry, 1, Int32(min(remaining * 1000, 1000)) + 1)
        }
        return true
    }

    static func shutdownWrite(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
    }
}

/// Monotonic seconds, for deadlines.
enum Clock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A socket call that failed, or an address that does not parse.
public struct HTTPServerError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    static func failed(_ call: String) -> HTTPServerError {
        HTTPServerError("\(call): \(String(cString: strerror(errno)))")
    }
}
