import XCTest
@testable import TWLanguageServer

/// The composed string of a `cn(…)` call in hover is read from the file's tokens: comments and
/// strings that spell `cn(` are not calls, raw strings are one fragment, and the builder form
/// splits at line breaks (swiftcn's `cn` keeps the non-nil fragments joined by one space).
final class CompositionHoverTests: XCTestCase {
    let uri = "file:///tmp/CompositionHover.swift"

    private func hover(_ text: String, line: Int, character: Int) throws -> String {
        let client = TestClient()
        try client.initialize()
        client.open(uri, text)
        return try client.request("textDocument/hover", TestClient.at(uri, line, character))["contents"]?["value"]?.stringValue ?? ""
    }

    func testACommentOrAStringThatSpellsCnIsNotACall() throws {
        // The cursor on `p-3` of a plain `.tw` string after a comment with `cn(` in it.
        let text = "// cn(\"card\",\nlet note = \"cn(glass)\"\nText(\"a\").tw(\"p-3\")\n"
        let shown = try hover(text, line: 2, character: 15)
        XCTAssertFalse(shown.contains("composes"), shown)
        XCTAssertTrue(shown.contains("padding"), shown)
    }

    func testARawStringIsOneFragment() throws {
        let text = ##"Text("a").tw(cn(#"p-3 "quoted""#, "m-2"))"##
        let shown = try hover(text, line: 0, character: 14)
        XCTAssertTrue(shown.contains(#"composes `p-3 "quoted" m-2`"#), shown)
    }

    func testTheBuilderFormSplitsAtLineBreaks() throws {
        let text = "Text(\"a\").tw(cn {\n    \"card\"\n    \"p-3\"; \"m-2\"\n})\n"
        let shown = try hover(text, line: 0, character: 14)
        XCTAssertTrue(shown.contains("composes `card p-3 m-2`"), shown)
    }

    func testAnArgumentOverSeveralLinesIsOneFragment() throws {
        let text = "Text(\"a\").tw(cn(\"card\",\n    isOn\n        ? \"p-3\" : \"p-2\"))\n"
        let shown = try hover(text, line: 0, character: 14)
        // One fragment, shown with its whitespace collapsed as the composed class string is.
        XCTAssertTrue(shown.contains("composes `card \\(isOn ? \"p-3\" : \"p-2\")`"), shown)
    }
}

/// Hover reads the analysis of the document's version: the text is scanned once for the
/// diagnostics and every hover after that reuses the scan.
final class HoverReadsTheAnalysisTests: XCTestCase {
    func testHoversOfOneVersionScanTheDocumentOnce() throws {
        let uri = "file:///tmp/HoverScans.swift"
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw(cn("glass p-3", isOn ? "m-2" : nil))"#)
        _ = try client.request("textDocument/hover", TestClient.at(uri, 0, 17))
        let afterFirst = client.queue.sync { client.server.documentScans }
        XCTAssertEqual(afterFirst, 1)
        for character in [14, 23, 38] { _ = try client.request("textDocument/hover", TestClient.at(uri, 0, character)) }
        XCTAssertEqual(client.queue.sync { client.server.documentScans }, 1)
        client.change(uri, version: 2, line: 0, character: 0, insert: "\n")
        _ = try client.request("textDocument/hover", TestClient.at(uri, 1, 17))
        XCTAssertEqual(client.queue.sync { client.server.documentScans }, 2)
    }
}
