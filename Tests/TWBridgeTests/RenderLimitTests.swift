import Foundation
import TWLanguageServer
import XCTest

/// `/render` draws at most 1,000 classes: a longer string, such as a megabyte of `p-4`, is
/// answered 413 with a JSON error at once instead of being drawn (Docs/Reliability.md, Limits).
final class RenderLimitTests: XCTestCase {
    func testRenderOverTheClassLimitIs413() throws {
        let bridge = try TestBridge()
        let classes = Array(repeating: "p-4", count: 200_000).joined(separator: " ")
        let response = try bridge.request("/render", body: #"{"classes":""# + classes + #""}"#)
        XCTAssertEqual(response.status, 413)
        let error = try response.json()["error"]
        XCTAssertEqual(error?["status"], 413)
        XCTAssertEqual(error?["code"], "too-large")
        XCTAssertTrue(error?["message"]?.stringValue?.contains("1,000") == true, "\(String(describing: error))")
        let atLimit = Array(repeating: "p-4", count: 1_000).joined(separator: " ")
        XCTAssertEqual(try bridge.request("/render", body: #"{"classes":""# + atLimit + #"","single":true}"#).status, 200)
    }
}
