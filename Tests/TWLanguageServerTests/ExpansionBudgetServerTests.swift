import Foundation
import XCTest
@testable import TWLanguageServer

/// The expansion budget in the language server: a document whose `TWGlobalRules(named:)` expand to
/// 10^7 classes gets the budget error (TW503) as a diagnostic, and the server keeps answering.
final class ExpansionBudgetServerTests: XCTestCase {
    func testLaughsInAnOpenDocument() throws {
        let levels = (0..<7).map { #""l\#($0)": ""# + Array(repeating: "l\($0 + 1)", count: 10).joined(separator: " ") + #"""# }
        let text =
            "let rules = TWGlobalRules(named: [" + levels.joined(separator: ", ") + #", "l7": "p-4"])"# + "\n"
            + #"let v = Text("x").tw("l0")"# + "\n"
        let client = TestClient()
        try client.initialize()
        client.open("file:///tmp/Laughs.swift", text)
        let published = try client.notification("textDocument/publishDiagnostics")
        let messages = (published["diagnostics"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
        XCTAssertTrue(
            messages.contains { $0.contains("exceeds TWKit's budget of 10000 classes (plus 64 per class written)") && $0.contains("`l0` → `l1`") },
            "\(messages)")
        let hover = try client.request("textDocument/hover", TestClient.at("file:///tmp/Laughs.swift", 1, 23))
        XCTAssertNotNil(hover["contents"], "the server still answers")
    }
}
