import Foundation
import Testing
import TWLint
import TWSyntax

/// `Finding` holds a `Diagnostic` but encodes flat, with the keys of twlint's JSON report
/// (Docs/twlint.md, "Formats": `file`, `line`, `column`, `endLine`, `endColumn`, `rule`, `code`,
/// `severity`, `message`, `fix`), and a fix keeps `isSafe` there.
@Test("A finding encodes flat, as a JSON report entry")
func findingEncodesFlat() throws {
    let fix = Fix(range: ByteRange(start: 60, end: 64), replacement: "")
    let finding = Finding(
        file: "A.swift", line: 4, column: 15, endLine: 4, endColumn: 18,
        diagnostic: Diagnostic(
            code: DiagnosticCode(rawValue: "TW601"), rule: "overridden-class", severity: .warning,
            message: "`p-2` draws nothing", range: ByteRange(start: 60, end: 63), fix: fix))
    let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(finding)) as? [String: Any])
    #expect(Set(object.keys) == ["file", "line", "column", "endLine", "endColumn", "rule", "code", "severity", "message", "fix"])
    #expect(object["code"] as? String == "TW601")
    #expect(object["rule"] as? String == "overridden-class")
    #expect(object["severity"] as? String == "warning")
    let encodedFix = try #require(object["fix"] as? [String: Any])
    #expect(Set(encodedFix.keys) == ["isSafe", "range", "replacement"])
    // A class string's diagnostic never carries `isSafe` (the resolution documents' `fix`).
    let plain = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(fix)) as? [String: Any])
    #expect(Set(plain.keys) == ["range", "replacement"])
}
