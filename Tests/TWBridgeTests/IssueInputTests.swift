import Foundation
import XCTest
import TWJSON
import TWBridge
import TWLanguageServer
import TWResolve

/// The inputs that define the bridge's behaviour, each over real HTTP.
final class IssueInputTests: XCTestCase {
    /// `curl -s localhost:PORT/resolve -d '{"classes":"p-4 glass","context":{"platform":"ios","os":"18"}}'`
    /// answers the same JSON as `tw resolve --json --platform ios --os 18 "p-4 glass"`.
    func testResolveAnswersWhatTwResolvePrints() throws {
        let bridge = try TestBridge()
        let response = try bridge.request(
            "/resolve", body: #"{"classes":"p-4 glass","context":{"platform":"ios","os":"18"}}"#,
            headers: ["Content-Type": "application/x-www-form-urlencoded"])
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "application/json; charset=utf-8")
        let command = tw("resolve", "--json", "--platform", "ios", "--os", "18", "p-4 glass")
        XCTAssertEqual(command.status, 0)
        XCTAssertEqual(try response.json(), try JSON.parse(Data(command.output.utf8)))
        // Byte for byte the compact form.
        XCTAssertEqual(response.text, tw("resolve", "--json", "--compact", "--platform", "ios", "--os", "18", "p-4 glass").output)
        // iOS 18 has no Liquid Glass: the resolution says material, not glass.
        XCTAssertEqual(try response.json()["context"]?["os"], "18")
    }

    /// A 10 MB body is answered 413 before it is read, with a JSON error; the client may keep
    /// sending, and still reads the answer.
    func testTenMegabyteBodyIs413() throws {
        let bridge = try TestBridge()
        for size in [10_000_000, 10 * 1024 * 1024] {
            let client = try RawClient(port: bridge.port)
            client.send("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(size)\r\n\r\n")
            client.send([UInt8](repeating: 0x20, count: 1 << 20))
            let response = try XCTUnwrap(client.readResponse())
            XCTAssertEqual(response.status, 413)
            XCTAssertEqual(try response.json()["error"]?["code"], "body-too-large")
            XCTAssertEqual(response.headers["connection"], "close")
        }
    }

    /// The limit is 1 MiB (HTTPServerLimits): a body of exactly 1,048,576 bytes is read, one more is not.
    func testBodyAtTheLimitIsRead() throws {
        let bridge = try TestBridge()
        let classes = #"{"classes":"p-4"}"#
        let body = classes + String(repeating: " ", count: 1024 * 1024 - classes.utf8.count)
        XCTAssertEqual(body.utf8.count, 1024 * 1024)
        XCTAssertEqual(try bridge.request("/resolve", body: body).status, 200)
        XCTAssertEqual(try bridge.request("/resolve", body: body + " ").status, 413)
    }

    /// A malformed body is a 400 with a JSON error that says where, in the words of the project's
    /// one JSON reader (line, column and byte offset of the `"p-4"` that should have been a `:`).
    func testMalformedBodyIs400WithJSONError() throws {
        let bridge = try TestBridge()
        let response = try bridge.request("/resolve", body: #"{"classes" "p-4"}"#)
        XCTAssertEqual(response.status, 400)
        let error = try XCTUnwrap(try response.json()["error"])
        XCTAssertEqual(error["status"], 400)
        XCTAssertEqual(error["code"], "malformed-json")
        let message = try XCTUnwrap(error["message"]?.stringValue)
        XCTAssertTrue(message.contains("line 1, column 12"), message)
        XCTAssertTrue(message.contains("byte offset 11"), message)
        XCTAssertFalse(message.contains("character"), "JSONSerialization's words: \(message)")
        // Truncated JSON and an empty body too.
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":"#).status, 400)
        XCTAssertEqual(try bridge.request("/resolve", body: "").status, 400)
    }

    /// Well-formed JSON with bad params is a 400 naming the key, as tw/resolve's invalidParams does.
    func testBadParamsAre400NamingTheKey() throws {
        let bridge = try TestBridge()
        let wrongType = try bridge.request("/resolve", body: #"{"classes":4}"#)
        XCTAssertEqual(wrongType.status, 400)
        XCTAssertEqual(try wrongType.json()["error"]?["code"], "invalid-params")
        XCTAssertEqual(try wrongType.json()["error"]?["message"], "`classes` must be a string")
        let badContext = try bridge.request("/resolve", body: #"{"classes":"p-4","context":{"platform":"android"}}"#)
        XCTAssertEqual(badContext.status, 400)
        XCTAssertTrue(try badContext.json()["error"]?["message"]?.stringValue?.contains("context.platform") == true)
    }
}
