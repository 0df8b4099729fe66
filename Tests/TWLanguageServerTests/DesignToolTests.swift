import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

final class DesignToolTests: XCTestCase {
    func testParseResolveMatrixExplain() throws {
        let client = TestClient()
        try client.initialize()
        let parsed = try client.request("tw/parse", ["classes": "hover:p-[13] bogus"])
        XCTAssertEqual(parsed["tokens"]?.arrayValue?.count, 2)
        XCTAssertEqual(parsed["tokens"]?.arrayValue?.first?["variants"]?.arrayValue?.first?["name"], "hover")
        XCTAssertEqual(parsed["diagnostics"]?.arrayValue?.first?["range"], ["end": 18, "start": 13])

        let resolved = try client.request("tw/resolve", ["classes": "px-4 glass", "context": ["platform": "macos", "os": 15, "scheme": "dark"]])
        XCTAssertEqual(resolved["schema"], "twkit.resolution/1")
        XCTAssertEqual(resolved["context"]?["platform"], "macos")
        XCTAssertEqual(resolved["context"]?["os"], "15")
        XCTAssertEqual(resolved["padding"]?["leading"]?.doubleValue, 16)

        let matrix = try client.request("tw/matrix", ["classes": "glass", "context": ["state": ["hover"]]])
        XCTAssertEqual(matrix["schema"], "twkit.matrix/1")
        XCTAssertEqual(
            matrix["columns"]?.arrayValue?.compactMap { $0["name"]?.stringValue },
            ["iOS 18", "iOS 26", "iOS 27", "iOS 27 swiftUI", "macOS 15", "macOS 26"])
        XCTAssertEqual(matrix["columns"]?.arrayValue?.first?["context"]?["states"], ["hover"])
        XCTAssertEqual(matrix["rows"]?["fill"]?.arrayValue?[1], "glass")
        XCTAssertEqual(matrix["rows"]?["renderer"]?.arrayValue?[2], "UIKit")
        XCTAssertEqual(matrix["variations"]?.arrayValue?.first?["name"], "Reduce Transparency")

        let explained = try client.request("tw/explain", ["classes": "p-4 p-6"])
        XCTAssertEqual(explained["schema"], "twkit.explain/1")
        XCTAssertEqual(
            explained["fields"]?.arrayValue?.first { $0["field"] == "padding.top" },
            ["field": "padding.top", "value": "24pt", "class": "p-6", "rule": "last wins over `p-4`"])
        XCTAssertEqual(explained["provenance"]?["padding.top"]?["class"], "p-6")
        XCTAssertEqual(explained["overridden"]?.arrayValue?.first?["class"], "p-4")
        XCTAssertTrue(explained["text"]?.stringValue?.hasPrefix("classes: p-4 p-6\ncontext: ") == true)
        XCTAssertTrue(explained["text"]?.stringValue?.contains("Overridden in every state:\n  p-4 by p-6") == true, "\(explained)")
    }

    func testBadParamsAreInvalidParams() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertEqual(try client.errorCode("tw/resolve", [:]), -32602)
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4", "context": ["platform": "android"]]), -32602)
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4", "context": ["compose": true]]), -32602)
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4", "theme": "/nonexistent/theme.json"]), -32602)
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4", "theme": 3]), -32602)
    }

    func testInlineThemeAndSetTheme() throws {
        let client = TestClient()
        try client.initialize()
        let inline: JSON = ["name": "brand", "colors": ["brand": ["light": "#ff0000", "dark": "#00ff00"]]]
        let resolved = try client.request("tw/resolve", ["classes": "bg-brand", "theme": inline])
        XCTAssertEqual(resolved["valid"], true)
        XCTAssertEqual(try client.request("tw/resolve", ["classes": "bg-brand"])["valid"], false)

        client.open("file:///tmp/T.swift", #"Text("a").tw("bg-brand")"#)
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics").last?["diagnostics"]?.arrayValue?.count, 1)
        let set = try client.request("tw/setTheme", ["theme": inline])
        XCTAssertEqual(set["source"], "inline theme")
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics").last?["diagnostics"], [])
        XCTAssertEqual(try client.request("tw/resolve", ["classes": "bg-brand"])["valid"], true)
        let hover = try client.request("textDocument/hover", TestClient.at("file:///tmp/T.swift", 0, 16))
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("light #ff0000, dark #00ff00") == true)
        try client.request("tw/setTheme", ["theme": nil])
        XCTAssertEqual(try client.request("tw/resolve", ["classes": "bg-brand"])["valid"], false)
    }
}
