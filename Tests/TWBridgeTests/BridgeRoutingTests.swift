import Foundation
import XCTest
import TWJSON
import TWBridge
import TWLanguageServer
import TWResolve

/// Routes, CORS and the loopback guards of the bridge.
final class BridgeRoutingTests: XCTestCase {
    /// Every method of the language server's design tools is an endpoint answering what `tw/NAME` answers.
    func testEveryDesignMethodAnswersLikeTheLanguageServer() throws {
        let bridge = try TestBridge()
        let service = DesignToolService()
        let group =
            #"{"spacing": 12, "surfaces": [{"id": "tools", "classes": "px-4 py-2 surface-floating", "frame": {"x": 0, "y": 0, "width": 88, "height": 36}}]}"#
        let cluster = #"{"spacing": 12, "pieces": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 80, "height": 36}, "shape": "capsule"}]}"#
        let bodies: [String: String] = [
            "parse": #"{"classes":"p-4 hover:glass"}"#, "resolve": #"{"classes":"p-4 glass"}"#,
            "matrix": #"{"classes":"glass-prominent"}"#, "explain": #"{"classes":"p-4 p-6"}"#,
            "swift": #"{"classes":"p-4 glass","style":"availability"}"#,
            "group": #"{"group":\#(group)}"#, "cluster": #"{"cluster":\#(cluster)}"#,
            "render": #"{"classes":"p-4 glass","single":true}"#, "codegen": #"{"classes":"card"}"#, "suggest": #"{"design":{"padding":8,"radius":8}}"#,
        ]
        XCTAssertEqual(Set(bodies.keys), Set(DesignToolService.methods))
        for (method, body) in bodies {
            let response = try bridge.request("/\(method)", body: body)
            XCTAssertEqual(response.status, 200, method)
            XCTAssertEqual(try response.json(), try service.call(method, try JSON.parse(Data(body.utf8))), method)
        }
    }

