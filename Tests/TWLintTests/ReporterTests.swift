import Foundation
import TWLint
import TWSyntax
import XCTest

/// Output formats on fixed findings. SARIF is validated against the official
/// schema in TWCLITests/LintSARIFTests.swift.
final class ReporterTests: XCTestCase {
    private let findings = [
        Finding(
            file: "Sources/A b.swift", line: 3, column: 15, endLine: 3, endColumn: 20,
            diagnostic: Diagnostic(
                code: DiagnosticCode(rawValue: "TW101"), rule: "unknown-class", severity: .error,
                message: "Unknown swiftcn class: bogus", range: ByteRange(start: 40, end: 45))),
        Finding(
            file: "Sources/A b.swift", line: 4, column: 15, endLine: 4, endColumn: 18,
            diagnostic: Diagnostic(
                code: DiagnosticCode(rawValue: "TW601"), rule: "overridden-class", severity: .warning,
                message: "`p-2` draws nothing: `p-4` replaces every field", range: ByteRange(start: 60, end: 63),
                fix: SourceFix(range: ByteRange(start: 60, end: 64), replacement: ""))),
    ]

    private func render(_ format: ReportFormat) -> String {
        format.render(findings, summary: LintSummary(files: 2, findings: findings), rules: Linter.rules, toolVersion: "9.9")
    }

    func testXcode() {
        XCTAssertEqual(
            render(.xcode),
            """
            Sources/A b.swift:3:15: error: Unknown swiftcn class: bogus [unknown-class]
            Sources/A b.swift:4:15: warning: `p-2` draws nothing: `p-4` replaces every field [overridden-class]

            """)
    }

    func testSummary() {
        XCTAssertEqual(render(.summary), "2 files, 2 findings (1 error, 1 warning)\n")
        XCTAssertEqual(LintSummary(files: 1, findings: []).line, "1 file, 0 findings (0 errors, 0 warnings)")
    }

    func testJSONHasExactlyTheIssueKeys() throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["findings", "summary"])
        let entries = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 2)
        for entry in entries {
            XCTAssertEqual(Set(entry.keys), ["file", "line", "column", "endLine", "endColumn", "rule", "code", "severity", "message", "fix"])
        }
        XCTAssertEqual(entries[0]["file"] as? String, "Sources/A b.swift")
        XCTAssertEqual(entries[0]["line"] as? Int, 3)
        XCTAssertEqual(entries[0]["column"] as? Int, 15)
        XCTAssertEqual(entries[0]["endLine"] as? Int, 3)
        XCTAssertEqual(entries[0]["endColumn"] as? Int, 20)
        XCTAssertEqual(entries[0]["rule"] as? String, "unknown-class")
        XCTAssertEqual(entries[0]["code"] as? String, "TW101")
        XCTAssertEqual(entries[0]["severity"] as? String, "error")
        XCTAssertTrue(entries[0]["fix"] is NSNull)
        let fix = try XCTUnwrap(entries[1]["fix"] as? [String: Any])
        XCTAssertEqual(fix["replacement"] as? String, "")
        XCTAssertEqual((fix["range"] as? [String: Any])?["start"] as? Int, 60)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 2, "findings": 2, "errors": 1, "warnings": 1])
    }

    func testGitHubWorkflowCommandsEscape() {
        let tricky = [
            Finding(
                file: "a,b:c%\r\n.swift", line: 1, column: 2, endLine: 1, endColumn: 3,
                diagnostic: Diagnostic(
                    code: DiagnosticCode(rawValue: "TW101"), rule: "unknown-class", severity: .note,
                    message: "50% off\r\nnext, line: here", range: ByteRange(start: 1, end: 2)))
        ]
        let text = ReportFormat.github.render(tricky, summary: LintSummary(files: 1, findings: tricky), rules: Linter.rules, toolVersion: "1")
        XCTAssertEqual(
            text,
            // A message is one line already (`EchoedText` escapes its line break); a file name may hold one.
            "::notice file=a%2Cb%3Ac%25%0D%0A.swift,line=1,col=2,endLine=1,endColumn=3,title=twlint unknown-class::50%25 off\\r\\nnext, line: here\n")
        XCTAssertTrue(render(.github).hasPrefix("::error file=Sources/A b.swift,line=3,col=15,endLine=3,endColumn=20,title=twlint unknown-class::Unknown"))
        XCTAssertTrue(render(.github).contains("::warning file="))
    }

    func testSARIFColumnKindAndRuleIndex() throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(render(.sarif).utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let region = (((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]) as? [String: Int]
        XCTAssertEqual(region, ["startLine": 3, "startColumn": 15, "endLine": 3, "endColumn": 20])
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let index = try XCTUnwrap(results[1]["ruleIndex"] as? Int)
        XCTAssertEqual(rules[index]["id"] as? String, "overridden-class")
        let location = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        XCTAssertEqual(location?["uri"], "Sources/A%20b.swift")
    }
}
