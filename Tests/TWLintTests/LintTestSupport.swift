import Foundation
import TWLint
import TWResolve
import TWSyntax
import XCTest

/// A configuration read from JSON as a `.twlint.json` in `/project`, failing the test on errors.
func configuration(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> LintConfiguration {
    do {
        return try LintConfiguration.decode(Data(json.utf8), file: "/project/.twlint.json", knownRules: Set(Linter.rules.map(\.id))).0
    } catch {
        XCTFail("configuration rejected: \(error)", file: file, line: line)
        return LintConfiguration()
    }
}

/// Lints one file's text with the built-in theme.
func lint(_ text: String, configuration: LintConfiguration = LintConfiguration(), named: [String: Recipe] = [:]) -> Linter.FileResult {
    Linter(configuration: configuration, theme: .builtIn).lint(Array(text.utf8), path: "test.swift", named: named)
}

/// `rule@line:column` of each finding, in report order.
func positions(_ findings: [Finding]) -> [String] { findings.map { "\($0.rule)@\($0.line):\($0.column)" } }

/// Source text with `↓` markers (SwiftLint's convention): the text without them, and the
/// `line:column` (1-based, Unicode-scalar column) of each marker in that text.
struct MarkedSource {
    let text: String
    let markers: [String]

    init(_ marked: String) {
        var text = ""
        var markers: [String] = []
        var line = 1, column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append("\(line):\(column)")
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }
}

/// Checks that `rule` reports exactly at the markers of each example (none for an example
/// without markers) and that no other rule reports anything in it unless `othersAllowed`.
func assertRule(
    _ rule: String, _ examples: [String], configuration: LintConfiguration = LintConfiguration(),
    othersAllowed: Bool = false, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(Linter.rules.contains { $0.id == rule }, "no rule \(rule)", file: file, line: line)
    for example in examples {
        let marked = MarkedSource(example)
        let findings = lint(marked.text, configuration: configuration).findings
        let mine = findings.filter { $0.rule == rule }.map { "\($0.line):\($0.column)" }
        XCTAssertEqual(mine, marked.markers, "\(rule) in:\n\(marked.text)\nall findings: \(positions(findings))", file: file, line: line)
        if !othersAllowed {
            let others = findings.filter { $0.rule != rule }
            XCTAssertEqual(positions(others), [], "other rules in:\n\(marked.text)", file: file, line: line)
        }
    }
}
