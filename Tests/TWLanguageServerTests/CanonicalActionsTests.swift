import Foundation
import XCTest
import TWJSON
import TWResolve
@testable import TWLanguageServer

/// "Sort classes" on a class string and `source.fixAll.twlint` on a document (the canonical
/// order and fixes of `class-order`, `shorthand` and `canonical-value`).
final class CanonicalActionsTests: XCTestCase {
    let uri = "file:///tmp/Canonical.swift"

    private func actions(_ client: TestClient, line: Int, from: Int, to: Int, only: [String]? = nil) throws -> [JSON] {
        var context: JSON = ["diagnostics": []]
        if let only { context = ["diagnostics": [], "only": .array(only.map(JSON.string))] }
        return try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(uri)],
                "range": ["start": TestClient.position(line, from), "end": TestClient.position(line, to)], "context": context,
            ]
        ).arrayValue ?? []
    }

    func testSortClassesOnAString() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("bg-primary p-4 rounded-lg")"# + "\n" + #"Text("b").tw("p-2 p-4")"#)
        let sort = try XCTUnwrap(try actions(client, line: 0, from: 16, to: 16).first { $0["title"] == "Sort classes" })
        let edit = try XCTUnwrap(sort["edit"]?["changes"]?[uri]?.arrayValue?.first)
        XCTAssertEqual(edit["newText"], "p-4 bg-primary rounded-lg")
        XCTAssertEqual(rangeNumbers(edit["range"]), [0, 14, 0, 39])
        // In written order already, and the order decides the padding: nothing to sort.
        XCTAssertNil(try actions(client, line: 1, from: 16, to: 16).first { $0["title"] == "Sort classes" })
    }

    func testFixAllAppliesEverySafeFixOfTheDocument() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("p-[16] rounded-lg")"# + "\n" + #"Text("b").tw("px-4 py-4")"#)
        let found = try actions(client, line: 0, from: 0, to: 0, only: ["source.fixAll"])
        XCTAssertEqual(found.map { $0["kind"] }, ["source.fixAll.twlint"], "only the kinds asked for")
        let edits = found.first?["edit"]?["changes"]?[uri]?.arrayValue ?? []
        XCTAssertEqual(edits.map { $0["newText"] }, ["p-4", "p-4"])
        XCTAssertEqual(edits.map { rangeNumbers($0["range"]) }, [[0, 14, 0, 20], [1, 14, 1, 23]])
    }
}
