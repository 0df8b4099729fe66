import Foundation
import TWLint
import TWSyntax
import XCTest

/// twlint's "did you mean" for a misspelt bracket utility: the message, and a fix in the Swift
/// file's bytes that repairs the prefix, which `--fix` does not apply unasked (it is a
/// suggestion, not a safe fix).
final class DidYouMeanFixTests: XCTestCase {
    private func applied(_ source: String, _ fix: Fix?) -> String? {
        guard let fix else { return nil }
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    func testMisspeltGlassTintSuggestsAndFixes() throws {
        let source = "import SwiftUI\nimport SwiftCN\nlet a = Text(\"a\").tw(\"p-2 glas-tint-[red]\")\n"
        let result = lint(source)
        let finding = try XCTUnwrap(result.findings.first { $0.rule == "unknown-class" }, "\(result.findings)")
        XCTAssertTrue(finding.message.contains("did you mean `glass-tint-[red]`?"), finding.message)
        XCTAssertEqual(applied(source, finding.diagnostic.fix), source.replacingOccurrences(of: "glas-tint", with: "glass-tint"))
        XCTAssertEqual(finding.diagnostic.fix?.isSafe, false)
        XCTAssertTrue(result.fixes.isEmpty, "`twlint --fix` applies only safe fixes")
    }

    /// An interpolated argument stays as written: only the prefix bytes are replaced.
    func testInterpolatedArgumentKeepsItsSource() throws {
        let source = "import SwiftUI\nimport SwiftCN\nlet a = Text(\"a\").tw(\"glas-tint-[\\(Color.red)] p-2\")\n"
        let finding = try XCTUnwrap(lint(source).findings.first { $0.rule == "unknown-class" })
        XCTAssertTrue(finding.message.contains("did you mean `glass-tint-["), finding.message)
        XCTAssertEqual(applied(source, finding.diagnostic.fix), source.replacingOccurrences(of: "glas-tint", with: "glass-tint"))
    }

    func testEscapedSourceGetsNoFix() throws {
        // `\u{61}` spells `a` in the run-time string, so the class's bytes are not the file's.
        let source = "import SwiftUI\nimport SwiftCN\nlet a = Text(\"a\").tw(\"gl\\u{61}s-tint-[red]\")\n"
        let finding = try XCTUnwrap(lint(source).findings.first { $0.rule == "unknown-class" })
        XCTAssertTrue(finding.message.contains("did you mean `glass-tint-[red]`?"), finding.message)
        XCTAssertNil(finding.diagnostic.fix)
    }
}
