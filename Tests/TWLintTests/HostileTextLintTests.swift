import TWLint
import TWSyntax
import XCTest

/// A Swift file's class strings are hostile text: what twlint prints of them never carries an
/// escape sequence or a page of one class (Docs/Reliability.md, "Hostile text stays inert").
final class HostileTextLintTests: XCTestCase {
    private let longClass = "x" + String(repeating: "q", count: 5_000)

    private var findings: [Finding] {
        let source = #"""
            import SwiftCN
            struct V: View { var body: some View { Text("a").tw("p-4 bad\u{1B}[31mRED \#(longClass)") } }
            """#
        return lint(source).findings
    }

    func testTheTextAndGitHubReportsCarryNoControlCharacter() {
        XCTAssertEqual(findings.count, 2, "\(findings.map(\.message))")
        for format in [ReportFormat.xcode, .github] {
            let report = format.render(findings, summary: LintSummary(files: 1, findings: findings), rules: Linter.rules, toolVersion: "9.9")
            let controls = report.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
            XCTAssertTrue(controls.isEmpty, "\(format): \(report)")
            XCTAssertTrue(report.contains(#"bad\u{1B}[31mRED"#), report)
            XCTAssertLessThan(report.utf8.count, 1_500, "\(format) quotes the 5,001-byte class in full")
        }
    }

    func testTheFindingStillCoversTheWholeClass() throws {
        let long = try XCTUnwrap(findings.last)
        XCTAssertEqual(long.endColumn - long.column, longClass.unicodeScalars.count)
        XCTAssertTrue(long.message.contains("(\(longClass.utf8.count) bytes)"), long.message)
    }

    func testAFileNameIsShownNotObeyed() throws {
        var finding = try XCTUnwrap(findings.first)
        finding.file = "\u{1B}[31mEVIL\u{202E}.swift"
        for format in [ReportFormat.xcode, .github] {
            let report = format.render([finding], summary: LintSummary(files: 1, findings: [finding]), rules: Linter.rules, toolVersion: "9.9")
            XCTAssertFalse(report.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(format): \(report)")
            XCTAssertTrue(report.contains(#"\u{1B}[31mEVIL\u{202E}.swift"#), report)
        }
    }
}