    /// `/swift` carries the file `tw swift` prints; `/matrix` the document `tw matrix --json` prints.
    func testSwiftAndMatrixMatchTheirCommands() throws {
        let bridge = try TestBridge()
        let swift = try bridge.request("/swift", body: #"{"classes":"p-4 glass","style":"availability","context":{"platform":"macos","os":"15"}}"#)
        XCTAssertEqual(try swift.json()["code"]?.stringValue, tw("swift", "--availability", "--platform", "macos", "--os", "15", "p-4 glass").output)
        XCTAssertEqual(try swift.json()["valid"], true)
        let matrix = try bridge.request("/matrix", body: #"{"classes":"glass-prominent px-4"}"#)
        XCTAssertEqual(matrix.text, tw("matrix", "--json", "--compact", "glass-prominent px-4").output)
        let explain = try bridge.request("/explain", body: #"{"classes":"p-4 p-6"}"#)
        // tw explain --json's document, plus the text and provenance the language server adds.
        guard case .object(var document)? = try? explain.json() else { return XCTFail("not an object") }
        XCTAssertNotNil(document.removeValue(forKey: "text"))
        XCTAssertNotNil(document.removeValue(forKey: "provenance"))
        XCTAssertEqual(JSON.object(document), try JSON.parse(Data(tw("explain", "--json", "p-4 p-6").output.utf8)))
    }

    func testUnknownPathsAndMethods() throws {
        let bridge = try TestBridge()
        let missing = try bridge.request("/nope", body: "{}")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(try missing.json()["error"]?["code"], "not-found")
        let get = try bridge.request("/resolve", method: "GET")
        XCTAssertEqual(get.status, 405)
        XCTAssertEqual(get.headers["allow"], "POST, OPTIONS")
    }

    /// `/render` (from tw render's branch) carries the SVG `tw render --for` prints.
    func testRenderMatchesTheCommand() throws {
        let bridge = try TestBridge()
        let response = try bridge.request("/render", body: #"{"classes":"p-4 glass","single":true,"context":{"platform":"ios","os":"18"}}"#)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(try response.json()["svg"]?.stringValue, tw("render", "--for", "--platform", "ios", "--os", "18", "p-4 glass").output)
        XCTAssertEqual(try bridge.request("/render", body: #"{"classes":"p-4","label":7}"#).status, 400)
    }

    /// The playground is HTML at `/`, and `/health` lists the methods it may call.
    func testPlaygroundAndHealth() throws {
        let bridge = try TestBridge()
        let page = try bridge.request("/", method: "GET")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(page.text.contains("<input id=\"classes\""))
        let health = try bridge.request("/health", method: "GET")
        XCTAssertEqual(try health.json()["methods"]?.arrayValue?.compactMap(\.stringValue), DesignToolService.methods)
    }

    /// A Figma plugin's requests come from origin `null`; its preflight is answered and the
    /// response names the origin. A page from another site is refused.
    func testCORSForPluginOriginsAndRefusalOfOthers() throws {
        let bridge = try TestBridge()
        let preflight = try bridge.request(
            "/resolve", method: "OPTIONS",
            headers: [
                "Origin": "null", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type",
                "Access-Control-Request-Private-Network": "true",
            ])
        XCTAssertEqual(preflight.status, 204)
        XCTAssertEqual(preflight.headers["access-control-allow-origin"], "null")
        XCTAssertEqual(preflight.headers["access-control-allow-headers"], "content-type")
        XCTAssertEqual(preflight.headers["access-control-allow-private-network"], "true")
        XCTAssertTrue(preflight.headers["access-control-allow-methods"]?.contains("POST") == true)
        let figma = try bridge.request("/resolve", body: #"{"classes":"p-4"}"#, headers: ["Origin": "https://www.figma.com"])
        XCTAssertEqual(figma.status, 200)
        XCTAssertEqual(figma.headers["access-control-allow-origin"], "https://www.figma.com")
        let local = try bridge.request("/resolve", body: #"{"classes":"p-4"}"#, headers: ["Origin": "http://localhost:5173"])
        XCTAssertEqual(local.headers["access-control-allow-origin"], "http://localhost:5173")
        let foreign = try bridge.request("/resolve", body: #"{"classes":"p-4"}"#, headers: ["Origin": "https://example.com"])
        XCTAssertEqual(foreign.status, 403)
        XCTAssertEqual(try foreign.json()["error"]?["code"], "origin-not-allowed")
        XCTAssertNil(foreign.headers["access-control-allow-origin"])
        XCTAssertFalse(BridgeOrigins().allows("http://localhost.example.com"))
        XCTAssertTrue(BridgeOrigins(extra: ["https://example.com"]).allows("https://example.com"))
    }

    /// On loopback a `Host` that is not this machine is refused (DNS rebinding).
    func testForeignHostIsRefused() throws {
        let bridge = try TestBridge()
        let client = try RawClient(port: bridge.port)
        client.send("GET /health HTTP/1.1\r\nHost: attacker.example:7447\r\n\r\n")
        XCTAssertEqual(client.readResponse()?.status, 403)
        XCTAssertTrue(BridgeOrigins.isLoopbackHost("localhost:7447"))
        XCTAssertTrue(BridgeOrigins.isLoopbackHost("[::1]:7447"))
        XCTAssertFalse(BridgeOrigins.isLoopbackHost("127.0.0.1.example.com"))
    }

    /// `POST /theme` replaces the theme of later requests (like `tw/setTheme`); null restores it.
    func testThemeEndpoint() throws {
        let bridge = try TestBridge()
        XCTAssertEqual(try bridge.request("/theme", method: "GET").json()["name"], "swiftcn default")
        let brand = ##"{"theme":{"name":"Brand","colors":{"brand":{"light":"#3366ff","dark":"#99bbff"}}}}"##
        let set = try bridge.request("/theme", body: brand, headers: bridge.user)
        XCTAssertEqual(set.status, 200)
        XCTAssertEqual(try set.json()["name"], "Brand")
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":"bg-brand"}"#).json()["valid"], true)
        XCTAssertEqual(try bridge.request("/theme", body: #"{"theme":null}"#, headers: bridge.user).json()["name"], "swiftcn default")
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":"bg-brand"}"#).json()["valid"], false)
        XCTAssertEqual(try bridge.request("/theme", body: #"{"theme":7}"#, headers: bridge.user).status, 400)
    }
}
