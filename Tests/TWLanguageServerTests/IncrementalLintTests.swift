import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// Large documents are linted in chunks (``ChunkedLintState``): after every kind of edit the
/// diagnostics must equal those of linting the whole document.
final class IncrementalLintTests: XCTestCase {
    let uri = "file:///tmp/Incremental.swift"

    static func screen(_ index: Int) -> String {
        """
        // Screen \(index)
        struct Screen\(index): View {
            @State private var isOn = false
            var body: some View {
                VStack {
                    Text("a").tw("px-4 text-sm \(index % 3 == 0 ? "bogus" : "font-medium")")
                    Button("Go") { isOn.toggle() }
                        .buttonStyle(.tw("glass-prominent px-4 py-2 control-lg"))
                    Image(systemName: "star").tw(cn("w-5 h-5", isOn ? "text-primary" : "card-x\(index)"))
                        .tw(\"\"\"
                            p-4 bg-surface
                            rounded-lg p-6
                            \"\"\")
                }
                .tw("px-4 py-2 surface-floating glass-tint-primary rounded-lg")
            }
        }

        """
    }

    static let document = (0..<12).map(screen).joined()

    /// Two servers, one linting in chunks and one linting whole documents.
    private func pair() throws -> (chunked: TestClient, whole: TestClient) {
        let chunked = TestClient(), whole = TestClient()
        try chunked.initialize()
        try whole.initialize()
        chunked.server.queue.sync { chunked.server.chunkedLintingThreshold = 0 }
        whole.server.queue.sync { whole.server.chunkedLintingThreshold = .max }
        return (chunked, whole)
    }

    private func last(_ client: TestClient) -> JSON? { client.notifications("textDocument/publishDiagnostics").last?["diagnostics"] }

    private func edit(_ clients: [TestClient], version: Int, _ start: (Int, Int), _ end: (Int, Int), _ text: String) {
        for client in clients {
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": .int(version)],
                    "contentChanges": [
                        ["range": ["start": TestClient.position(start.0, start.1), "end": TestClient.position(end.0, end.1)], "text": .string(text)]
                    ],
                ])
        }
    }

    func testChunkedDiagnosticsEqualWholeDocumentAfterEdits() throws {
        let (chunked, whole) = try pair()
        for client in [chunked, whole] { client.open(uri, Self.document) }
        let initial = try XCTUnwrap(last(whole)?.arrayValue)
        XCTAssertGreaterThan(initial.count, 10)
        XCTAssertEqual(last(chunked), .array(initial))
        XCTAssertGreaterThan(chunked.server.queue.sync { chunked.server.chunkStates[uri]?.state.chunks.count ?? 0 }, 10)

        // A screen is 17 lines: line 17 + 5 is screen 1's `Text("a").tw("px-4 …` (column 26 is
        // the `p`), 17 + 15 the closing brace of its `body`, 34 the first line of screen 2.
        let edits: [((Int, Int), (Int, Int), String)] = [
            ((22, 26), (22, 26), "x"),  // an unknown class
            ((22, 26), (22, 27), ""),  // and back
            ((20, 0), (20, 0), "let open = \"\"\"\n"),  // an unterminated multi-line literal swallows the rest
            ((20, 0), (21, 0), ""),
            ((32, 4), (32, 5), ""),  // delete a closing brace: the next screen joins in
            ((32, 4), (32, 4), "}"),
            ((0, 0), (0, 0), "/*"),  // an unterminated comment
            ((0, 0), (0, 2), ""),
            ((34, 0), (34, 0), "let rules = TWGlobalRules(named: [\"card-x1\": \"p-4\"])\n"),  // defines a named class used above
            ((22, 14), (22, 14), "\n"),  // a line break inside a call
        ]
        var counts: [Int] = []
        for (index, (start, end, text)) in edits.enumerated() {
            edit([chunked, whole], version: index + 2, start, end, text)
            let expected = last(whole)
            counts.append(expected?.arrayValue?.count ?? -1)
            XCTAssertEqual(last(chunked), expected, "after edit \(index): \(text.debugDescription)")
        }
        XCTAssertEqual(counts[0], initial.count + 1)
        XCTAssertEqual(counts[1], initial.count)
        XCTAssertNotEqual(counts[2], initial.count, "\(counts)")
        XCTAssertEqual(counts[8], initial.count - 1, "\(counts)")
        XCTAssertEqual(chunked.server.queue.sync { chunked.server.documents[uri]?.text }, whole.server.queue.sync { whole.server.documents[uri]?.text })
    }

    func testRegionSuppressionLintsWhole() throws {
        let (chunked, _) = try pair()
        chunked.open(uri, "// twlint:disable unknown-class\n" + Self.document)
        XCTAssertNil(chunked.server.queue.sync { chunked.server.chunkStates[uri] })
        XCTAssertTrue(last(chunked)?.arrayValue?.allSatisfy { $0["code"] != "unknown-class" } == true)
        XCTAssertTrue(LanguageServer.hasRegionSuppression(Array("// twlint:enable all".utf8)))
        XCTAssertFalse(LanguageServer.hasRegionSuppression(Array("// twlint:disable:next unknown-class".utf8)))
    }
}
