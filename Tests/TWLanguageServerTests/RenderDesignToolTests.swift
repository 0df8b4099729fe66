import Foundation
import XCTest
@testable import TWLanguageServer

/// `tw/render` ("Done when": `tw lsp` offers the picture to design tools).
final class RenderDesignToolTests: XCTestCase {
    func testRenderAnswersTheSVGOfTwRender() throws {
        let client = TestClient()
        let initialized = try client.initialize()
        XCTAssertTrue(initialized["capabilities"]?["experimental"]?["twMethods"]?.arrayValue?.contains("tw/render") == true)
        let picture = try client.request("tw/render", ["classes": "px-4 py-2 surface-floating glass-tint-[red]"])
        XCTAssertEqual(
            picture["columns"]?.arrayValue?.compactMap(\.stringValue),
            ["iOS 18", "iOS 26", "iOS 27", "iOS 27 swiftUI", "macOS 15", "macOS 26"])
        XCTAssertEqual(picture["rows"]?.arrayValue?.first, "base")
        XCTAssertEqual(picture["rows"]?.arrayValue?.count, 6)
        XCTAssertEqual(picture["valid"], true)
        let svg = try XCTUnwrap(picture["svg"]?.stringValue)
        XCTAssertTrue(svg.hasPrefix("<?xml"), svg)
        XCTAssertTrue(svg.contains("data-column=\"iOS 27\""), svg)

        let one = try client.request(
            "tw/render",
            [
                "classes": "glass", "single": true, "label": "Done",
                "context": ["platform": "ios", "os": 27],
            ])
        XCTAssertEqual(one["columns"], ["iOS 27"])
        XCTAssertTrue(one["svg"]?.stringValue?.contains(">Done</text>") == true)
        XCTAssertEqual(try client.errorCode("tw/render", ["classes": "glass", "label": ""]), -32602)
        XCTAssertEqual(try client.errorCode("tw/render", [:]), -32602)
        XCTAssertEqual(try client.errorCode("tw/render", ["classes": "glass", "single": "yes"]), -32602)
        XCTAssertEqual(try client.errorCode("tw/render", ["classes": "glass", "label": 3]), -32602)
    }

    /// `tw/render` draws at most 1,000 classes (Docs/Reliability.md, Limits): one more is
    /// `-32602` with `data.limit`, before any of them is resolved.
    func testRenderRefusesMoreThanTheClassLimit() throws {
        let client = TestClient()
        try client.initialize()
        let atLimit = Array(repeating: "p-4", count: 1_000).joined(separator: " ")
        XCTAssertEqual(try client.request("tw/render", ["classes": .string(atLimit), "single": true])["valid"], true)
        let id = client.sendRequest("tw/render", ["classes": .string(atLimit + "\u{2028}p-2")])
        guard case .failure(let error) = try client.response(to: id) else { return XCTFail("1,001 classes were drawn") }
        XCTAssertEqual(error.code.rawValue, -32602)
        XCTAssertEqual(error.data?["limit"], 1_000)
        XCTAssertTrue(error.message.contains("1,000"), error.message)
    }
}
