import Foundation
import XCTest
@testable import TWLanguageServer

final class TextSyncTests: XCTestCase {
    let uri = "file:///tmp/Sync.swift"

    func testSeveralChangesInOneNotificationApplyInOrder() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "// 😀\nText(\"a\").tw(\"p-4\")\n")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    // Replace `p-4` (line 1, characters 14..17) with `bogus`.
                    ["range": ["start": TestClient.position(1, 14), "end": TestClient.position(1, 17)], "text": "bogus"],
                    // Then, on the new text, insert after the emoji (UTF-16 character 5 of line 0).
                    ["range": ["start": TestClient.position(0, 5), "end": TestClient.position(0, 5)], "text": " ok"],
                ],
            ])
        client.server.waitUntilIdle()
        XCTAssertEqual(client.server.queue.sync { client.server.documents[uri]?.text }, "// 😀 ok\nText(\"a\").tw(\"bogus\")\n")
        let published = client.notifications("textDocument/publishDiagnostics")
        XCTAssertEqual(published.last?["version"], 2)
        XCTAssertEqual(rangeNumbers(published.last?["diagnostics"]?.arrayValue?.first?["range"]), [1, 14, 1, 19])
    }

    func testFullTextChangeAndMultiLineEdit() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "a\nb\nc")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["text": "x\ny\nz"]],
            ])
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 3],
                "contentChanges": [
                    ["range": ["start": TestClient.position(0, 1), "end": TestClient.position(2, 0)], "text": "-"]
                ],
            ])
        client.server.waitUntilIdle()
        XCTAssertEqual(client.server.queue.sync { client.server.documents[uri]?.text }, "x-z")
    }

    func testPullDiagnosticsMatchWhatAPushingClientGets() throws {
        let pushing = TestClient()
        try pushing.initialize()
        pushing.open(uri, #"Text("a").tw("px-4 bogus hovr:p-2")"#)
        let pushed = try pushing.notification("textDocument/publishDiagnostics")["diagnostics"]
        let client = TestClient()
        try client.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
        client.open(uri, #"Text("a").tw("px-4 bogus hovr:p-2")"#)
        let report = try client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(report["kind"], "full")
        XCTAssertEqual(report["items"], pushed)
        XCTAssertEqual(report["items"]?.arrayValue?.map { $0["code"]?.stringValue ?? "" }, ["unknown-class", "unknown-variant"])
        XCTAssertEqual(try client.errorCode("textDocument/diagnostic", ["textDocument": ["uri": "file:///closed.swift"]]), -32602)
    }

    func testDiagnosticShape() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["textDocument": ["publishDiagnostics": ["codeDescriptionSupport": true]]])
        client.open(uri, #"Text("a").tw("!p-4")"#)
        let diagnostic = try XCTUnwrap(try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(diagnostic["source"], "twlint")
        XCTAssertEqual(diagnostic["severity"], 1)
        XCTAssertEqual(diagnostic["data"]?["code"], "TW104")
        XCTAssertEqual(rangeNumbers(diagnostic["data"]?["fix"]?["range"]), [0, 14, 0, 15])
        let href = try XCTUnwrap(diagnostic["codeDescription"]?["href"]?.stringValue)
        XCTAssertTrue(href.hasPrefix("https://github.com/twkit/TWKit/blob/") && href.hasSuffix("/Docs/Rules.md#unknown-class"), href)
    }

    func testInterpolationsAreDynamicAndNotLinted() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"x.tw("p-4 \(extra) rounded-[\(r)]"); y.tw(""); z.tw("open"#)
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics").last?["diagnostics"], [])
        let dynamic = client.server.queue.sync { () -> Int in
            let document = client.server.documents[uri]!
            return client.server.scannedFile(document)?.occurrences.first?.classList.dynamicRanges.count ?? -1
        }
        XCTAssertEqual(dynamic, 2)
    }
}
