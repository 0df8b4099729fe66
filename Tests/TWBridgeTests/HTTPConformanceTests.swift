import Foundation
import XCTest
@testable import TWBridge

/// HTTP/1.1 details as nginx and Go's net/http get them right: the `Host` field (RFC 9112 §3.2),
/// absolute-form targets (§3.2.2), LF-only heads answered at once (§2.2), the `Date` field
/// (RFC 9110 §6.6.1).
final class HTTPConformanceTests: XCTestCase {
    private func send(_ bridge: TestBridge, _ text: String) throws -> RawResponse {
        let client = try RawClient(port: bridge.port)
        client.send(text)
        return try XCTUnwrap(client.readResponse(), "no answer to \(text.debugDescription)")
    }

    func testHostIsRequiredOnceInHTTP11() throws {
        let bridge = try TestBridge()
        let missing = try send(bridge, "GET /health HTTP/1.1\r\n\r\n")
        XCTAssertEqual(missing.status, 400)
        XCTAssertTrue(try missing.json()["error"]?["message"]?.stringValue?.contains("Host") == true)
        XCTAssertEqual(try send(bridge, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\n\r\n").status, 400)
        XCTAssertEqual(try send(bridge, "GET /health HTTP/1.0\r\nHost: localhost\r\nHost: localhost\r\n\r\n").status, 400)
        // HTTP/1.0 has no Host requirement.
        XCTAssertEqual(try send(bridge, "GET /health HTTP/1.0\r\n\r\n").status, 200)
        XCTAssertEqual(try send(bridge, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status, 200)
    }

    /// A server must accept an absolute-form target, and its authority stands for `Host`.
    func testAbsoluteFormTargets() throws {
        let bridge = try TestBridge()
        let health = try send(bridge, "GET http://127.0.0.1:\(bridge.port)/health HTTP/1.1\r\nHost: 127.0.0.1:\(bridge.port)\r\n\r\n")
        XCTAssertEqual(health.status, 200)
        XCTAssertEqual(try health.json()["status"], "ok")
        let resolve = try send(
            bridge, "POST HTTP://localhost:\(bridge.port)/resolve?x=1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 17\r\n\r\n{\"classes\":\"p-4\"}")
        XCTAssertEqual(resolve.status, 200)
        XCTAssertEqual(try resolve.json()["classes"], "p-4")
        XCTAssertEqual(try send(bridge, "GET http://127.0.0.1:\(bridge.port) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status, 200, "no path is /")
        // The target's host is the one checked, not the Host field's.
        let rebound = try send(bridge, "GET http://attacker.example/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertEqual(rebound.status, 403)
        XCTAssertEqual(try rebound.json()["error"]?["code"], "host-not-allowed")
        XCTAssertEqual(try send(bridge, "GET ftp://127.0.0.1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status, 400)
        XCTAssertEqual(
            RequestTarget("http://h:1/a?b"),
            RequestTarget("/a?b").map {
                var target = $0; target.authority = "h:1"; return target
            })
        XCTAssertNil(RequestTarget("http:///x"))
        XCTAssertNil(RequestTarget("http://user@h/x"))
    }

    /// A head with LF-only line ends is answered 400 at once: the server's request timeout is a
    /// minute here, the client waits at most ten seconds for the answer.
    func testLFOnlyRequestsAreAnsweredAtOnce() throws {
        let bridge = try TestBridge { $0.limits.requestTimeout = 60 }
        for text in ["GET /health HTTP/1.1\nHost: 127.0.0.1\n\n", "GET /health HTTP/1.1\n", "GET /health HTTP/1.1\r\nHost: 127.0.0.1\n\n"] {
            let response = try send(bridge, text)
            XCTAssertEqual(response.status, 400, text.debugDescription)
            XCTAssertTrue(try response.json()["error"]?["message"]?.stringValue?.contains("LF without CR") == true)
        }
    }

    /// A head whose blank line ends at the limit (the limit counts the fields, not the blank
    /// line's four bytes) is read however the reads cut it, never a 431 for one cut and a head for
    /// another.
    func testTheAnswerDoesNotDependOnWhereReadsCut() {
        let limit = 64
        var text = "GET / HTTP/1.1\r\nHost: a\r\nX: "
        text += String(repeating: "a", count: limit - text.utf8.count) + "\r\n\r\n"
        let bytes = Array(text.utf8)
        XCTAssertEqual(bytes.count, limit + 4)
        for cut in 0...bytes.count {
            switch HTTPRequestHead.parse(Array(bytes[..<cut]), maxHeaderBytes: limit, maxBodyBytes: 0) {
            case .incomplete: XCTAssertLessThan(cut, bytes.count)
            case .head(let head): XCTAssertEqual(head.headerLength, bytes.count)
            case .failure(let status, _, _): XCTFail("cut at \(cut): \(status.code)")
            }
        }
    }

    /// Every response has a `Date` in IMF-fixdate form; the RFC's example date is written as the
    /// RFC writes it.
    func testResponsesCarryADate() throws {
        XCTAssertEqual(HTTPDate.imfFixdate(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT")
        XCTAssertEqual(HTTPDate.imfFixdate(0), "Thu, 01 Jan 1970 00:00:00 GMT")
        let bridge = try TestBridge()
        for response in [
            try bridge.request("/health", method: "GET"), try send(bridge, "GET / HTTP/2.0\r\n\r\n"),
            try bridge.request("/resolve", body: "{"),
        ] {
            let date = try XCTUnwrap(response.headers["date"], "status \(response.status)")
            XCTAssertNotNil(
                date.range(
                    of: #"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$"#,
                    options: .regularExpression), date)
            let year = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date()).year!
            XCTAssertTrue(date.contains(" \(year) ") || date.contains(" \(year - 1) "), date)
        }
    }
}
