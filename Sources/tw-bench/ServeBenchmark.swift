import Foundation
import TWBridge
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tw-bench serve`: a bounded local load test of `tw serve`. The bridge runs in this
/// process on a free loopback port; `clients` threads each keep one connection open and send
/// `POST /resolve` requests back to back (the real class strings, iOS 18 context) for `seconds`;
/// a second row opens a new connection for every request. Reports requests, errors, throughput
/// and latency percentiles (time from the first byte sent to the last byte of the response read).
func measureServe(clients: Int, seconds: Double) {
    var configuration = BridgeConfiguration()
    configuration.port = 0
    let server: HTTPServer
    do {
        server = try Bridge(configuration: configuration).start()
    } catch {
        FileHandle.standardError.write(Data("tw-bench serve: \(error)\n".utf8))
        exit(1)
    }
    let bodies = realClassStrings.map { classes in
        Array("{\"classes\":\(jsonString(classes)),\"context\":{\"platform\":\"ios\",\"os\":\"18\"}}".utf8)
    }
    print("tw serve, POST /resolve, \(clients) concurrent clients, \(seconds) s per row, \(ProcessInfo.processInfo.activeProcessorCount) cores")
    for keepAlive in [true, false] {
        let result = LoadResult()
        let deadline = Date().addingTimeInterval(seconds)
        let started = Date()
        runThreads(clients) { client in
            var connection: LoadClient?
            var index = client
            while Date() < deadline {
                let body = bodies[index % bodies.count]
                index += 1
                let request =
                    Array("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\n\(keepAlive ? "" : "Connection: close\r\n")\r\n".utf8)
                    + body
                let begin = DispatchTime.now().uptimeNanoseconds
                if connection == nil { connection = LoadClient(port: server.port) }
                guard let open = connection, let status = open.exchange(request) else {
                    result.record(nil)
                    connection = nil
                    continue
                }
                result.record(status == 200 ? Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6 : nil)
                if !keepAlive { connection = nil }
            }
        }
        let elapsed = Date().timeIntervalSince(started)
        let latencies = result.latencies.sorted()
        func percentile(_ p: Double) -> String {
            guard !latencies.isEmpty else { return "-" }
            return String(format: "%.2f", latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))])
        }
        let rate = String(format: "%.0f", Double(latencies.count) / elapsed)
        print(
            "  \(keepAlive ? "keep-alive    " : "new connection")  \(latencies.count) requests, \(result.errors) errors, \(rate)/s, p50 \(percentile(0.5)) ms, p99 \(percentile(0.99)) ms, max \(latencies.last.map { String(format: "%.2f", $0) } ?? "-") ms"
        )
    }
    server.stop()
}

/// Runs `body` on `count` threads at once and waits for all (concurrentPerform would run only one
/// iteration per core, which is not `count` concurrent clients).
private func runThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }
    group.wait()
}

private func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Latencies and errors from every client thread.
private final class LoadResult: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var latencies: [Double] = []
    private(set) var errors = 0

    func record(_ milliseconds: Double?) {
        lock.lock()
        if let milliseconds { latencies.append(milliseconds) } else { errors += 1 }
        lock.unlock()
    }
}

/// One blocking client connection: sends a request, reads one Content-Length-framed response.
private final class LoadClient {
    let fd: Int32
    var pending: [UInt8] = []

    init?(port: UInt16) {
        #if os(Linux)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        if connected != 0 {
            close(fd)
            return nil
        }
    }

    deinit { close(fd) }

    /// The response's status, or nil when the connection failed.
    func exchange(_ request: [UInt8]) -> Int? {
        let sent = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        guard sent == request.count else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = headEnd(), let length = contentLength(end) {
                if pending.count >= end + 4 + length {
                    let status = Int(String(decoding: pending[9..<12], as: UTF8.self))
                    pending.removeFirst(end + 4 + length)
                    return status
                }
            }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            pending += buffer[..<count]
        }
    }

    private func headEnd() -> Int? {
        guard pending.count >= 4 else { return nil }
        for index in 0...(pending.count - 4) where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13 && pending[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func contentLength(_ end: Int) -> Int? {
        let head = String(decoding: pending[..<end], as: UTF8.self).lowercased()
        guard let range = head.range(of: "content-length:") else { return nil }
        // "\r\n" is one Character: stop at the first one that is not a digit or a space.
        return Int(head[range.upperBound...].prefix { $0.isNumber || $0 == " " }.trimmingCharacters(in: .whitespaces))
    }
}
