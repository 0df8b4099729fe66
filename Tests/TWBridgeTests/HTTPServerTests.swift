import Foundation
import XCTest
@testable import TWBridge

/// The HTTP/1.1 layer: framing, keep-alive, pipelining, 100-continue, bounds and timeouts
/// (RFC 9112; bounds from ``HTTPServerLimits``).
final class HTTPServerTests: XCTestCase {
    func testRequestHeadParsesLineFieldsAndLength() throws {
        let bytes = Array("POST /resolve?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\nhello".utf8)
        guard case .head(let head) = HTTPRequestHead.parse(bytes, maxHeaderBytes: 1024, maxBodyBytes: 10) else { return XCTFail("no head") }
        XCTAssertEqual(head.method, "POST")
        XCTAssertEqual(head.path, "/resolve")
        XCTAssertEqual(head.query, "x=1")
        XCTAssertEqual(head.bodyLength, 5)
        XCTAssertTrue(head.expectsContinue)
        XCTAssertEqual(head.headerLength, bytes.count - 5)
    }

    func testRequestHeadFailures() {
        func status(_ text: String, maxBody: Int = 100) -> Int? {
            if case .failure(let status, _, _) = HTTPRequestHead.parse(Array(text.utf8), maxHeaderBytes: 64, maxBodyBytes: maxBody) { return status.code }
            return nil
        }
        XCTAssertEqual(status("NOT A REQUEST LINE\r\n\r\n"), 400)
        XCTAssertEqual(status("GET / HTTP/2.0\r\n\r\n"), 505)
        XCTAssertEqual(status("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n"), 400)
        XCTAssertEqual(status("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"), 400)
        XCTAssertEqual(status("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"), 411)
        XCTAssertEqual(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 101\r\n\r\n"), 413)
        XCTAssertEqual(status("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 100)), 431)
        XCTAssertEqual(status("GET / HTTP/1.1\r\n bad: field\r\n\r\n"), 400)
        // Not yet complete is not an error.
        if case .incomplete = HTTPRequestHead.parse(Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8), maxHeaderBytes: 64, maxBodyBytes: 1) {} else { XCTFail() }
    }

    /// HTTP/1.1 keeps the connection for the next request; pipelined requests are answered in order.
    func testKeepAliveAndPipelining() throws {
        let bridge = try TestBridge()
        let client = try RawClient(port: bridge.port)
        let first = TestBridge.message("POST", "/resolve", body: Array(#"{"classes":"p-4"}"#.utf8))
        let second = TestBridge.message("POST", "/resolve", body: Array(#"{"classes":"p-6"}"#.utf8))
        client.send(first + second)
        let one = try XCTUnwrap(client.readResponse())
        let two = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(one.headers["connection"], "keep-alive")
        XCTAssertEqual(try one.json()["classes"], "p-4")
        XCTAssertEqual(try two.json()["classes"], "p-6")
        client.send(TestBridge.message("GET", "/health", body: nil, headers: ["Connection": "close"]))
        let three = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(three.status, 200)
        XCTAssertEqual(three.headers["connection"], "close")
        XCTAssertTrue(client.readsEndOfStream())
    }

    /// `Expect: 100-continue` gets the interim response, so curl does not wait a second.
    func testExpectContinue() throws {
        let bridge = try TestBridge()
        let client = try RawClient(port: bridge.port)
        let body = #"{"classes":"p-4"}"#
        client.send("POST /parse HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
        var interim = [UInt8](repeating: 0, count: 64)
        let count = interim.withUnsafeMutableBytes { recv(client.fd, $0.baseAddress, $0.count, 0) }
        XCTAssertEqual(String(decoding: interim[..<max(0, count)], as: UTF8.self), "HTTP/1.1 100 Continue\r\n\r\n")
        client.send(body)
        XCTAssertEqual(client.readResponse()?.status, 200)
    }

    /// A request that stops arriving is answered 408 after the request timeout and closed; an
    /// idle kept-alive connection is closed after the idle timeout.
    func testRequestAndIdleTimeouts() throws {
        let bridge = try TestBridge { configuration in
            configuration.limits.requestTimeout = 0.3
            configuration.limits.idleTimeout = 0.3
        }
        let slow = try RawClient(port: bridge.port)
        slow.send("POST /resolve HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{\"cla")
        let response = try XCTUnwrap(slow.readResponse())
        XCTAssertEqual(response.status, 408)
        XCTAssertEqual(try response.json()["error"]?["code"], "request-timeout")
        let idle = try RawClient(port: bridge.port)
        idle.send(TestBridge.message("GET", "/health", body: nil))
        XCTAssertEqual(idle.readResponse()?.status, 200)
        XCTAssertTrue(idle.readsEndOfStream())
    }

    /// Header fields beyond 32 KB are a 431.
    func testOversizedHeadersAre431() throws {
        let bridge = try TestBridge()
        let response = try bridge.request("/health", method: "GET", headers: ["X-Padding": String(repeating: "a", count: 40_000)])
        XCTAssertEqual(response.status, 431)
    }

    /// 200 connections at once, each with a resolve request: every one answered 200 with its own
    /// classes (the timing is measured by `tw-bench serve`, not here).
    func testTwoHundredConcurrentRequests() throws {
        let bridge = try TestBridge()
        let port = bridge.port
        let results = ConcurrentResults()
        // Threads, not concurrentPerform (which runs one iteration per core at a time): all 200
        // connections are open before the first request is sent.
        let group = DispatchGroup()
        let opened = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        for index in 0..<200 {
            group.enter()
            Thread {
                defer { group.leave() }
                let client = try? RawClient(port: port)
                opened.signal()
                go.wait()
                guard let client else { return results.record(false) }
                client.send(TestBridge.message("POST", "/resolve", body: Array(#"{"classes":"p-\#(index % 12) glass"}"#.utf8)))
                let response = client.readResponse()
                let classes = (try? response?.json())??["classes"]?.stringValue
                results.record(response?.status == 200 && classes == "p-\(index % 12) glass")
            }.start()
        }
        for _ in 0..<200 { opened.wait() }
        for _ in 0..<200 { go.signal() }
        group.wait()
        XCTAssertEqual(results.successes, 200)
    }

    /// Garbage of every kind gets an error or a closed connection, never a crash or a hang; the
    /// server then answers the next client normally.
    func testGarbageDoesNotHurtTheServer() throws {
        let bridge = try TestBridge { $0.limits.requestTimeout = 0.5 }
        var generator = SystemRandomNumberGenerator()
        let inputs: [[UInt8]] = [
            Array("\r\n\r\n".utf8), Array("GET\r\n\r\n".utf8), Array("POST /resolve HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n".utf8),
            Array("POST /resolve HTTP/1.1\r\nContent-Length: 5\r\n\r\n\u{0}\u{1}\u{2}\u{3}\u{4}".utf8),
            [0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x0d, 0x0a], (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) },
        ]
        for input in inputs {
            let client = try RawClient(port: bridge.port)
            client.send(input)
            if let response = client.readResponse() {
                XCTAssertTrue((400..<600).contains(response.status), "\(input.prefix(40)): \(response.status)")
            }
        }
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":"p-4"}"#).status, 200)
    }

    func testStopClosesTheListener() throws {
        let server = try HTTPServer(port: 0) { _ in .json(.ok, "{}") }
        server.start()
        let port = server.port
        XCTAssertNoThrow(try RawClient(port: port))
        server.stop()
        XCTAssertThrowsError(try RawClient(port: port))
    }
}

final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func record(_ success: Bool) { lock.withLock { if success { count += 1 } } }
    var successes: Int { lock.withLock { count } }
}
