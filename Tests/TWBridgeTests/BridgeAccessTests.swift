import Foundation
import TWBridge
import TWResolve
import TWTestSupport
import XCTest

/// Who may drive the bridge (Docs/design-tools.md, "Who may drive the bridge"): the launch's
/// token for theme changes and file parameters, the `null` origin read-only, the theme file's
/// path only for the user.
final class BridgeAccessTests: XCTestCase {
    static let brand = ##"{"name":"Brand","colors":{"brand":{"light":"#3366ff","dark":"#99bbff"}}}"##

    static let group =
        #"{"spacing": 12, "surfaces": [{"id": "tools", "classes": "px-4 py-2 surface-floating", "frame": {"x": 0, "y": 0, "width": 88, "height": 36}}]}"#

    func testTokensAre128RandomBitsInHex() {
        let first = BridgeToken.random()
        let second = BridgeToken.random()
        XCTAssertNotEqual(first, second)
        for token in [first, second] {
            XCTAssertEqual(token.text.count, 32)
            XCTAssertTrue(token.text.allSatisfy { $0.isHexDigit && !$0.isUppercase }, token.text)
        }
        XCTAssertNil(BridgeToken("abc"), "a short token is refused")
        XCTAssertNil(BridgeToken(String(repeating: "g", count: 32)), "not hex")
    }

    func testATokenMatchesOnlyItself() throws {
        let token = try XCTUnwrap(BridgeToken("0123456789abcdef0123456789abcdef"))
        XCTAssertTrue(token.matches("0123456789abcdef0123456789abcdef"))
        for wrong in [
            "", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0",
            "0123456789abcdef0123456789abcdee", "1123456789abcdef0123456789abcdef", "0123456789ABCDEF0123456789ABCDEF",
        ] {
            XCTAssertFalse(token.matches(wrong), wrong)
        }
    }

    /// `POST /theme` needs the token; a wrong one is refused; the `null` origin cannot even with
    /// it; a refused change leaves the theme as it was.
    func testThemeChangesNeedTheTokenAndNeverComeFromTheNullOrigin() throws {
        let bridge = try TestBridge()
        let body = #"{"theme":\#(Self.brand)}"#
        let anonymous = try bridge.request("/theme", body: body)
        XCTAssertEqual(anonymous.status, 403)
        XCTAssertEqual(try anonymous.json()["error"]?["code"], "token-required")
        let wrong = try bridge.request("/theme", body: body, headers: [BridgeToken.headerName: String(repeating: "0", count: 32)])
        XCTAssertEqual(wrong.status, 403)
        XCTAssertEqual(try wrong.json()["error"]?["code"], "token-mismatch")
        var sandboxed = bridge.user
        sandboxed["Origin"] = "null"
        let null = try bridge.request("/theme", body: body, headers: sandboxed)
        XCTAssertEqual(null.status, 403)
        XCTAssertEqual(try null.json()["error"]?["code"], "read-only-origin")
        XCTAssertEqual(null.headers["access-control-allow-origin"], "null", "the plugin can read why")
        XCTAssertEqual(try bridge.request("/theme", method: "GET").json()["name"], "swiftcn default")
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":"bg-brand"}"#).json()["valid"], false)
        let user = try bridge.request("/theme", body: body, headers: bridge.user)
        XCTAssertEqual(user.status, 200)
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":"bg-brand"}"#).json()["valid"], true)
    }

