import Foundation
import XCTest
@testable import TWLanguageServer

/// Hover, colours and code actions.
final class FeatureTests: XCTestCase {
    let uri = "file:///tmp/Features.swift"

    func testHoverShowsColourAndMatrix() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("glass bg-primary")"#)
        let text = try client.request("textDocument/hover", TestClient.at(uri, 0, 22))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("background `primary` (light #"), text)
        XCTAssertFalse(text.contains("Matrix"), "the matrix only on request: \(text)")
        XCTAssertFalse(text.contains("{"), "no JSON: \(text)")
    }

    func testHoverWithoutSurfaceHasNoMatrix() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("px-4 text-sm")"#)
        let text = try client.request("textDocument/hover", TestClient.at(uri, 0, 15))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("padding 16 pt leading and trailing"), text)
        XCTAssertFalse(text.contains("Matrix"), text)
    }

    func testDocumentColorAndPresentation() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("hover:bg-[#6366f1] text-primary p-4")"#)
        let colors = try client.request("textDocument/documentColor", ["textDocument": ["uri": .string(uri)]]).arrayValue ?? []
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(rangeNumbers(colors[0]["range"]), [0, 20, 0, 32])
        XCTAssertEqual(colors[0]["color"]?["red"]?.doubleValue ?? 0, 0x63 / 255, accuracy: 1e-9)
        let presentations =
            try client.request(
                "textDocument/colorPresentation",
                [
                    "textDocument": ["uri": .string(uri)], "range": colors[0]["range"]!,
                    "color": ["red": 1, "green": 0, "blue": 0, "alpha": 1],
                ]
            ).arrayValue ?? []
        XCTAssertEqual(presentations.first?["label"], "bg-[#ff0000]")
        XCTAssertEqual(presentations.first?["textEdit"]?["range"], colors[0]["range"])
    }

    func testQuickFixOverriddenClassAndExplain() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "Text(\"a\").tw(\"!p-4\")\nText(\"b\").tw(\"p-4 p-6\")")
        let fixes =
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(uri)],
                    "range": ["start": TestClient.position(0, 15), "end": TestClient.position(0, 15)], "context": ["diagnostics": []],
                ]
            ).arrayValue ?? []
        let quickFix = try XCTUnwrap(fixes.first { $0["kind"] == "quickfix" })
        XCTAssertEqual(quickFix["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"], "")
        XCTAssertEqual(rangeNumbers(quickFix["edit"]?["changes"]?[uri]?.arrayValue?.first?["range"]), [0, 14, 0, 15])
        let second =
            try client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(uri)],
                    "range": ["start": TestClient.position(1, 15), "end": TestClient.position(1, 15)], "context": ["diagnostics": []],
                ]
            ).arrayValue ?? []
        // twlint's overridden-class fix and "remove overridden class" are one edit: one entry.
        let removals = second.filter { $0["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"] == "" }
        XCTAssertEqual(removals.count, 1, "\(second)")
        XCTAssertEqual(removals.first?["kind"], "quickfix")
        XCTAssertEqual(rangeNumbers(removals.first?["edit"]?["changes"]?[uri]?.arrayValue?.first?["range"]), [1, 14, 1, 18])
        let explain = try XCTUnwrap(second.first { $0["kind"] == "source" }?["command"])
        let result = try client.request("workspace/executeCommand", ["command": explain["command"]!, "arguments": explain["arguments"]!])
        XCTAssertEqual(result["provenance"]?["padding.top"]?["class"], "p-6")
        XCTAssertEqual(client.notifications("window/showMessage").count, 1)
    }
}
