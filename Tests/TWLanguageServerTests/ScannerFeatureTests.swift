import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// Class strings the scanner finds beyond `.tw("…")` on one line: multi-line and raw literals,
/// `cn(…)` arguments and ternary arms, in diagnostics, hover, completion and colours.
final class ScannerFeatureTests: XCTestCase {
    let uri = "file:///tmp/Scanner.swift"

    /// Line 2 is `    px-4 bogus` inside a multi-line literal (indented by 4 spaces).
    let multiLine = """
        Text("a").tw(\"\"\"
            glass
            px-4 bogus
            \"\"\")
        """

    /// `on ? "bg-primary hovr:p-2" : "p-3"`: the first arm starts at character 31, `p-3` at 55.
    let ternary = #"Text("a").tw(cn("glass", on ? "bg-primary hovr:p-2" : "p-3"))"#

    private func diagnostics(_ client: TestClient) -> [JSON] {
        client.notifications("textDocument/publishDiagnostics").last?["diagnostics"]?.arrayValue ?? []
    }

    func testMultiLineDiagnosticHoverAndCompletion() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, multiLine)
        let found = diagnostics(client)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?["code"], "unknown-class")
        XCTAssertEqual(rangeNumbers(found.first?["range"]), [2, 9, 2, 14])

        let hover = try client.request("textDocument/hover", TestClient.at(uri, 2, 5))
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("padding 16 pt leading and trailing") == true, "\(hover)")
        XCTAssertEqual(rangeNumbers(hover["range"]), [2, 4, 2, 8])
        // The indentation is not part of the string.
        XCTAssertEqual(try client.request("textDocument/hover", TestClient.at(uri, 2, 2)), .null)

        client.change(uri, version: 2, line: 2, character: 14, insert: " bg-")
        let items = try client.request("textDocument/completion", TestClient.at(uri, 2, 18))["items"]?.arrayValue ?? []
        XCTAssertTrue(items.contains { $0["label"] == "bg-primary" })
        for item in items { XCTAssertEqual(rangeNumbers(item["textEdit"]?["range"]), [2, 15, 2, 18]) }
    }

    func testCnTernaryArmDiagnosticHoverCompletionAndColour() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, ternary)
        let found = diagnostics(client)
        XCTAssertEqual(found.map { $0["code"]?.stringValue ?? "" }, ["unknown-variant"], "\(found)")
        XCTAssertEqual(rangeNumbers(found.first?["range"]).first, 0)

        let hover = try client.request("textDocument/hover", TestClient.at(uri, 0, 34))
        let text = hover["contents"]?["value"]?.stringValue ?? ""
        XCTAssertEqual(rangeNumbers(hover["range"]), [0, 31, 0, 41])
        XCTAssertTrue(text.contains("background `primary`"), text)

        // The other arm: `p-3` is padding only; its hover stays short (no fill line, no matrix).
        let other = try client.request("textDocument/hover", TestClient.at(uri, 0, 56))
        let otherText = other["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(otherText.contains("padding 12 pt on all edges"), otherText)
        XCTAssertFalse(otherText.contains("fill"), otherText)

        let items = try client.request("textDocument/completion", TestClient.at(uri, 0, 34))["items"]?.arrayValue ?? []
        XCTAssertTrue(items.contains { $0["label"] == "bg-primary" })
        for item in items { XCTAssertEqual(rangeNumbers(item["textEdit"]?["range"]), [0, 31, 0, 41]) }

        let colors = try client.request("textDocument/documentColor", ["textDocument": ["uri": .string(uri)]]).arrayValue ?? []
        XCTAssertEqual(colors.map { rangeNumbers($0["range"]) }, [[0, 31, 0, 41]])
    }

    func testRawStringAndEscapes() throws {
        let client = TestClient()
        try client.initialize()
        // `\u{20}` is a space at run time: `p-4 bogus`; the raw string keeps `\n` literally.
        client.open(uri, ##"Text("a").tw("p-4\u{20}bogus"); Text("b").tw(#"px-2 \n"#)"##)
        let found = diagnostics(client)
        XCTAssertEqual(found.map { rangeNumbers($0["range"]) }, [[0, 23, 0, 28], [0, 52, 0, 54]], "\(found)")
        let hover = try client.request("textDocument/hover", TestClient.at(uri, 0, 47))
        XCTAssertTrue(hover["contents"]?["value"]?.stringValue?.contains("padding 8 pt leading and trailing") == true, "\(hover)")
    }

    func testOtherSinksAndConfiguredSinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twlsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"sinks": ["card"]}"#.utf8).write(to: folder.appendingPathComponent(".twlint.json"))
        let client = TestClient()
        try client.initialize(extra: ["workspaceFolders": [["uri": .string(folder.absoluteString), "name": "w"]]])
        let document = folder.appendingPathComponent("V.swift").absoluteString
        client.open(document, "let s: TWClasses = \"bogus1\"\ncard(\"bogus2\")\n")
        let lines = client.notifications("textDocument/publishDiagnostics").last?["diagnostics"]?.arrayValue?.map { rangeNumbers($0["range"])[0] }
        XCTAssertEqual(lines, [0, 1])
    }
}
