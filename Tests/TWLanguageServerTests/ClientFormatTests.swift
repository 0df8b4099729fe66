import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// Every client as it announces itself (LSP 3.17): hover and completion documentation in the
/// format the client prefers, `prepareProvider` only with `prepareSupport`, rule links only with
/// `codeDescriptionSupport`. The eglot capabilities are those eglot 1.9 sends without
/// markdown-mode (`eglot-client-capabilities`: hover `contentFormat` `["plaintext"]`,
/// `codeDescriptionSupport` false, `rename` without `prepareSupport`).
final class ClientFormatTests: XCTestCase {
    static let eglot: JSON = [
        "textDocument": [
            "hover": ["contentFormat": ["plaintext"]],
            "rename": ["dynamicRegistration": false],
            "publishDiagnostics": ["codeDescriptionSupport": false],
            "completion": ["completionItem": ["snippetSupport": false]],
        ]
    ]
    let uri = "file:///tmp/ClientFormat.swift"

    func testPlainTextClientGetsHoverWithoutMarkdownMarks() throws {
        let client = TestClient()
        try client.initialize(capabilities: Self.eglot)
        client.open(uri, #"Text("a").tw("p-4 glas-thin")"#)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 16]])
        XCTAssertEqual(hover["contents"]?["kind"], "plaintext")
        let text = try XCTUnwrap(hover["contents"]?["value"]?.stringValue)
        XCTAssertTrue(text.contains("p-4"), text)
        XCTAssertFalse(text.contains("**") || text.contains("`"), text)
    }

    func testMarkdownStaysForAClientThatPrefersIt() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown", "plaintext"]]]])
        client.open(uri, #"Text("a").tw("p-4")"#)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 16]])
        XCTAssertEqual(hover["contents"]?["kind"], "markdown")
    }

    func testRenameAndRuleLinksFollowTheCapabilities() throws {
        let eglot = TestClient()
        let plain = try eglot.initialize(capabilities: Self.eglot)
        XCTAssertEqual(plain["capabilities"]?["renameProvider"], true)
        eglot.open(uri, #"Text("a").tw("bogus-class")"#)
        let diagnostic = try XCTUnwrap(try eglot.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue?.first)
        XCTAssertNil(diagnostic["codeDescription"], "eglot says codeDescriptionSupport false")

        let neovim = TestClient()
        let full = try neovim.initialize(capabilities: [
            "textDocument": ["rename": ["prepareSupport": true], "publishDiagnostics": ["codeDescriptionSupport": true]]
        ])
        XCTAssertEqual(full["capabilities"]?["renameProvider"]?["prepareProvider"], true)
        neovim.open(uri, #"Text("a").tw("bogus-class")"#)
        let linked = try XCTUnwrap(try neovim.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue?.first)
        XCTAssertNotNil(linked["codeDescription"]?["href"])
    }

    func testPlainMarkdownDropsTheMarks() {
        XCTAssertEqual(PlainMarkdown.text("# `tw matrix`\n**`p-4`** pads 16 points"), "tw matrix\np-4 pads 16 points")
    }
}
