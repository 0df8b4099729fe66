import Foundation
import TWCommandLine
import XCTest

/// The expansion budget through every entry point that reads named classes: `tw resolve --theme`,
/// `.twlint.json`'s theme and `TWGlobalRules(named:)` in a Swift file. Each must report the
/// expansion budget (TW503) instead of expanding 10^7 classes.
final class ExpansionBudgetCLITests: XCTestCase {
    private let laughs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Reliability/laughs.json").path

    func testResolveWithTheLaughsTheme() {
        let result = tw("resolve", "--theme", laughs, "l0")
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.output.contains("exceeds TWKit's budget of 10000 classes (plus 64 per class written)"), result.output)
        XCTAssertTrue(result.output.contains("TW503"), result.output)
    }

    func testTwlintThroughTheConfigurationsTheme() throws {
        let project = try TemporaryTree([
            ".twlint.json": #"{"theme": "laughs.json"}"#,
            "laughs.json": try String(contentsOfFile: laughs, encoding: .utf8),
            "View.swift": #"Text("x").tw("l0")"# + "\n",
        ])
        let result = twlint([project.path(".")])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.output.contains("View.swift:1:15"), result.output)
        XCTAssertTrue(result.output.contains("budget of 10000 classes (plus 64 per class written) (in named class `l0` → `l1`"), result.output)
    }

    func testTwlintThroughGlobalRulesNamed() throws {
        // A 362-byte Swift file: the named classes are defined in Swift.
        let levels = (0..<7).map { #""l\#($0)": ""# + Array(repeating: "l\($0 + 1)", count: 10).joined(separator: " ") + #"""# }
        let rules = "let rules = TWGlobalRules(named: [" + levels.joined(separator: ", ") + #", "l7": "p-4"])"# + "\n"
        let project = try TemporaryTree(["Rules.swift": rules, "View.swift": #"Text("x").tw("l0")"# + "\n"])
        let result = twlint(["--format", "json", project.path(".")])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.output.contains("exceeds TWKit's budget of 10000 classes (plus 64 per class written)"), result.output)
        XCTAssertTrue(result.output.contains("View.swift"), "the use site is reported: \(result.output)")
    }
}
