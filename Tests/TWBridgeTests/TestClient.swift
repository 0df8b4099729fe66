import Foundation
import TWJSON
import TWBridge
import TWCommandLine
import TWLanguageServer
import TWResolve
#if canImport(Glibc)
    import Glibc
    private let systemSend = Glibc.send
    private let noSignal = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin
    private let systemSend = Darwin.send
    private let noSignal: Int32 = 0
#endif

/// A response as the raw client read it.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
    func json() throws -> JSON { try JSON.parse(Data(body)) }
}

/// A blocking HTTP/1.1 client over a plain socket, so tests control every byte sent.
final class RawClient {
    let fd: Int32

    /// Connects to `host` (IPv4, or IPv6 such as `::1`) on `port`.
    init(port: UInt16, host: String = "127.0.0.1") throws {
        let isIPv6 = host.contains(":")
        #if os(Linux)
            fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(isIPv6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0)
        #endif
        let connected: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard connected == 0 else {
            close(fd)
            throw NSError(domain: "RawClient", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "connect failed"])
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Sends bytes; false when the peer closed.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { systemSend(fd, $0.baseAddress! + offset, bytes.count - offset, noSignal) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads one response (by Content-Length); nil when the connection closed first.
    var pending: [UInt8] = []
    func readResponse() -> RawResponse? {
        while true {
            if let end = HTTPTestParsing.blankLine(pending) {
                let head = String(decoding: pending[..<end], as: UTF8.self).components(separatedBy: "\r\n")
                let status = Int(head[0].split(separator: " ")[1]) ?? 0
                var headers: [String: String] = [:]
                for line in head.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                if status == 100 {
                    pending.removeFirst(end + 4)
                    continue
                }
                if pending.count >= end + 4 + length {
                    let body = Array(pending[(end + 4)..<(end + 4 + length)])
                    pending.removeFirst(end + 4 + length)
                    return RawResponse(status: status, headers: headers, body: body)
                }
            }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            pending += buffer[..<count]
        }
    }

    /// Whether the server closed the connection (reads EOF within the receive timeout).
    func readsEndOfStream() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return false }
        }
    }
}

enum HTTPTestParsing {
    static func blankLine(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

/// A bridge on a free loopback port for one test.
final class TestBridge {
    let server: HTTPServer
    let configuration: BridgeConfiguration
    var port: UInt16 { server.port }
    /// The field that makes a request the user's (the launch's token).
    var user: [String: String] { [BridgeToken.headerName: configuration.token.text] }

    init(_ configure: (inout BridgeConfiguration) -> Void = { _ in }) throws {
        var configuration = BridgeConfiguration()
        configuration.port = 0
        configure(&configuration)
        self.configuration = configuration
        server = try Bridge(configuration: configuration).start()
    }

    deinit { server.stop() }

    /// One request on a fresh connection.
    func request(_ path: String, method: String = "POST", body: String? = nil, headers: [String: String] = [:]) throws -> RawResponse {
        let client = try RawClient(port: port)
        client.send(Self.message(method, path, body: body.map { Array($0.utf8) }, headers: headers))
        guard let response = client.readResponse() else { throw NSError(domain: "TestBridge", code: 1, userInfo: [NSLocalizedDescriptionKey: "no response"]) }
        return response
    }

    static func message(_ method: String, _ path: String, body: [UInt8]?, headers: [String: String] = [:]) -> [UInt8] {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.count)\r\n" }
        text += "\r\n"
        return Array(text.utf8) + (body ?? [])
    }
}

/// Runs `tw` in-process and returns its standard output.
func tw(_ arguments: String...) -> (status: Int32, output: String) {
    final class Output: @unchecked Sendable {
        let lock = NSLock()
        var text = ""
    }
    let output = Output()
    let io = CommandIO(write: { text in output.lock.withLock { output.text += text } }, writeError: { _ in }, readInput: { [] })
    let status = TWCommandLine.main(["tw"] + arguments, io: io)
    return (status, output.lock.withLock { output.text })
}
