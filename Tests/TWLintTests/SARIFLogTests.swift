import Foundation
import TWSyntax
import XCTest

@testable import TWLint

/// The SARIF log is a Codable document (`SARIFLog`), written with the bytes
/// `JSONSerialization` gives (sorted keys, pretty printed, slashes unescaped).
final class SARIFLogTests: XCTestCase {
    private let findings = [
        Finding(
            file: "Sources/A b.swift", line: 3, column: 15, endLine: 3, endColumn: 20,
            diagnostic: Diagnostic(
                code: DiagnosticCode(rawValue: "TW101"), rule: "unknown-class", severity: .error,
                message: "Unknown swiftcn class: \"bogus\" / é", range: ByteRange(start: 40, end: 45))),
        Finding(
            file: "/tmp/A.swift", line: 4, column: 15, endLine: 4, endColumn: 18,
            diagnostic: Diagnostic(
                code: DiagnosticCode(rawValue: "TW601"), rule: "overridden-class", severity: .warning,
                message: "`p-2` draws nothing: `p-4` replaces every field", range: ByteRange(start: 60, end: 63),
                fix: SourceFix(range: ByteRange(start: 60, end: 64), replacement: ""))),
    ]

    private var text: String { SARIFReporter.render(findings, rules: Linter.rules, toolVersion: "9.9") }

    func testTheTextIsWhatJSONSerializationWrites() throws {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let rewritten = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        XCTAssertEqual(text, String(decoding: rewritten, as: UTF8.self) + "\n")
    }

    func testTheLogDecodesAsItsDocumentType() throws {
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(text.utf8))
        XCTAssertEqual(log, SARIFReporter.log(findings, rules: Linter.rules, toolVersion: "9.9"))
        XCTAssertEqual(log.schema, "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        let results = try XCTUnwrap(log.runs.first?.results)
        XCTAssertNil(results[0].fixes)
        XCTAssertEqual(
            results[1].fixes?.first?.artifactChanges.first?.replacements.first?.deletedRegion,
            SARIFRegion(byteOffset: 60, byteLength: 4))
        XCTAssertEqual(results[1].fixes?.first?.artifactChanges.first?.artifactLocation.uri, "file:///tmp/A.swift")
        XCTAssertEqual(results[1].level, .warning)
    }
}
