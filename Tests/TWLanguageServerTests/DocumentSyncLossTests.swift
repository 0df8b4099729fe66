import Foundation
import XCTest
@testable import TWLanguageServer

/// The server's copy of a document never silently differs from the editor's: an edit it cannot
/// apply closes its copy, says so, and withdraws the diagnostics until the whole text comes
/// (Docs/Decisions.md, "A document the server lost track of").
final class DocumentSyncLossTests: XCTestCase {
    let uri = "file:///tmp/Lost.swift"

    private func text(_ client: TestClient) -> String? { client.server.queue.sync { client.server.documents[uri]?.text } }

    /// The issue's edit: a lone surrogate, as JavaScript's `JSON.stringify` writes it. It is one
    /// UTF-16 unit, read as U+FFFD (also one), so the edit applies and the next one lands where
    /// the editor put it.
    func testLoneSurrogateEditIsAppliedAndLaterEditsStayInPlace() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "let a = 1\n")
        let body =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///tmp/Lost.swift","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":4}},"text":"\ud800"}]}}"#
        client.server.receive(Data(body.utf8))
        client.change(uri, version: 3, line: 0, character: 6, insert: "b")
        client.server.waitUntilIdle()
        XCTAssertEqual(text(client), "let \u{FFFD}ab = 1\n")
    }

    /// An edit of a line the document does not have: the copy is dropped, a warning shown, the
    /// diagnostics cleared, later ranged edits ignored, and a full-text change brings it back.
    func testEditOutOfBoundsLosesSyncUntilTheWholeTextArrives() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("bogus")"#)
        XCTAssertFalse(try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue?.isEmpty ?? true)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    ["range": ["start": TestClient.position(7, 0), "end": TestClient.position(7, 1)], "text": "x"]
                ],
            ])
        client.server.waitUntilIdle()
        XCTAssertNil(text(client), "no stale copy")
        let shown = client.notifications("window/showMessage")
        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(shown.first?["type"], 2)
        XCTAssertTrue(shown.first?["message"]?.stringValue?.contains("lost track of \(uri)") ?? false, "\(shown)")
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics").last?["diagnostics"], [], "diagnostics withdrawn")
        // A ranged edit of the lost text changes nothing and publishes nothing.
        client.change(uri, version: 3, line: 0, character: 0, insert: "// ")
        client.server.waitUntilIdle()
        XCTAssertNil(text(client))
        XCTAssertTrue(client.notifications("textDocument/publishDiagnostics").isEmpty)
        // The whole text, then an edit on it.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 4],
                "contentChanges": [
                    ["text": #"Text("a").tw("p-4")"#],
                    ["range": ["start": TestClient.position(0, 14), "end": TestClient.position(0, 17)], "text": "p-2"],
                ],
            ])
        client.server.waitUntilIdle()
        XCTAssertEqual(text(client), #"Text("a").tw("p-2")"#)
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics").last?["version"], 4)
    }

    /// A change whose parameters cannot be read loses sync the same way.
    func testUnreadableChangeLosesSync() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "let a = 1\n")
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["range": "nonsense", "text": 3]]])
        client.server.waitUntilIdle()
        XCTAssertNil(text(client))
        XCTAssertEqual(client.notifications("window/showMessage").count, 1)
        client.open(uri, "let b = 2\n", version: 5)
        client.server.waitUntilIdle()
        XCTAssertEqual(text(client), "let b = 2\n")
    }
}
