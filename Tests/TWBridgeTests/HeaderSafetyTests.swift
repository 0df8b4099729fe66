import Foundation
import XCTest
@testable import TWBridge

/// No request field can add a line to a response: CR, LF and NUL in the head are refused (400) at
/// once, preflight fields and origins are echoed only when well-formed, and every answer the
/// server writes itself carries the CORS fields (RFC 9112 §2.2, RFC 9110 §5.5, Fetch §3.2).
final class HeaderSafetyTests: XCTestCase {
    private func outcome(_ text: String) -> String {
        switch HTTPRequestHead.parse(Array(text.utf8), maxHeaderBytes: 4096, maxBodyBytes: 100) {
        case .incomplete: return "incomplete"
        case .head: return "head"
        case .failure(let status, _, let message):
            XCTAssertFalse(message.contains("Set-Cookie"), "the value is never quoted: \(message)")
            return "\(status.code)"
        }
    }

    /// Refused as soon as the byte arrives, before the blank line (no wait for the timeout).
    func testControlBytesInTheHeadAreRefusedAtOnce() {
        XCTAssertEqual(outcome("OPTIONS / HTTP/1.1\r\nHost: a\r\nAccess-Control-Request-Headers: a\nSet-Cookie: x\r\n"), "400")
        XCTAssertEqual(outcome("GET / HTTP/1.1\r\nHost: a\r\nX: a\rSet-Cookie: x\r\n\r\n"), "400")
        XCTAssertEqual(outcome("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n"), "400")
        XCTAssertEqual(outcome("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{1}b\r\n\r\n"), "400")
        XCTAssertEqual(outcome("GET / HTTP/1.1\nHost: a\n\n"), "400", "LF-only lines")
        XCTAssertEqual(outcome("GET / HTTP/1.1\r\nHost: a\r\nX: tab\tand obs-text \u{e9}\r\n\r\n"), "head")
        // A CR at the end of what has arrived may still be followed by its LF.
        XCTAssertEqual(outcome("GET / HTTP/1.1\r\nHost: a\r"), "incomplete")
        XCTAssertEqual(outcome("GET / HTTP/1.1\r\nX Y: 1\r\n\r\n"), "400", "a field name is a token")
    }

    /// The attack: a bare LF in a preflight's field, and an Origin with a line break
    /// under `--allow-origin '*'`, add no field to the answer.
    func testNoRequestFieldAddsAResponseField() throws {
        let bridge = try TestBridge { $0.origins.extra = ["*"] }
        for head in [
            "OPTIONS /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nAccess-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type\nSet-Cookie: pwned=1\r\n\r\n",
            "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://a.example\nSet-Cookie: pwned=1\r\n\r\n",
            "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://a.example\rSet-Cookie: pwned=1\r\n\r\n",
            "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://a.example\u{0}Set-Cookie: pwned=1\r\n\r\n",
        ] {
            let client = try RawClient(port: bridge.port)
            client.send(head)
            let response = try XCTUnwrap(client.readResponse(), head)
            XCTAssertEqual(response.status, 400, head)
            XCTAssertNil(response.headers["set-cookie"], head)
            XCTAssertFalse(response.text.contains("pwned"), response.text)
        }
        // Well-formed but not an origin: refused, never echoed.
        let odd = try bridge.request("/health", method: "GET", headers: ["Origin": "https://a.example/path x"])
        XCTAssertEqual(odd.status, 403)
        XCTAssertNil(odd.headers["access-control-allow-origin"])
        XCTAssertFalse(BridgeOrigins.isSerializedOrigin("https://a.example/"))
        XCTAssertTrue(BridgeOrigins.isSerializedOrigin("https://a.example:8443"))
        XCTAssertTrue(BridgeOrigins.isSerializedOrigin("http://[::1]:7447"))
        XCTAssertFalse(BridgeOrigins.isSerializedOrigin("http://[::1"))
    }

    /// `Access-Control-Request-Headers` is echoed only as a list of field names.
    func testPreflightEchoesOnlyAListOfFieldNames() throws {
        let bridge = try TestBridge()
        func allowed(_ asked: String) throws -> String? {
            try bridge.request(
                "/resolve", method: "OPTIONS",
                headers: [
                    "Origin": "null", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": asked,
                ]
            ).headers["access-control-allow-headers"]
        }
        XCTAssertEqual(try allowed("content-type, x-twkit-token"), "content-type, x-twkit-token")
        XCTAssertEqual(try allowed("content-type; x=\"1\""), "Content-Type, X-TWKit-Token")
        XCTAssertEqual(try allowed("a b"), "Content-Type, X-TWKit-Token")
    }

    /// The server's own errors carry the CORS fields of an allowed origin, so that a plugin reads
    /// them; a foreign origin gets none.
    func testServerErrorsCarryCORSFields() throws {
        let bridge = try TestBridge { $0.limits.requestTimeout = 0.3 }
        let requests: [(String, Int)] = [
            ("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nContent-Length: 99999999\r\n\r\n", 413),
            ("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
            ("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nX-Padding: " + String(repeating: "a", count: 40_000) + "\r\n\r\n", 431),
            ("GET /health HTTP/2.0\r\nHost: 127.0.0.1\r\nOrigin: null\r\n\r\n", 505),
            ("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nContent-Length: x\r\n\r\n", 400),
            ("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nX: a\u{1}\r\n\r\n", 400),
            ("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: null\r\nContent-Length: 10\r\n\r\n{", 408),
        ]
        for (request, status) in requests {
            let client = try RawClient(port: bridge.port)
            client.send(request)
            let response = try XCTUnwrap(client.readResponse(), String(request.prefix(60)))
            XCTAssertEqual(response.status, status, String(request.prefix(60)))
            XCTAssertEqual(response.headers["access-control-allow-origin"], "null", String(request.prefix(60)))
            XCTAssertEqual(response.headers["vary"], "Origin")
        }
        let client = try RawClient(port: bridge.port)
        client.send("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\nContent-Length: 99999999\r\n\r\n")
        let foreign = try XCTUnwrap(client.readResponse())
        XCTAssertEqual(foreign.status, 413)
        XCTAssertNil(foreign.headers["access-control-allow-origin"])
    }

    /// A field that could end a line is never written, whoever built the response.
    func testResponsesNeverWriteALineBreakInAField() {
        let response = HTTPResponse(status: .ok, headers: [("X-Good", "1"), ("X-Bad", "a\r\nSet-Cookie: x"), ("Bad Name", "1"), ("X-Nul", "a\u{0}")])
        let text = String(decoding: response.serialized(keepAlive: false), as: UTF8.self)
        XCTAssertTrue(text.contains("X-Good: 1\r\n"))
        XCTAssertFalse(text.contains("Set-Cookie"))
        XCTAssertFalse(text.contains("Bad Name"))
        XCTAssertFalse(text.contains("X-Nul"))
    }
}
