import XCTest
import TWJSON
import TWLanguageServer
import TWResolve

/// Typed values and motion in the design-tool methods, and the composed string in hover over a
/// `cn(…)` call.
final class MotionAndCompositionServerTests: XCTestCase {
    let uri = "file:///tmp/Compose.swift"

    func testResolveWithTypedValuesAndAStateChange() throws {
        let client = TestClient()
        try client.initialize()
        let values: JSON = [
            "x": ["type": "Int", "value": 12], "y": ["type": "Int", "value": -4], "size": ["type": "CGSize", "width": .double(1.1), "height": .double(0.9)],
        ]
        let resolved = try client.request("tw/resolve", ["classes": "offset-[{x},{y}] scale-[{size}]", "context": ["interpolations": values]])
        XCTAssertEqual(resolved["transform"]?["offsetX"]?.doubleValue, 12)
        XCTAssertEqual(resolved["transform"]?["offsetY"]?.doubleValue, -4)
        XCTAssertEqual(resolved["transform"]?["scaleY"]?.doubleValue, 0.9)
        let pressed = try client.request(
            "tw/resolve",
            [
                "classes": "animate-ease-out duration-300 active:animate-spring active:duration-100 disabled:animate-none",
                "context": ["state": ["pressed"], "fromState": [], "transaction": ["caller": "default"]],
            ])
        XCTAssertEqual(pressed["transaction"]?["animation"]?["name"], "spring")
        XCTAssertEqual(pressed["transaction"]?["animation"]?["duration"]?.doubleValue, 0.1)
        XCTAssertEqual(pressed["transaction"]?["callerAnimation"], "default")
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "w-[{x}]", "context": ["interpolations": ["x": ["type": "Nope"]]]]), -32602)
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4", "context": ["animationScope": "page"]]), -32602)
    }

    func testHoverOverACnCallShowsTheComposedString() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw(cn(" card ", nil, "", "tilt-[8]", ["hover:tilt-[12]"], extra, "p-3"))"#)
        // On `cn`: byte 13.
        let onCall = try client.request("textDocument/hover", TestClient.at(uri, 0, 14))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(onCall.contains("composes `card tilt-[8] hover:tilt-[12] \\(extra) p-3`"), onCall)
        // On the token `p-3` inside the call: its own hover plus the composition.
        let onToken = try client.request("textDocument/hover", TestClient.at(uri, 0, 77))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(onToken.contains("composes `card"), onToken)
        XCTAssertTrue(onToken.contains("padding"), onToken)
        client.open("file:///tmp/Other.swift", #"Text("a").tw("p-3")"#)
        let outside = try client.request("textDocument/hover", TestClient.at("file:///tmp/Other.swift", 0, 15))["contents"]?["value"]?.stringValue ?? ""
        XCTAssertFalse(outside.contains("composes"), outside)
    }
}
