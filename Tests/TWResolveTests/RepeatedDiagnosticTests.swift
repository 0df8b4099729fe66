import Foundation
import TWResolve
import TWSyntax
import XCTest

/// A named class used many times inside others raises each of its problems once per use: the
/// copies are folded into one diagnostic with a count, so the report grows with the distinct
/// problems, not with the expansion (Docs/Reliability.md, Limits).
final class RepeatedDiagnosticTests: XCTestCase {
    /// `l0` is thirty `l1`s, `l1` thirty `l2`s, and `l2` has three problems: 900 copies of each.
    private func theme() throws -> Theme {
        let named = [
            "l0": Array(repeating: "l1", count: 30).joined(separator: " "),
            "l1": Array(repeating: "l2", count: 30).joined(separator: " "),
            "l2": "bogus-a bogus-b hovr:p-2",
        ]
        let data = try JSONSerialization.data(withJSONObject: ["named": named])
        return try Theme.decode(data, source: "fan.json")
    }

    func testCopiesOfOneProblemAreFoldedWithACount() throws {
        let resolution = Resolver(theme: try theme()).resolve("p-4 l0", context: ResolutionContext())
        XCTAssertFalse(resolution.valid)
        XCTAssertEqual(resolution.diagnostics.count, 3, "\(resolution.diagnostics.map(\.message))")
        XCTAssertEqual(resolution.diagnostics.map(\.kind), [.unknownClass, .unknownClass, .unknownVariant])
        for diagnostic in resolution.diagnostics {
            XCTAssertTrue(diagnostic.message.hasSuffix("(in named class `l0` → `l1` → `l2`) (and 899 more like this)"), diagnostic.message)
            // Shown on `l0`, bytes 4..<6 of "p-4 l0".
            XCTAssertEqual(diagnostic.range.start, 4)
            XCTAssertEqual(diagnostic.range.end, 6)
        }
    }

    func testTwoUsesWrittenByTheUserStayTwoDiagnostics() throws {
        let resolution = Resolver(theme: try theme()).resolve("l2 l2", context: ResolutionContext())
        XCTAssertEqual(resolution.diagnostics.count, 6, "each written token keeps its own, at its own range")
        XCTAssertFalse(resolution.diagnostics.contains { $0.message.contains("more like this") })
    }
}
