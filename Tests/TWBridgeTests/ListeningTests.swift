import Foundation
import TWBridge
import TWTestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `tw serve` listens (`127.0.0.1` and `[::1]`, as Docs/design-tools.md says) and how it
/// behaves when the process has no file descriptor left (a 503 and rest, never a busy loop).
final class ListeningTests: XCTestCase {
    /// Whether this machine has IPv6 loopback at all (a container may not).
    private var hasIPv6Loopback: Bool {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        inet_pton(AF_INET6, "::1", &address.sin6_addr)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
        } == 0
    }

    func testTheBridgeAnswersOnIPv6LoopbackToo() throws {
        guard hasIPv6Loopback else { throw XCTSkip("this machine has no IPv6 loopback (::1)") }
        let bridge = try TestBridge()
        XCTAssertEqual(bridge.server.addresses, ["127.0.0.1", "::1"])
        let client = try RawClient(port: bridge.port, host: "::1")
        client.send("GET /health HTTP/1.1\r\nHost: [::1]:\(bridge.port)\r\n\r\n")
        let response = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(try response.json()["status"], "ok")
        XCTAssertEqual(try bridge.request("/health", method: "GET").status, 200, "and on 127.0.0.1")
        // Another address is served alone.
        let only = try TestBridge { $0.host = "::1" }
        XCTAssertEqual(only.server.addresses, ["::1"])
        XCTAssertThrowsError(try RawClient(port: only.port))
    }

    /// `tw serve` under a 256-descriptor limit (macOS's default) with 300 idle connections: the
    /// connections it has no descriptor for are answered 503 and closed, and the server uses
    /// almost no CPU while the others sit idle (it spun at 99 % before). CPU time is read from
    /// /proc, the kernel's count for the process, never from a clock.
    func testOutOfDescriptorsIsA503AndNoBusyLoop() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { throw XCTSkip("needs /proc (Linux)") }
        let tw = try builtExecutable("tw")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ulimit -n sets RLIMIT_NOFILE (setrlimit) for the shell, which exec keeps for tw.
        process.arguments = ["-c", "ulimit -n 256 && exec \"$0\" serve --port 0", tw.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return XCTFail("tw serve printed nothing") }
            printed += chunk
        }
        let line = String(decoding: printed, as: UTF8.self)
        let port = try XCTUnwrap(line.firstMatch(of: /127\.0\.0\.1:(\d+)\//).flatMap { UInt16($0.1) }, line)

        var clients: [RawClient] = []
        for _ in 0..<300 { clients.append(try RawClient(port: port)) }
        // The last connections found no descriptor: each has a 503 waiting, then the end.
        let refused = try XCTUnwrap(clients.last?.readResponse(), "the connection past the limit was never answered")
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(try refused.json()["error"]?["code"], "out-of-file-descriptors")
        XCTAssertTrue(clients.last?.readsEndOfStream() == true)

        let before = try cpuSeconds(process.processIdentifier)
        Thread.sleep(forTimeInterval: 3)
        let after = try cpuSeconds(process.processIdentifier)
        // Idle, the server wakes once a second; a busy loop would use most of the 3 s.
        XCTAssertLessThan(after - before, 0.3, "CPU seconds used in 3 s with every descriptor in use")

        // Descriptors freed, it serves again.
        clients.removeAll()
        var answered: RawResponse?
        for _ in 0..<50 where answered?.status != 200 {
            let client = try RawClient(port: port)
            client.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answered = client.readResponse()
            if answered?.status != 200 { Thread.sleep(forTimeInterval: 0.1) }
        }
        XCTAssertEqual(answered?.status, 200)
    }

    /// User plus system CPU time of process `pid`, all threads, from /proc/PID/stat (fields 14
    /// and 15, in clock ticks; proc(5)).
    private func cpuSeconds(_ pid: Int32) throws -> Double {
        let text = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let close = try XCTUnwrap(text.lastIndex(of: ")"))
        let fields = text[text.index(after: close)...].split(separator: " ")
        let ticks = try XCTUnwrap(Double(fields[11])) + XCTUnwrap(Double(fields[12]))
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