    /// A parameter naming a file (`theme` as a path, `path`) needs the token, and the answer
    /// without it is the same whether the file exists or not, so no page can probe for files.
    func testFileParametersNeedTheTokenAndRevealNothing() throws {
        let tree = try TemporaryTree(["brand.json": Self.brand, "group.json": Self.group])
        let bridge = try TestBridge()
        let missing = tree.path("missing.json")
        var answers: [String] = []
        for origin in [nil, "null"] {
            for body in [#"{"classes":"bg-brand","theme":"\#(tree.path("brand.json"))"}"#, #"{"classes":"bg-brand","theme":"\#(missing)"}"#] {
                var headers = origin == nil ? [:] : ["Origin": origin!]
                if origin == "null" { headers.merge(bridge.user) { $1 } }
                let response = try bridge.request("/resolve", body: body, headers: headers)
                XCTAssertEqual(response.status, 403, body)
                XCTAssertEqual(try response.json()["error"]?["code"]?.stringValue, origin == nil ? "token-required" : "read-only-origin")
                XCTAssertFalse(response.text.contains(tree.root.lastPathComponent), response.text)
                answers.append(response.text)
            }
            for body in [#"{"path":"\#(tree.path("group.json"))"}"#, #"{"path":"\#(missing)"}"#] {
                let response = try bridge.request("/group", body: body, headers: origin == nil ? [:] : ["Origin": origin!])
                XCTAssertEqual(response.status, 403, body)
                answers.append(response.text)
            }
            XCTAssertEqual(
                try bridge.request(
                    "/suggest", body: #"{"design":{"padding":16},"theme":"\#(missing)"}"#,
                    headers: origin == nil ? [:] : ["Origin": origin!]
                ).status, 403)
        }
        XCTAssertEqual(answers[0], answers[1], "an existing and a missing theme file get the same answer")
        XCTAssertEqual(answers[2], answers[3], "an existing and a missing group file get the same answer")
        // The user may name files.
        let user = try bridge.request("/resolve", body: #"{"classes":"bg-brand","theme":"\#(tree.path("brand.json"))"}"#, headers: bridge.user)
        XCTAssertEqual(user.status, 200)
        XCTAssertEqual(try user.json()["valid"], true)
        XCTAssertEqual(try bridge.request("/group", body: #"{"path":"\#(tree.path("group.json"))"}"#, headers: bridge.user).status, 200)
        // Inline themes are not files: anyone allowed may send them.
        XCTAssertEqual(
            try bridge.request("/resolve", body: #"{"classes":"bg-brand","theme":\#(Self.brand)}"#, headers: ["Origin": "null"]).json()["valid"], true)
    }

    /// The theme `tw serve --theme PATH` started with: read-only answers (`/health`, `GET /theme`,
    /// the resolution's `theme`) never name its path; the user's do.
    func testReadOnlyAnswersHideTheThemeFilePath() throws {
        let tree = try TemporaryTree(["secret-brand.json": Self.brand])
        let theme = try Theme.load(path: tree.path("secret-brand.json"))
        let bridge = try TestBridge { $0.theme = theme }
        for headers in [[:], ["Origin": "null"], ["Origin": "http://localhost:5173"]] {
            for (path, method, body) in [("/health", "GET", nil), ("/theme", "GET", nil), ("/resolve", "POST", #"{"classes":"bg-brand"}"#)] {
                let response = try bridge.request(path, method: method, body: body, headers: headers)
                XCTAssertEqual(response.status, 200, path)
                XCTAssertFalse(response.text.contains("secret-brand"), "\(path) \(headers): \(response.text.prefix(300))")
                XCTAssertTrue(response.text.contains("Brand"), "the name stays: \(path)")
            }
        }
        XCTAssertTrue(try bridge.request("/theme", method: "GET", headers: bridge.user).text.contains("secret-brand"))
        XCTAssertTrue(try bridge.request("/resolve", body: #"{"classes":"bg-brand"}"#, headers: bridge.user).text.contains("secret-brand"))
    }

    /// A preflight lets a page send the token field.
    func testPreflightAllowsTheTokenField() throws {
        let bridge = try TestBridge()
        let preflight = try bridge.request(
            "/theme", method: "OPTIONS",
            headers: [
                "Origin": "http://localhost:5173", "Access-Control-Request-Method": "POST",
            ])
        XCTAssertEqual(preflight.status, 204)
        XCTAssertTrue(
            preflight.headers["access-control-allow-headers"]?.lowercased().contains("x-twkit-token") == true,
            "\(preflight.headers)")
    }
}
