import Foundation
import TWSyntax
import XCTest
@testable import TWLanguageServer

/// The design-tool methods refuse a class string over
/// ``InputLimits/classStringBytes`` with a clear error, and keep serving.
final class DesignToolLimitTests: XCTestCase {
    func testClassStringOverTheLimitIsInvalidParams() throws {
        let client = TestClient()
        try client.initialize()
        let huge = String(repeating: " ", count: InputLimits.classStringBytes + 1)
        for method in ["tw/parse", "tw/resolve"] {
            XCTAssertEqual(try client.errorCode(method, ["classes": .string(huge)]), -32602, method)
        }
        let parsed = try client.request("tw/parse", ["classes": "p-4"])
        XCTAssertEqual(parsed["tokens"]?.arrayValue?.count, 1)
    }
}
