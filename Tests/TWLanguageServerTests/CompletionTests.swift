import Foundation
import XCTest
@testable import TWLanguageServer

final class CompletionTests: XCTestCase {
    let uri = "file:///tmp/Complete.swift"

    private func labels(_ client: TestClient, _ line: Int, _ character: Int) throws -> [String] {
        try client.request("textDocument/completion", TestClient.at(uri, line, character))["items"]?.arrayValue?
            .compactMap { $0["label"]?.stringValue } ?? []
    }

    func testThemeColoursAfterColourPrefixes() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("p-4 bg- glass-tint-pr")"#)
        let bg = try labels(client, 0, 21)
        XCTAssertTrue(bg.contains("bg-primary") && bg.contains("bg-destructive"), "\(bg)")
        XCTAssertFalse(bg.contains("hover:"))
        let tint = try labels(client, 0, 34)
        XCTAssertTrue(tint.contains("glass-tint-primary"), "\(tint)")
    }

    func testRadiiVariantsRecipesAndKeywords() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("rounded- ")"#)
        XCTAssertEqual(Set(try labels(client, 0, 22)), ["rounded-none", "rounded-sm", "rounded-md", "rounded-lg", "rounded-xl", "rounded-full"])
        let general = try labels(client, 0, 23)
        for expected in ["hover:", "group-focus:", "card", "button-primary", "glass", "p-", "bg-", "w-full", "text-"] {
            XCTAssertTrue(general.contains(expected), expected)
        }
    }

    /// eglot does not filter by the text edit's range, so after `glass-` the server itself lists
    /// only `glass-*` classes, and says the list depends on what is typed.
    func testTypedPrefixNarrowsTheListOnTheServer() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("glass- hover:sur ")"#)
        let glass = try client.request("textDocument/completion", TestClient.at(uri, 0, 20))
        let glassLabels = glass["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertTrue(glassLabels.contains("glass-thin") && glassLabels.contains("glass-prominent"), "\(glassLabels)")
        XCTAssertTrue(glassLabels.allSatisfy { $0.hasPrefix("glass-") }, "\(glassLabels)")
        XCTAssertFalse(glassLabels.contains("bezel-bordered"))
        XCTAssertEqual(glass["isIncomplete"], true)
        // After a variant the segment is what follows the colon.
        let surface = try labels(client, 0, 30)
        XCTAssertTrue(surface.contains("surface-floating"), "\(surface)")
        XCTAssertTrue(surface.allSatisfy { $0.hasPrefix("sur") }, "\(surface)")
        // Nothing typed: everything, for the client to filter, and complete.
        let empty = try client.request("textDocument/completion", TestClient.at(uri, 0, 31))
        XCTAssertEqual(empty["isIncomplete"], false)
        let emptyLabels = empty["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertTrue(emptyLabels.contains("glass-thin") && emptyLabels.contains("hover:") && emptyLabels.contains("p-"))
    }

    func testRangeCoversSegmentAfterVariantInUTF8() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        client.open(uri, #"Text("é").tw("hover:bg-pri x")"#)
        // `Text("é").tw("` is 15 bytes; `hover:` ends at 21; the cursor after `bg-pri` is at 27.
        let items = try client.request("textDocument/completion", TestClient.at(uri, 0, 27))["items"]?.arrayValue ?? []
        XCTAssertEqual(rangeNumbers(items.first?["textEdit"]?["range"]), [0, 21, 0, 27])
    }

    func testOutsideClassStringsNothing() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"let x = 1 // .tw("#)
        XCTAssertEqual(try client.request("textDocument/completion", TestClient.at(uri, 0, 3)), .null)
    }

    func testResolveDocumentsColoursAndRecipes() throws {
        let client = TestClient()
        try client.initialize()
        // A colour keeps its bare hex documentation (the swatch) through resolve.
        let colour = try client.request("completionItem/resolve", ["label": "bg-primary", "documentation": "#000000", "data": ["kind": "color"]])
        XCTAssertEqual(colour["documentation"], "#000000")
        let recipe = try client.request("completionItem/resolve", ["label": "card", "data": ["kind": "named"]])
        XCTAssertTrue(recipe["documentation"]?["value"]?.stringValue?.contains("expands to") == true)
    }
}
