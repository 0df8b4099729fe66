import Foundation
import XCTest
@testable import TWLanguageServer

/// The language server's defining inputs, in-process (the shutdown input is also run against
/// the binary in ``EndToEndTests``).
final class IssueInputTests: XCTestCase {
    let uri = "file:///tmp/Input.swift"

    /// 1. Completion after two incremental edits: ranges on version 3, kept by resolve.
    func testInput1CompletionRangeOnLatestVersion() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["textDocument": ["synchronization": ["didSave": true]]])
        client.open(uri, #"Text("a").tw("hover:p-[")"#)
        client.change(uri, version: 2, line: 0, character: 23, insert: "1")
        client.change(uri, version: 3, line: 0, character: 24, insert: "3")
        let list = try client.request("textDocument/completion", TestClient.at(uri, 0, 25))
        let items = try XCTUnwrap(list["items"]?.arrayValue)
        XCTAssertFalse(items.isEmpty)
        for item in items {
            let r = rangeNumbers(item["textEdit"]?["range"])
            XCTAssertEqual(r[0], 0)
            XCTAssertEqual(r[2], 0)
            XCTAssertTrue(14 <= r[1] && r[1] <= 25 && 25 <= r[3] && r[1] <= r[3], "\(item)")
        }
        XCTAssertEqual(items.first?["label"], "p-[13]", "closing the bracket comes first")
        let resolved = try client.request("completionItem/resolve", items[0])
        XCTAssertEqual(resolved["textEdit"], items[0]["textEdit"])
        XCTAssertNotNil(resolved["documentation"]?["value"]?.stringValue)
        let published = client.notifications("textDocument/publishDiagnostics")
        XCTAssertEqual(published.last?["version"], 3)
    }

    /// 2. Empty capabilities: hover, one diagnostic, null and wrong-typed settings.
    func testInput2HoverDiagnosticsAndSettings() throws {
        let client = TestClient()
        try client.request("initialize", ["processId": nil, "capabilities": [:]])
        client.notify("initialized", [:])
        client.open(uri, #"Text("a").tw("px-4 bogus")"#)
        let hover = try client.request("textDocument/hover", TestClient.at(uri, 0, 15))
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("padding 16 pt leading and trailing"), text)
        let published = client.notifications("textDocument/publishDiagnostics")
        XCTAssertEqual(published.count, 1)
        let diagnostics = try XCTUnwrap(published.first?["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(rangeNumbers(diagnostics[0]["range"]), [0, 19, 0, 24])
        XCTAssertEqual(diagnostics[0]["code"], "unknown-class")
        client.notify("workspace/didChangeConfiguration", ["settings": nil])
        client.notify("workspace/didChangeConfiguration", ["settings": ["twlint": ["disabled": 3]]])
        client.notify("workspace/didChangeConfiguration", ["settings": ["twlint": ["disabled": 3]]])
        let logs = client.notifications("window/logMessage")
        XCTAssertEqual(logs.count, 1, "\(logs)")
        XCTAssertEqual(logs.first?["type"], 2)
        XCTAssertTrue(logs.first?["message"]?.stringValue?.contains("disabled") == true)
        XCTAssertNotEqual(try client.request("textDocument/hover", TestClient.at(uri, 0, 15)), .null)
        XCTAssertTrue(client.drain { if case .response(_, .failure) = $0 { return true } else { return false } }.isEmpty)
    }

    /// 3. Lifecycle (in-process half).
    func testInput3ShutdownHoverExit() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertEqual(try client.request("shutdown"), .null)
        XCTAssertEqual(try client.errorCode("textDocument/hover", TestClient.at(uri, 0, 0)), -32600)
        client.notify("exit")
        XCTAssertEqual(client.exitStatus, 0)
    }

    /// 4. Non-ASCII: the message quotes the emoji and a following request is answered.
    func testInput4NonASCIIDocument() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("日本").tw("🙄")"#)
        let diagnostics = try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("🙄") == true)
        // 日本 is 2 UTF-16 units; the emoji 2 more: `Text("日本").tw("` is 15 units.
        XCTAssertEqual(rangeNumbers(diagnostics.first?["range"]), [0, 15, 0, 17])
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), nil)
    }

    /// 5. Position encodings on a line with an emoji.
    func testInput5UTF16ByDefault() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("😀").tw("bogus")"#)
        let diagnostics = try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(rangeNumbers(diagnostics.first?["range"]), [0, 15, 0, 20])
        XCTAssertEqual(try client.request("textDocument/hover", TestClient.at(uri, 0, 14)), .null)
        let hover = try client.request("textDocument/hover", TestClient.at(uri, 0, 15))
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("`bogus`") == true)
        XCTAssertEqual(rangeNumbers(hover["range"]), [0, 15, 0, 20])
    }

    func testInput5UTF8WhenOffered() throws {
        let client = TestClient()
        let result = try client.initialize(capabilities: ["general": ["positionEncodings": ["utf-8", "utf-16"]]])
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-8")
        client.open(uri, #"Text("😀").tw("bogus")"#)
        let diagnostics = try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(rangeNumbers(diagnostics.first?["range"]), [0, 17, 0, 22])
        XCTAssertEqual(try client.request("textDocument/hover", TestClient.at(uri, 0, 16)), .null)
        XCTAssertNotEqual(try client.request("textDocument/hover", TestClient.at(uri, 0, 17)), .null)
    }

    /// 6. didClose clears the document's diagnostics.
    func testInput6CloseClearsDiagnostics() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("bogus")"#)
        XCTAssertEqual(try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue?.count, 1)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        let cleared = try client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(cleared["uri"]?.stringValue, uri)
        XCTAssertEqual(cleared["diagnostics"], [])
    }
}
