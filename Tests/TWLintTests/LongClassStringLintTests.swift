import TWLint
import XCTest

/// One `.tw("…")` string of many tokens linted in time linear in its tokens.
/// `overridden-class` looked every overridden token up by a linear search over the string's
/// tokens (n² for a string that repeats one class); the 200,000-token stress input is timed by
/// `tw-bench stress` (Docs/performance.md), this test pins the findings at a tenth of that.
final class LongClassStringLintTests: XCTestCase {
    func testEveryCopyOfARepeatedClassIsReportedOnce() {
        let count = 20_000
        let text = #"Text("x").tw(""# + Array(repeating: "p-4", count: count).joined(separator: " ") + #"")"#
        let findings = lint(text).findings
        // Every copy but the last appears again later (TW602); none is also reported as overridden.
        XCTAssertEqual(findings.count, count - 1)
        XCTAssertEqual(Set(findings.map(\.rule)), ["duplicate-class"])
        XCTAssertEqual(findings.first?.column, 15)
        XCTAssertEqual(findings.last?.column, 15 + (count - 2) * 4)
    }
}
